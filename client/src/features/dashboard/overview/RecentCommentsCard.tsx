import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../components/RouterLink';
import type { DashboardOverviewQuery } from '../../../gql/graphql';
import { formatSiteDateTime } from '../../../lib/site-time';
import * as messages from '../../../messages/pt-BR';
import { OverviewCard } from './OverviewCard';

const t = messages.dashboardOverview.comments;
type RecentComment = DashboardOverviewQuery['dashboardOverview']['latestComments'][number];

/** The newest comments and replies, each with a way to its thread on the recipe page, where admins may delete. */
export function RecentCommentsCard({ comments }: { comments: readonly RecentComment[] }) {
  return (
    <OverviewCard title={t.title}>
      {comments.length === 0 ? (
        <Typography color="text.secondary">{t.empty}</Typography>
      ) : (
        <Box component="ul" data-testid="recent-comments" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {comments.map((comment) => (
            <Box
              component="li"
              key={comment.commentId}
              sx={{
                py: 1.5,
                '&:first-of-type': { pt: 0 },
                '& + &': { borderTop: '1px solid', borderColor: 'divider' },
              }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{comment.authorName}</Typography>
                {comment.isReply ? (
                  <Chip label={t.reply} size="small" variant="outlined" />
                ) : (
                  <Rating value={comment.score} readOnly size="small" getLabelText={t.stars} />
                )}
                <Typography color="text.secondary" sx={{ fontSize: '0.8rem', ml: 'auto' }}>
                  {formatSiteDateTime(comment.datePosted)}
                </Typography>
              </Box>
              <Typography
                sx={{
                  mt: 0.5,
                  fontSize: '0.93rem',
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                  overflowWrap: 'anywhere',
                }}
              >
                {comment.content}
              </Typography>
              <Box sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Typography color="text.secondary" sx={{ fontSize: '0.85rem', minWidth: 0, flex: 1 }} noWrap>
                  {t.on} {comment.recipe.title}
                </Typography>
                <Button
                  component={RouterLink}
                  to={`/recipes/${comment.recipe.recipeId}#comentarios`}
                  size="small"
                  aria-label={t.moderateLabel(comment.recipe.title)}
                  sx={{ flexShrink: 0 }}
                >
                  {t.moderate}
                </Button>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </OverviewCard>
  );
}
