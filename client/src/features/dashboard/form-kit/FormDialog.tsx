import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Modal } from '../../../components/Modal';
import * as messages from '../../../messages/pt-BR';
import { ConfirmDialog } from '../recipes/ConfirmDialog';
import { ErrorSummary } from './ErrorSummary';
import type { EntityForm } from './use-entity-form';

const t = messages.formKit;

interface FormDialogProps<Input extends FieldValues, Output> {
  open: boolean;
  title: string;
  /** the form's accessible name */
  label?: string;
  entity: EntityForm<Input, Output>;
  submitLabel: string;
  onClose: () => void;
  /** what the "leave without saving?" question says will be lost */
  discardText?: string;
  /** a click beside the dialog closes it (asking first when something changed; Escape always does) */
  closeOnBackdropClick?: boolean;
  children: ReactNode;
}

/**
 * A create/edit dialog around an entity form: the reason a save failed with every wrong field above the fields,
 * Cancel and the submit button (busy while saving), and "leave without saving?" before anything typed is dropped.
 */
export function FormDialog<Input extends FieldValues, Output>({
  open,
  title,
  label,
  entity,
  submitLabel,
  onClose,
  discardText = t.discard.text,
  closeOnBackdropClick = true,
  children,
}: FormDialogProps<Input, Output>) {
  const formId = useId();
  const alertRef = useRef<HTMLDivElement>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const { problem, summary, saving } = entity;

  // A new problem scrolls into view: the alert sits above the fields, out of sight after a long scroll.
  useEffect(() => {
    if (problem) alertRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [problem]);

  // Ctrl+S / ⌘S saves, as in any editor (the browser's own would save a copy of the dashboard page)
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      if (!confirmingClose) (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, confirmingClose, formId]);

  // Escape, the close button, a click outside and Cancel ask first when something changed.
  const requestClose = () => {
    if (saving) return;
    if (entity.dirty) setConfirmingClose(true);
    else onClose();
  };

  return (
    <Modal
      open={open}
      onClose={requestClose}
      title={title}
      closeOnBackdropClick={closeOnBackdropClick}
      actions={
        <>
          <Button onClick={requestClose} disabled={saving} color="inherit">
            {t.cancel}
          </Button>
          <Button type="submit" form={formId} variant="contained" disabled={saving}>
            {saving ? t.saving : submitLabel}
          </Button>
        </>
      }
    >
      <Box
        component="form"
        id={formId}
        noValidate
        onSubmit={(event) => void entity.submit(event)}
        aria-label={label}
        // minmax(0, 1fr): a long value shortens with an ellipsis instead of widening the form past the modal
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.25, pt: 1 }}
      >
        {(problem || summary.length > 0) && (
          <ErrorSummary
            alertRef={alertRef}
            title={problem?.text ?? t.summaryTitle}
            detail={problem?.detail}
            entries={summary}
            onClose={problem ? entity.dismissProblem : undefined}
          />
        )}
        {children}
      </Box>
      <ConfirmDialog
        open={confirmingClose}
        title={t.discard.title}
        confirmLabel={t.discard.confirm}
        cancelLabel={t.discard.keepEditing}
        onConfirm={() => {
          setConfirmingClose(false);
          onClose();
        }}
        onCancel={() => setConfirmingClose(false)}
        destructive
      >
        {discardText}
      </ConfirmDialog>
    </Modal>
  );
}
