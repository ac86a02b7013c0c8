import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MediaItemDetail_DetailFragment } from '../../../gql/graphql';
import { RouterLink } from '../../../components/RouterLink';
import * as messages from '../../../messages/pt-BR';
import { mediaUsageHref } from './media-usage-links';

const t = messages.dashboardMedia.details;

type MediaUsage = MediaItemDetail_DetailFragment['usages'][number];

/** Where a picture shows: each place's field and a link to its editor. */
export function MediaUsageList({ usages, labelledBy }: { usages: readonly MediaUsage[]; labelledBy: string }) {
  if (!usages.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t.unused}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
      {usages.map((usage) => {
        const href = mediaUsageHref(usage);
        return (
          <Typography component="li" variant="body2" key={`${usage.kind}-${usage.id}-${usage.field}-${usage.title}`}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {usage.field}:{' '}
            </Box>
            {href ? (
              <Link component={RouterLink} to={href} aria-label={t.open(usage.title)}>
                {usage.title}
              </Link>
            ) : (
              usage.title
            )}
          </Typography>
        );
      })}
    </Box>
  );
}
