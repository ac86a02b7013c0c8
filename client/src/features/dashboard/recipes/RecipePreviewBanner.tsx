import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../components/RouterLink';
import * as messages from '../../../messages/pt-BR';
import { DASHBOARD_ROOT } from '../dashboard-nav';
import { RecipeStatusChip } from './RecipeStatusChip';
import { editRecipePath } from './edit-link';
import { DashboardRecipeQuery } from './recipes-operations';

const t = messages.dashboardRecipes.previewPage;

/**
 * The band across an admin's preview of a recipe page: what it is, the recipe's status and the way back.
 * It sticks to the bottom of the window (the public header is fixed at the top) and sits last in the page's flow,
 * so it never covers the footer. Place it first in a column flex container: it is read first, shown last.
 */
export function RecipePreviewBanner({ recipeId }: { recipeId: number }) {
  const { data } = useQuery(DashboardRecipeQuery, { variables: { id: recipeId }, skip: !recipeId });
  const recipe = data?.recipe;
  return (
    <Box
      component="aside"
      aria-label={t.banner}
      sx={{
        order: 1,
        position: 'sticky',
        bottom: 0,
        zIndex: 'appBar',
        bgcolor: 'text.primary',
        color: '#fff',
        boxShadow: '0 -4px 16px rgba(45, 36, 32, 0.25)',
        px: { xs: 2, md: 4 },
        py: 1.25,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <VisibilityOutlined aria-hidden />
        <Typography component="p" sx={{ fontWeight: 700, letterSpacing: '0.02em' }}>
          {t.banner}
        </Typography>
      </Box>
      {recipe && <RecipeStatusChip recipe={recipe} />}
      <Typography sx={{ fontSize: '0.88rem', opacity: 0.85, display: { xs: 'none', sm: 'block' } }}>
        {t.hint}
      </Typography>
      <Button
        component={RouterLink}
        to={editRecipePath(recipeId)}
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={<EditOutlined />}
        sx={{ ml: 'auto' }}
      >
        {t.edit}
      </Button>
      <Button
        component={RouterLink}
        to={`${DASHBOARD_ROOT}/recipes`}
        variant="contained"
        size="small"
        startIcon={<ArrowBackRounded />}
      >
        {t.back}
      </Button>
    </Box>
  );
}
