import type { ShareableRecipe } from './slots';
import { absoluteUrl } from './public-url';
import * as messages from '../messages/pt-BR';

export interface ShareLinks {
  /** the recipe's public address (what copy and the native share sheet share) */
  url: string;
  title: string;
  facebook: string;
  pinterest: string;
  whatsapp: string;
  email: string;
  print: string;
}

/** Where each share target sends the reader (spec §9), for a recipe on the site at `origin`. */
export function shareLinks(recipe: ShareableRecipe, origin: string): ShareLinks {
  const url = absoluteUrl(`/recipes/${recipe.recipeId}`, origin);
  const title = recipe.title.trim() || messages.sharing.defaultTitle;
  const image = recipe.imageUrl?.original ?? recipe.imageUrl?.medium ?? recipe.imageUrl?.small;
  const query = (params: Record<string, string | null | undefined>) =>
    Object.entries(params)
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
      .join('&');
  return {
    url,
    title,
    facebook: `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`,
    pinterest: `https://www.pinterest.com/pin/create/button/?${query({
      url,
      media: image ? absoluteUrl(image, origin) : null,
      description: recipe.description.trim() ? `${title} — ${recipe.description.trim()}` : title,
    })}`,
    whatsapp: `https://wa.me/?${query({ text: `${title} ${url}` })}`,
    email: `mailto:?${query({ subject: title, body: messages.sharing.emailBody(url) })}`,
    print: `/print/${recipe.recipeId}`,
  };
}
