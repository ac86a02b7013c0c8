import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import * as messages from '../../../messages/pt-BR';
import { FallbackImage } from '../components/FallbackImage';

/** The card's photo (decorative: the title is beside it); a placeholder when there is none or it does not load. */
export function RecipeCardImage({
  image,
}: {
  image: { small?: string | null; medium?: string | null; original?: string | null } | null | undefined;
}) {
  return (
    <FallbackImage
      src={image?.medium ?? image?.small ?? image?.original}
      alt=""
      placeholderLabel={messages.dashboardRecipes.imageMissing}
      icon={<RestaurantOutlined sx={{ fontSize: 48, color: 'primary.light' }} />}
      sx={{ width: '100%', aspectRatio: '16 / 10', background: 'linear-gradient(135deg, #f3e5d6, #e9d3bd)' }}
    />
  );
}
