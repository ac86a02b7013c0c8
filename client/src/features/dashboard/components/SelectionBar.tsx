import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';

export interface SelectionAction {
  key: string;
  label: string;
  icon: ReactElement;
  color: 'primary' | 'inherit' | 'error';
  /** the main action is filled, the others outlined */
  main?: boolean;
  onClick: () => void;
}

interface SelectionBarProps {
  /** the bar's accessible name ('Ações para as receitas selecionadas') */
  label: string;
  /** how many are selected, in words ('3 selecionadas') */
  count: string;
  clearLabel: string;
  busy: boolean;
  actions: readonly SelectionAction[];
  onClear: () => void;
}

/**
 * What can be done with the rows or cards selected on a list screen. It stays at the bottom of the window while the
 * list scrolls under it, so the actions are at hand wherever the last one was ticked.
 */
export function SelectionBar({ label, count, clearLabel, busy, actions, onClear }: SelectionBarProps) {
  return (
    <Box sx={{ position: 'sticky', bottom: 16, zIndex: 2, mt: 2 }}>
      <Paper
        role="region"
        aria-label={label}
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
        <IconButton size="small" onClick={onClear} aria-label={clearLabel} disabled={busy}>
          <CloseRounded fontSize="small" />
        </IconButton>
        <Typography role="status" sx={{ fontWeight: 700, flex: 1, minWidth: 'max-content', mr: 1 }}>
          {count}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {actions.map(({ key, label: name, icon, color, main, onClick }) => (
            <Button
              key={key}
              size="small"
              variant={main ? 'contained' : 'outlined'}
              color={color}
              startIcon={icon}
              disabled={busy}
              onClick={onClick}
            >
              {name}
            </Button>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
