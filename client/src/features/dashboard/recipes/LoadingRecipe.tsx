import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import * as messages from '../../../messages/pt-BR';

const t = messages.recipeForm;

/** In the editor's place while the recipe to edit loads, or when it could not be loaded. */
export function LoadingRecipe({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <Box sx={{ minHeight: 200, display: 'grid', placeItems: 'center' }}>
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
    </Box>
  );
}
