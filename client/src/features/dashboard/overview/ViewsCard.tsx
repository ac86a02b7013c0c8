import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import * as messages from '../../../messages/pt-BR';
import { OverviewCard } from './OverviewCard';
import type { DayViews } from './ViewsChart';

const t = messages.dashboardOverview.views;
const ViewsChart = lazy(() => import('./ViewsChart'));
const CHART_HEIGHT = 240;

/** The last 30 days of readers' views: totals in words, the bars drawn once the chart's code arrives. */
export function ViewsCard({ days }: { days: readonly DayViews[] | undefined }) {
  const total = days?.reduce((sum, day) => sum + day.views, 0) ?? 0;
  const today = days?.[days.length - 1]?.views ?? 0;
  const placeholder = <Skeleton variant="rounded" height={CHART_HEIGHT} />;
  return (
    <OverviewCard
      title={t.title}
      aside={
        <Typography color="text.secondary" sx={{ fontSize: '0.9rem', mb: 2 }}>
          {days ? (
            <>
              <span data-testid="views-total">{t.total(total)}</span>
              {' · '}
              <Box component="span" data-testid="views-today" sx={{ color: 'primary.dark', fontWeight: 600 }}>
                {t.today(today)}
              </Box>
              {total === 0 && (
                <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                  {t.none}
                </Box>
              )}
            </>
          ) : (
            <Skeleton width={160} />
          )}
        </Typography>
      }
    >
      <Box role="img" aria-label={days ? t.chartLabel(total, today) : undefined} sx={{ minHeight: CHART_HEIGHT }}>
        {days ? (
          <Suspense fallback={placeholder}>
            <ViewsChart days={days} height={CHART_HEIGHT} />
          </Suspense>
        ) : (
          placeholder
        )}
      </Box>
      {days && (
        <VisuallyHidden>
          <table>
            <caption>{t.title}</caption>
            <tbody>
              {days.map(({ day, views }) => (
                <tr key={day}>
                  <th scope="row">{day.split('-').reverse().join('/')}</th>
                  <td>{views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      )}
    </OverviewCard>
  );
}
