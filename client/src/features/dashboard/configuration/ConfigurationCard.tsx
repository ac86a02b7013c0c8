import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconTile } from '../IconTile';

interface ConfigurationCardProps {
  /** the heading's id is `config-<name>` */
  name: string;
  icon: SvgIconComponent;
  title: string;
  hint?: ReactNode;
  /** a button on the right of the heading ("Adicionar Parceria") */
  action?: ReactNode;
  children: ReactNode;
}

/** One section of the configuration screen: an icon, a heading, a sentence on where it shows, and its fields. */
export function ConfigurationCard({ name, icon, title, hint, action, children }: ConfigurationCardProps) {
  const headingId = `config-${name}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2.5 }}>
        <IconTile icon={icon} size={44} />
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography variant="h4" component="h2" id={headingId} sx={{ fontSize: '1.25rem' }}>
            {title}
          </Typography>
          {hint && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {hint}
            </Typography>
          )}
        </Box>
        {action}
      </Box>
      {children}
    </Card>
  );
}
