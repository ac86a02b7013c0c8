import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PublicOffOutlined from '@mui/icons-material/PublicOffOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RecipeBulkAction } from '../../../gql/graphql';
import * as messages from '../../../messages/pt-BR';

const t = messages.dashboardRecipes;

const ACTIONS: readonly {
  action: RecipeBulkAction;
  icon: React.ReactElement;
  color: 'primary' | 'inherit' | 'error';
}[] = [
  { action: 'PUBLISH', icon: <PublicOutlined />, color: 'primary' },
  { action: 'UNPUBLISH', icon: <PublicOffOutlined />, color: 'inherit' },
  { action: 'DELETE', icon: <DeleteOutlined />, color: 'error' },
];

interface RecipeSelectionBarProps {
  count: number;
  busy: boolean;
  onAction: (action: RecipeBulkAction) => void;
  onClear: () => void;
}

/**
 * What can be done with the selected recipes: publish, unpublish or delete them. It stays at the bottom of the window
 * while the grid scrolls under it, so the actions are at hand wherever the last card was ticked.
 */
export function RecipeSelectionBar({ count, busy, onAction, onClear }: RecipeSelectionBarProps) {
  if (count === 0) return null;
  return (
    <Box sx={{ position: 'sticky', bottom: 16, zIndex: 2, mt: 2 }}>
      <Paper
        role="region"
        aria-label={t.selection.barLabel}
        elevation={6}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          borderRadius: 3,
          border: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton size="small" onClick={onClear} aria-label={t.selection.clear} disabled={busy}>
          <CloseRounded fontSize="small" />
        </IconButton>
        <Typography role="status" sx={{ fontWeight: 700, flex: 1, minWidth: 'max-content', mr: 1 }}>
          {t.selection.selected(count)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {ACTIONS.map(({ action, icon, color }) => (
            <Button
              key={action}
              size="small"
              variant={action === 'PUBLISH' ? 'contained' : 'outlined'}
              color={color}
              startIcon={icon}
              disabled={busy}
              onClick={() => onAction(action)}
            >
              {t.bulk[action].action}
            </Button>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
