/** TODO(issue 9): the recipe page's AffiliateDisclaimer section. */
export function AffiliateDisclaimer(_props: { recipeId: number }) {
  return null;
}
