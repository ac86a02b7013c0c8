import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import * as messages from '../../messages/pt-BR';
import { DashboardPageHeader } from './DashboardPageHeader';
import { IconTile } from './IconTile';
import { DASHBOARD_SECTIONS } from './dashboard-nav';

const m = messages.dashboard;

/** /dashboard: the welcome line and a shortcut card per section. */
export function DashboardHome() {
  return (
    <>
      <DashboardPageHeader title={m.home.title} subtitle={m.home.subtitle} />
      <Typography variant="h6" component="h2" color="text.secondary" sx={{ mb: 2, textTransform: 'uppercase' }}>
        {m.home.shortcuts}
      </Typography>
      <Grid container spacing={2.5}>
        {DASHBOARD_SECTIONS.map(({ key, label, path, icon }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, xl: 4 }}>
            <Card sx={{ height: '100%', transition: 'box-shadow 160ms', '&:hover': { boxShadow: 4 } }}>
              <CardActionArea
                component={RouterLink}
                to={path}
                sx={{
                  height: '100%',
                  p: 3,
                  display: 'flex',
                  alignItems: 'flex-start',
                  justifyContent: 'flex-start',
                  gap: 2,
                }}
              >
                <IconTile icon={icon} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="h4" component="h3" sx={{ mb: 0.5 }}>
                    {label}
                  </Typography>
                  <Typography color="text.secondary" sx={{ fontSize: '0.93rem', mb: 1.5 }}>
                    {m.sections[key].summary}
                  </Typography>
                  <Typography
                    component="span"
                    color="primary"
                    sx={{ fontWeight: 600, fontSize: '0.9rem', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                  >
                    {m.home.open}
                    <ArrowForwardRounded aria-hidden sx={{ fontSize: 18 }} />
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
