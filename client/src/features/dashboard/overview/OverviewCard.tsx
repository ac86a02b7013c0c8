import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled panel of the overview. */
export function OverviewCard({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column' }}>
      <Typography variant="h4" component="h2" sx={{ fontSize: { xs: '1.1rem', sm: '1.2rem' }, mb: aside ? 0.5 : 2 }}>
        {title}
      </Typography>
      {aside}
      {children}
    </Card>
  );
}
