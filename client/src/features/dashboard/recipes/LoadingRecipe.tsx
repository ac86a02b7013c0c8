import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import * as messages from '../../../messages/pt-BR';

const t = messages.recipeForm;

/** While the recipe to edit loads, or when it could not be loaded. */
export function LoadingRecipe({
  failed,
  onRetry,
  onClose,
}: {
  failed: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <>
      <DialogContent dividers sx={{ minHeight: 200, display: 'grid', placeItems: 'center' }}>
        {failed ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {t.retry}
              </Button>
            }
          >
            {t.loadError}
          </Alert>
        ) : (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={28} />
            {t.loading}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} color="inherit">
          {t.actions.cancel}
        </Button>
      </DialogActions>
    </>
  );
}
