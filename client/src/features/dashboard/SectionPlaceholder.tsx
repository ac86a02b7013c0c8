import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import * as messages from '../../messages/pt-BR';
import { DashboardPageHeader } from './DashboardPageHeader';
import { IconTile } from './IconTile';
import { DASHBOARD_SECTIONS, type DashboardSectionKey } from './dashboard-nav';

const m = messages.dashboard;

/** A dashboard screen whose tools have not landed yet: its spec title and a calm "coming soon" card. */
export function SectionPlaceholder({ section }: { section: DashboardSectionKey }) {
  const copy: { title: string; subtitle?: string; summary: string } = m.sections[section];
  const item = DASHBOARD_SECTIONS.find(({ key }) => key === section);
  return (
    <>
      <DashboardPageHeader title={copy.title} subtitle={copy.subtitle} />
      <Card sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', borderStyle: 'dashed' }}>
        {item && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <IconTile icon={item.icon} size={64} round />
          </Box>
        )}
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          {m.comingSoon}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 460, mx: 'auto' }}>
          {copy.summary} {m.comingSoonText}
        </Typography>
      </Card>
    </>
  );
}
