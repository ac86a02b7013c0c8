import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconTile } from '../IconTile';

interface EmptyStateProps {
  icon?: SvgIconComponent;
  title: string;
  text: ReactNode;
  /** a way forward: create the first item, clear a search */
  action?: ReactNode;
}

/** A screen with nothing to list: a calm dashed card with an icon, a heading, a sentence and maybe a button. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Card sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', borderStyle: 'dashed' }}>
      {icon && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <IconTile icon={icon} size={64} round />
        </Box>
      )}
      <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460, mx: 'auto' }}>
        {text}
      </Typography>
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Card>
  );
}
