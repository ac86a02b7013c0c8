import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Modal } from '../../../components/Modal';
import * as messages from '../../../messages/pt-BR';
import { ConfirmDialog } from '../recipes/ConfirmDialog';
import { ConflictDialog } from './ConflictDialog';
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
  /** she confirmed leaving without saving (before onClose): what was kept for her can go */
  onDiscard?: () => void;
  /** a click beside the dialog closes it (asking first when something changed; Escape always does) */
  closeOnBackdropClick?: boolean;
  /** a long form: 800 px wide, the whole screen on a phone */
  wide?: boolean;
  /** a button beside the close button */
  headerAction?: ReactNode;
  /** above the error summary (where the values came from, what to check) */
  intro?: ReactNode;
  /** left of Cancel and the submit button (a choice that changes what the submit does) */
  footerStart?: ReactNode;
  /** Enter in a one-line field submits (false in a long form, where it would save half-way through typing) */
  submitOnEnter?: boolean;
  /** Ctrl+S waits while a question of the form's own is open over it */
  shortcutPaused?: boolean;
  /** instead of the form: the item to edit is still loading, or failed to */
  placeholder?: ReactNode;
  children: ReactNode;
}

/** The submit button's title: its shortcut, as this computer writes it. */
const shortcutHint = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent)
    ? t.shortcutHint.replace('Ctrl+', '⌘')
    : t.shortcutHint;

/** Enter in a one-line field must not submit (the browser's implicit submission). */
function blockImplicitSubmit(event: ReactKeyboardEvent) {
  const target = event.target;
  if (event.key === 'Enter' && target instanceof HTMLInputElement && !['submit', 'button'].includes(target.type)) {
    event.preventDefault();
  }
}

/**
 * A create/edit dialog around an entity form: the reason a save failed with every wrong field above the fields,
 * Cancel and the submit button (busy while saving; Ctrl+S / ⌘S), and "leave without saving?" before anything typed
 * is dropped, by the dialog's buttons or by leaving the page.
 */
export function FormDialog<Input extends FieldValues, Output>({
  open,
  title,
  label,
  entity,
  submitLabel,
  onClose,
  discardText = t.discard.text,
  onDiscard,
  closeOnBackdropClick = true,
  wide = false,
  headerAction,
  intro,
  footerStart,
  submitOnEnter = true,
  shortcutPaused = false,
  placeholder,
  children,
}: FormDialogProps<Input, Output>) {
  const formId = useId();
  const alertRef = useRef<HTMLDivElement>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const { problem, summary, saving, dirty } = entity;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  // A new problem scrolls into view: the alert sits above the fields, out of sight after a long scroll.
  useEffect(() => {
    if (problem) alertRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [problem]);

  // Ctrl+S / ⌘S saves, as in any editor (the browser's own would save a copy of the dashboard page)
  const paused = confirmingClose || shortcutPaused || entity.conflict !== null;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      if (!paused) (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, paused, formId]);

  // Leaving the page with unsaved changes asks first.
  useEffect(() => {
    if (!open || !dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [open, dirty]);

  // Escape, the close button, a click outside and Cancel ask first when something changed.
  const requestClose = () => {
    if (saving) return;
    if (dirty && !placeholder) setConfirmingClose(true);
    else onClose();
  };
  // On a phone a long form's two buttons share the row; the choice beside them takes a row of its own.
  const buttonFlex = footerStart ? { xs: 1, sm: 'none' } : undefined;

  return (
    <Modal
      open={open}
      onClose={requestClose}
      title={title}
      closeOnBackdropClick={closeOnBackdropClick}
      maxWidth={wide ? '800px' : undefined}
      fullScreen={wide && phone}
      headerAction={placeholder ? undefined : headerAction}
      actions={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, width: '100%' }}>
          {!placeholder && footerStart}
          <Box sx={{ flex: '1 1 0', minWidth: 0, display: footerStart ? { xs: 'none', sm: 'block' } : 'block' }} />
          <Button onClick={requestClose} disabled={saving} color="inherit" sx={{ flex: buttonFlex }}>
            {t.cancel}
          </Button>
          {!placeholder && (
            <Button
              type="submit"
              form={formId}
              variant="contained"
              disabled={saving}
              title={shortcutHint()}
              sx={{ flex: buttonFlex }}
            >
              {saving ? t.saving : submitLabel}
            </Button>
          )}
        </Box>
      }
    >
      {placeholder ?? (
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={(event) => void entity.submit(event)}
          onKeyDown={submitOnEnter ? undefined : blockImplicitSubmit}
          aria-label={label}
          // minmax(0, 1fr): a long value shortens with an ellipsis instead of widening the form past the modal
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: wide ? 0 : 2.25, pt: wide ? 0 : 1 }}
        >
          {intro}
          {(problem || summary.length > 0) && (
            <Box sx={{ mb: wide ? 2 : 0 }}>
              <ErrorSummary
                alertRef={alertRef}
                title={problem?.text ?? t.summaryTitle}
                detail={problem?.detail}
                entries={summary}
                onClose={problem ? entity.dismissProblem : undefined}
              />
            </Box>
          )}
          {children}
        </Box>
      )}
      <ConflictDialog
        state={entity.conflict?.state ?? null}
        title={entity.conflict?.title ?? ''}
        onResolve={(choices) => entity.conflict?.resolve(choices)}
        onCancel={() => entity.conflict?.cancel()}
      />
      <ConfirmDialog
        open={confirmingClose}
        title={t.discard.title}
        confirmLabel={t.discard.confirm}
        cancelLabel={t.discard.keepEditing}
        onConfirm={() => {
          setConfirmingClose(false);
          onDiscard?.();
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
