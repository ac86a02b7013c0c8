import Box from '@mui/material/Box';
import { RouterLink } from '../../components/RouterLink';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import type { RecipeThumb } from './useLatestRecipes';

/** A small square photo beside the recipe title, the whole row linking to the recipe. */
export function RecipeThumbLink({
  recipe,
  size = 56,
  onClick,
}: {
  recipe: RecipeThumb;
  size?: number;
  onClick?: () => void;
}) {
  return (
    <Box
      component={RouterLink}
      to={`/recipes/${recipe.recipeId}`}
      onClick={onClick}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 0.75,
        pr: 1.5,
        borderRadius: 2,
        color: 'text.primary',
        textDecoration: 'none',
        transition: 'background-color 150ms',
        '&:hover': { bgcolor: 'rgba(181,83,47,0.07)' },
        '&:hover .thumb-title': { color: 'primary.dark' },
      }}
    >
      <Box sx={{ width: size, height: size, flexShrink: 0, borderRadius: 1.5, overflow: 'hidden' }}>
        <ResponsiveImage image={recipe.imageUrl} alt="" width={size} height={size} sizes={`${size}px`} />
      </Box>
      {/* a Box, not a Typography: the same body1 text without MUI's class names in every strip item */}
      <Box
        className="thumb-title"
        component="span"
        sx={{
          typography: 'body1',
          fontSize: '0.875rem',
          fontWeight: 600,
          lineHeight: 1.3,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {recipe.title}
      </Box>
    </Box>
  );
}
