import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import * as messages from '../../messages/pt-BR';

interface DashboardPageHeaderProps {
  title: string;
  subtitle?: string;
  /** buttons on the right, e.g. "Novo E-book" */
  actions?: ReactNode;
}

/** Every dashboard screen's heading; also names the browser tab. */
export function DashboardPageHeader({ title, subtitle, actions }: DashboardPageHeaderProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: { xs: 3, md: 4 } }}>
      <title>{`${title} · ${messages.dashboard.panel} | ${messages.site.name}`}</title>
      {/* never narrower than the title's longest word: a long action wraps under the title instead of covering it */}
      <Box sx={{ flex: 1, minWidth: 'min-content' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.15rem' } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.75, fontSize: '1.02rem' }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions}
    </Box>
  );
}
