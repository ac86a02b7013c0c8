import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../components/RouterLink';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { durationText } from '../../../lib/duration';
import * as messages from '../../../messages/pt-BR';
import { RecipeCardImage } from './RecipeCardImage';
import { isPublic } from './recipe-status';
import { RecipeStatusChip } from './RecipeStatusChip';
import type { DashboardRecipe } from './use-dashboard-recipes';
import { seoChecks, seoInputOfCard } from './seo-checklist';

const t = messages.dashboardRecipes;

/** Where an admin previews a recipe readers cannot see yet (composed in app/). */
export const previewPath = (recipeId: number) => `/preview/recipes/${recipeId}`;

interface DashboardRecipeCardProps {
  recipe: DashboardRecipe;
  onEdit: () => void;
  onDelete: () => void;
  onDuplicate: () => void;
  /** chosen for a bulk action */
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** a delete of this recipe is under way */
  busy?: boolean;
}

/** One recipe on the recipes screen (spec §2): photo, status, title, description, details and its actions. */
export function DashboardRecipeCard({
  recipe,
  onEdit,
  onDelete,
  onDuplicate,
  selected,
  onSelect,
  busy = false,
}: DashboardRecipeCardProps) {
  const cookTime = durationText(recipe.cookTime);
  const published = isPublic(recipe);
  const label = (action: string) => t.actionLabel(action, recipe.title);
  // the open SEO items the screen can tell from the card's data (the steps and ratings show in the editor)
  const seoItems = seoChecks(seoInputOfCard(recipe)).filter((check) => check.level === 'warning').length;
  return (
    <Card
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        opacity: busy ? 0.6 : 1,
        outline: selected ? '2px solid' : 'none',
        outlineColor: 'primary.main',
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <RecipeCardImage image={recipe.imageUrl} />
        {/* clear of the checkbox (42 px at 6 px from the edge) */}
        <RecipeStatusChip
          recipe={recipe}
          sx={{ position: 'absolute', top: 12, left: 12, maxWidth: 'calc(100% - 68px)' }}
        />
        <Checkbox
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          disabled={busy}
          slotProps={{ input: { 'aria-label': t.selection.select(recipe.title) } }}
          sx={{
            position: 'absolute',
            top: 6,
            right: 6,
            bgcolor: 'rgba(255, 255, 255, 0.9)',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        />
      </Box>
      <Box sx={{ p: 2.5, pb: 1.5, flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h4" component="h2" sx={{ fontSize: '1.2rem', overflowWrap: 'anywhere' }}>
          {recipe.title}
          {seoItems > 0 && (
            <Box
              component="span"
              role="img"
              aria-label={messages.recipeForm.seo.cardDot(seoItems)}
              title={messages.recipeForm.seo.cardDot(seoItems)}
              data-seo-items={seoItems}
              sx={{
                display: 'inline-block',
                width: 10,
                height: 10,
                ml: 1,
                borderRadius: '50%',
                bgcolor: 'warning.main',
                verticalAlign: 'middle',
              }}
            />
          )}
        </Typography>
        <Typography
          color="text.secondary"
          sx={{
            fontSize: '0.93rem',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
          title={recipe.description}
        >
          {recipe.description}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
          <VisuallyHidden as="dt">{t.difficultyLabel}</VisuallyHidden>
          <Box component="dd" sx={{ m: 0 }}>
            <Chip size="small" label={t.difficulty[recipe.difficulty] ?? recipe.difficulty} />
          </Box>
          {recipe.cuisine && (
            <>
              <VisuallyHidden as="dt">{t.cuisineLabel}</VisuallyHidden>
              <Box component="dd" sx={{ m: 0 }}>
                <Chip size="small" variant="outlined" label={recipe.cuisine} />
              </Box>
            </>
          )}
        </Box>
        <Box sx={{ mt: 'auto', pt: 0.5, display: 'grid', gap: 0.5, fontSize: '0.88rem', color: 'text.secondary' }}>
          <Typography sx={{ fontSize: 'inherit', overflowWrap: 'anywhere' }}>{t.by(recipe.author)}</Typography>
          {cookTime && (
            <Typography sx={{ fontSize: 'inherit', display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <AccessTimeOutlined aria-hidden sx={{ fontSize: 18 }} />
              <VisuallyHidden>{`${t.cookTimeLabel}: `}</VisuallyHidden>
              {cookTime}
            </Typography>
          )}
        </Box>
      </Box>
      <Box
        sx={{
          px: 1,
          py: 1,
          borderTop: '1px solid',
          borderColor: 'divider',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.25,
          // four actions on one line down to a 3-column grid's card (~320 px)
          '& .MuiButton-root': { px: 0.75, minWidth: 0 },
          '& .MuiButton-startIcon': { mr: 0.5 },
        }}
      >
        <Button
          size="small"
          startIcon={<EditOutlined />}
          onClick={onEdit}
          disabled={busy}
          aria-label={label(t.actions.edit)}
        >
          {t.actions.edit}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlined />}
          onClick={onDelete}
          disabled={busy}
          aria-label={label(t.actions.delete)}
        >
          {t.actions.delete}
        </Button>
        <Tooltip title={t.actions.duplicate}>
          <span>
            <IconButton size="small" onClick={onDuplicate} disabled={busy} aria-label={label(t.actions.duplicate)}>
              <ContentCopyOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        {published ? (
          <Button
            size="small"
            color="inherit"
            component="a"
            href={`/recipes/${recipe.recipeId}`}
            target="_blank"
            rel="noopener"
            startIcon={<OpenInNew />}
            aria-label={`${label(t.actions.viewOnSite)} (${t.newTab})`}
          >
            {t.actions.viewOnSite}
          </Button>
        ) : (
          <Button
            size="small"
            color="inherit"
            component={RouterLink}
            to={previewPath(recipe.recipeId)}
            startIcon={<VisibilityOutlined />}
            aria-label={label(t.actions.preview)}
          >
            {t.actions.preview}
          </Button>
        )}
      </Box>
    </Card>
  );
}
