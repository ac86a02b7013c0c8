import Box from '@mui/material/Box';
import { formatSiteDateTime } from '../../../lib/site-time';
import * as messages from '../../../messages/pt-BR';
import { ConfirmDialog } from './ConfirmDialog';
import type { SavedForm } from './form-autosave';

const t = messages.recipeForm.recovery;

interface RecoveryPromptProps {
  /** the copy kept in this browser; null: no question */
  saved: SavedForm | null;
  isNew: boolean;
  /** the copy is the site's autosave (typed in another browser, device or tab), not this browser's */
  fromSite?: boolean;
  /** the server's updatedAt of the recipe being edited */
  serverUpdatedAt: string | null;
  onRecover: (saved: SavedForm) => void;
  onDiscard: () => void;
  onDismiss: () => void;
}

/** 'Recuperar rascunho não salvo?': offers back the form kept in local storage, saying when and whether the site changed since. */
export function RecoveryPrompt({
  saved,
  isNew,
  fromSite = false,
  serverUpdatedAt,
  onRecover,
  onDiscard,
  onDismiss,
}: RecoveryPromptProps) {
  const changedSince = Boolean(saved?.baseUpdatedAt && serverUpdatedAt && saved.baseUpdatedAt !== serverUpdatedAt);
  return (
    <ConfirmDialog
      open={saved !== null}
      title={t.title}
      confirmLabel={t.recover}
      cancelLabel={t.discard}
      onConfirm={() => saved && onRecover(saved)}
      onCancel={onDiscard}
      onDismiss={onDismiss}
    >
      {saved && (
        <>
          {(isNew ? t.textNew : fromSite ? t.textSite : t.text)(formatSiteDateTime(saved.savedAt))}
          {changedSince && (
            <Box component="span" sx={{ display: 'block', mt: 1.5 }}>
              {t.changedSince}
            </Box>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
