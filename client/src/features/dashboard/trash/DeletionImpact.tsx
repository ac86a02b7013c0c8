import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TrashKind } from '../../../gql/graphql';
import * as messages from '../../../messages/pt-BR';
import { DeletionImpactQuery } from './trash-operations';

const t = messages.dashboardTrash;

/**
 * Under a delete question: that the item goes to the trash for 30 days, and the places of the site that point to it
 * (featured recipes, weekly menu, featured e-book…), which it leaves when deleted.
 */
export function DeletionImpact({ kind, ids }: { kind: TrashKind; ids: readonly number[] }) {
  const { data, loading, error } = useQuery(DeletionImpactQuery, {
    variables: { kind, ids: [...ids] },
    skip: ids.length === 0,
    fetchPolicy: 'network-only',
  });
  const places = data?.deletionImpact ?? [];
  return (
    <Box component="span" sx={{ display: 'block', mt: 1.5 }}>
      <Box component="span" sx={{ display: 'block' }}>
        {t.keptFor30Days}
      </Box>
      {loading && (
        <Typography component="span" role="status" sx={{ display: 'block', mt: 1, fontSize: '0.9rem' }}>
          {t.impact.loading}
        </Typography>
      )}
      {error && (
        <Typography component="span" sx={{ display: 'block', mt: 1, fontSize: '0.9rem' }}>
          {t.impact.error}
        </Typography>
      )}
      {places.length > 0 && (
        <Alert severity="warning" role="group" aria-label={t.impact.title} sx={{ mt: 1.5 }}>
          <Box component="strong" sx={{ display: 'block' }}>
            {t.impact.title}
          </Box>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {places.map((place) => (
              <li key={place.label}>{place.label}</li>
            ))}
          </Box>
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            {t.impact.removed}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
