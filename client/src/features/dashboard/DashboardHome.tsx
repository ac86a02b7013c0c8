import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import * as messages from '../../messages/pt-BR';
import { DashboardPageHeader } from './DashboardPageHeader';
import { RecentCommentsCard } from './overview/RecentCommentsCard';
import { StatCards } from './overview/StatCards';
import { TopRecipesCard } from './overview/TopRecipesCard';
import { ViewsCard } from './overview/ViewsCard';
import { DashboardOverviewQuery } from './overview/overview-operations';

const m = messages.dashboard;
const t = messages.dashboardOverview;

/** /dashboard: the welcome line, then the site's real figures. */
export function DashboardHome() {
  // Fresh on every visit: the figures move with every view, message and comment.
  const { data, error, refetch } = useQuery(DashboardOverviewQuery, { fetchPolicy: 'cache-and-network' });
  const overview = data?.dashboardOverview;
  return (
    <>
      <DashboardPageHeader title={m.home.title} subtitle={m.home.subtitle} />
      {error && !overview ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              {t.retry}
            </Button>
          }
          sx={{ borderRadius: 2 }}
        >
          {t.loadError}
        </Alert>
      ) : (
        <>
          <StatCards overview={overview} />
          <ViewsCard days={overview?.viewsByDay} />
          {overview && (
            <Box
              sx={{
                mt: 2.5,
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                gap: 2.5,
              }}
            >
              <TopRecipesCard recipes={overview.topRecipes} />
              <RecentCommentsCard comments={overview.latestComments} />
            </Box>
          )}
        </>
      )}
    </>
  );
}
