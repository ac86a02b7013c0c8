import type { SvgIconComponent } from '@mui/icons-material';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../components/RouterLink';
import * as messages from '../../../messages/pt-BR';
import { IconTile } from '../IconTile';
import { DASHBOARD_ROOT } from '../dashboard-nav';
import type { DashboardOverviewQuery } from '../../../gql/graphql';

const t = messages.dashboardOverview;
type Overview = DashboardOverviewQuery['dashboardOverview'];

interface Stat {
  key: string;
  label: string;
  value: (overview: Overview) => number;
  icon: SvgIconComponent;
  to: string;
}

const STATS: readonly Stat[] = [
  {
    key: 'published',
    label: t.stats.published,
    value: (o) => o.recipes.published,
    icon: MenuBookOutlined,
    to: `${DASHBOARD_ROOT}/recipes`,
  },
  {
    key: 'scheduled',
    label: t.stats.scheduled,
    value: (o) => o.recipes.scheduled,
    icon: EventOutlined,
    to: `${DASHBOARD_ROOT}/recipes`,
  },
  {
    key: 'drafts',
    label: t.stats.drafts,
    value: (o) => o.recipes.drafts,
    icon: EditNoteOutlined,
    to: `${DASHBOARD_ROOT}/recipes`,
  },
  {
    key: 'subscribers',
    label: t.stats.subscribers,
    value: (o) => o.newsletterSubscribers,
    icon: MarkEmailReadOutlined,
    to: `${DASHBOARD_ROOT}/users`,
  },
  {
    key: 'unread-contacts',
    label: t.stats.unreadContacts,
    value: (o) => o.unreadContacts,
    icon: ContactMailOutlined,
    to: `${DASHBOARD_ROOT}/contacts`,
  },
];

/** One figure per card, each leading to the screen where it is managed. */
export function StatCards({ overview }: { overview: Overview | undefined }) {
  return (
    <Box
      component="ul"
      aria-label={t.figuresLabel}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 2.5,
        display: 'grid',
        // Phones: two a row under a full-width first figure; wider: the five side by side.
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
        '& > li:first-of-type': { gridColumn: { xs: 'span 2', sm: 'auto' } },
        gap: { xs: 1.5, md: 2 },
      }}
    >
      {STATS.map(({ key, label, value, icon, to }) => (
        <Card component="li" key={key} sx={{ transition: 'box-shadow 160ms', '&:hover': { boxShadow: 4 } }}>
          <CardActionArea
            component={RouterLink}
            to={to}
            data-testid={`stat-${key}`}
            sx={{
              height: '100%',
              p: { xs: 1.75, md: 2.25 },
              display: 'flex',
              // the icon beside the figure where a card is wide enough, above it where five share a narrow row
              flexDirection: { xs: 'row', sm: 'column', lg: 'row' },
              alignItems: { xs: 'center', sm: 'flex-start', lg: 'center' },
              justifyContent: 'flex-start',
              gap: { xs: 1.5, sm: 1, lg: 1.75 },
            }}
          >
            <IconTile icon={icon} size={40} />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                component="p"
                data-testid="stat-value"
                sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.15, fontVariantNumeric: 'tabular-nums' }}
              >
                {overview ? value(overview).toLocaleString('pt-BR') : <Skeleton width={40} />}
              </Typography>
              <Typography component="p" color="text.secondary" sx={{ fontSize: '0.875rem', lineHeight: 1.3 }}>
                {label}
              </Typography>
            </Box>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
