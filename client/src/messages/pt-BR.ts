// Every UI string of the web app, in Brazilian Portuguese: one catalogue, imported as `import * as messages from
// '…/messages/pt-BR'`, so code reads `messages.<section>.<key>`. Each section lives in its own file under pt-BR/ so a
// page's chunk carries only the strings it shows. Each feature owns one section; add strings to your section only.

export { site } from './pt-BR/site';
export { common } from './pt-BR/common';
export { notFound } from './pt-BR/not-found';
export { home } from './pt-BR/home';
export { recipe } from './pt-BR/recipe';
export { recipeCard } from './pt-BR/recipe-card';
export { duration } from './pt-BR/duration';
export { layout } from './pt-BR/layout';
export { account } from './pt-BR/account';
export { auth } from './pt-BR/auth';
export { password } from './pt-BR/password';
export { dashboard } from './pt-BR/dashboard';
export { dashboardRecipes } from './pt-BR/dashboard-recipes';
export { dashboardImport } from './pt-BR/dashboard-import';
export { dashboardCategories } from './pt-BR/dashboard-categories';
export { dashboardUsers } from './pt-BR/dashboard-users';
export { dashboardConfiguration } from './pt-BR/dashboard-configuration';
export { dashboardEbooks } from './pt-BR/dashboard-ebooks';
export { dashboardContacts } from './pt-BR/dashboard-contacts';
export { dashboardComments } from './pt-BR/dashboard-comments';
export { dashboardOverview } from './pt-BR/dashboard-overview';
export { carousel } from './pt-BR/carousel';
export { pagination } from './pt-BR/pagination';
export { collection } from './pt-BR/collection';
export { recipeIndex } from './pt-BR/recipe-index';
export { category } from './pt-BR/category';
export { craving } from './pt-BR/craving';
export { filter } from './pt-BR/filter';
export { ebook } from './pt-BR/ebook';
export { about } from './pt-BR/about';
export { contact } from './pt-BR/contact';
export { print } from './pt-BR/print';
export { search } from './pt-BR/search';
export { similar } from './pt-BR/similar';
export { newsletter } from './pt-BR/newsletter';
export { sharing } from './pt-BR/sharing';
export { comments } from './pt-BR/comments';
export { saveRecipe } from './pt-BR/save-recipe';
export { savedRecipes } from './pt-BR/saved-recipes';
export { creator } from './pt-BR/creator';
export { richText } from './pt-BR/rich-text';
export { recipeForm } from './pt-BR/recipe-form';
