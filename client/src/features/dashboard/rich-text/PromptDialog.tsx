import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/Modal';
import { TextInput } from '../../../components/TextInput';

export interface PromptDialogProps {
  title: string;
  label: string;
  helper: string;
  initialValue: string;
  submitLabel: string;
  cancelLabel: string;
  /** the value to save, or null when it is not acceptable; without it any text is */
  parse?: (value: string) => string | null;
  invalidMessage?: string;
  /** a third button, e.g. "Remover link" */
  extraAction?: { label: string; onClick: () => void };
  onSubmit: (value: string) => void;
  onClose: () => void;
}

/** A small dialog asking for one line of text (a link's address, an image's description). Mounted while open. */
export function PromptDialog({
  title,
  label,
  helper,
  initialValue,
  submitLabel,
  cancelLabel,
  parse = (value) => value.trim(),
  invalidMessage,
  extraAction,
  onSubmit,
  onClose,
}: PromptDialogProps) {
  const [value, setValue] = useState(initialValue);
  const [invalid, setInvalid] = useState(false);
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = parse(value);
    if (parsed === null) return setInvalid(true);
    onSubmit(parsed);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      actions={
        <>
          {extraAction && (
            <Button color="error" onClick={extraAction.onClick} sx={{ mr: 'auto' }}>
              {extraAction.label}
            </Button>
          )}
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button type="submit" form={formId} variant="contained">
            {submitLabel}
          </Button>
        </>
      }
    >
      <Box component="form" id={formId} noValidate onSubmit={submit} sx={{ pt: 1 }}>
        <TextInput
          label={label}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          error={invalid}
          helperText={invalid ? invalidMessage : helper}
          inputProps={{ autoFocus: true, 'aria-invalid': invalid }}
        />
      </Box>
    </Modal>
  );
}
