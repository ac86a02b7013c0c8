import { bySection, ingredientLine, numberSteps, scaleServings } from '@receitas/shared';
import { formatDuration } from './format';
import {
  COLORS,
  type EmailContent,
  SANS,
  SERIF,
  absoluteUrl,
  baseUrl,
  button,
  escapeHtml,
  heading,
  multiline,
  oneLine,
  paragraph,
  renderHtmlLayout,
  renderTextLayout,
  signOff,
  siteHost,
  subheading,
} from './layout';

export interface MailRecipe {
  recipeId: number;
  title: string;
  description: string;
  imageUrl: { small: string | null; medium: string | null; original: string | null } | null;
  prepTime: string | null;
  cookTime: string | null;
  totalTime: string | null;
  servings: string;
  ingredients: { section: string; ingredientName: string; quantity: string; unit: string }[];
  instructions: { section: string; stepNumber: number; instructionText: string }[];
  /** the author's tips, as the recipe page shows them under the steps */
  notes?: { noteText: string }[];
  /** the servings the reader chose on the page, as a multiplier of the recipe's (1 when they kept it) */
  factor?: number;
}

export interface SavedRecipeEmailOptions {
  publicUrl: string;
  unsubscribeUrl?: string;
}

/** The tips' heading, as on the recipe page. */
const NOTES_TITLE = 'Dicas da Marina';

type Ingredient = MailRecipe['ingredients'][number];
type Instruction = MailRecipe['instructions'][number] & { position: number };
/** A section of the list ('' for the items outside any named one), as the page groups them. */
interface Section<T> {
  section: string;
  items: T[];
}

/** "Sua receita salva": the whole recipe in the reader's inbox, with a link back to the site. */
export function savedRecipeEmail(recipe: MailRecipe, opts: SavedRecipeEmailOptions): EmailContent {
  const title = oneLine(recipe.title);
  const recipeUrl = `${baseUrl(opts.publicUrl)}/recipes/${encodeURIComponent(String(recipe.recipeId))}`;
  // medium is sized for a 600 px column; the original is the fallback, never the thumbnail.
  const image = recipe.imageUrl?.medium ?? recipe.imageUrl?.original ?? null;
  const photoUrl = image ? absoluteUrl(opts.publicUrl, image) : null;
  const factor = recipe.factor ?? 1;
  const facts = recipeFacts(recipe, factor);
  const line = (item: Ingredient) => ingredientLine(item, factor);
  const ingredients = bySection(recipe.ingredients);
  // numbered as on the page: one count across the sections
  const steps = bySection(numberSteps(recipe.instructions));
  const notes = (recipe.notes ?? []).filter((note) => note.noteText.trim());
  const footerNote = `Você recebeu este e-mail porque salvou esta receita em ${siteHost(opts.publicUrl)}.`;

  const hero = photoUrl
    ? `<a href="${escapeHtml(recipeUrl)}"><img src="${escapeHtml(photoUrl)}" alt="${escapeHtml(title)}" width="600" ` +
      'style="display:block;width:100%;max-width:600px;height:auto;border:0;outline:none;text-decoration:none;"></a>'
    : undefined;
  const body = [
    `<p style="margin:0 0 8px;font-family:${SANS};font-size:13px;letter-spacing:2px;text-transform:uppercase;color:${COLORS.accent};">Sua receita salva</p>`,
    heading(title, 28),
    recipe.description.trim() ? paragraph(multiline(recipe.description)) : '',
    facts.length ? factsTable(facts) : '',
    ingredients.length
      ? subheading('Ingredientes') + ingredients.map((group) => ingredientsHtml(group, line)).join('')
      : '',
    steps.length ? subheading('Modo de preparo') + steps.map(stepsHtml).join('') : '',
    notes.length ? subheading(NOTES_TITLE) + notesHtml(notes) : '',
    button(recipeUrl, 'Ver receita completa'),
    signOff('Bom apetite!<br>Com carinho, Marina'),
  ].join('\n');

  const text = [
    `Sua receita salva: ${title}`,
    recipe.description.trim(),
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ingredients.length
      ? `INGREDIENTES\n\n${ingredients.map((group) => ingredientsText(group, line)).join('\n\n')}`
      : '',
    steps.length ? `MODO DE PREPARO\n\n${steps.map(stepsText).join('\n\n')}` : '',
    notes.length
      ? `${NOTES_TITLE.toUpperCase()}\n\n${notes.map((note) => `- ${note.noteText.trim()}`).join('\n')}`
      : '',
    `Ver receita completa: ${recipeUrl}`,
    'Bom apetite!\nCom carinho, Marina',
  ].filter(Boolean);

  return {
    subject: `Sua receita salva: ${title}`,
    html: renderHtmlLayout({
      title: `Sua receita salva: ${title}`,
      preheader: `Ingredientes e modo de preparo de ${title}, direto no seu e-mail.`,
      publicUrl: opts.publicUrl,
      heroHtml: hero,
      bodyHtml: body,
      footerNote,
      unsubscribeUrl: opts.unsubscribeUrl,
    }),
    text: renderTextLayout({
      publicUrl: opts.publicUrl,
      bodyText: text.join('\n\n'),
      footerNote,
      unsubscribeUrl: opts.unsubscribeUrl,
    }),
  };
}

function recipeFacts(recipe: MailRecipe, factor: number): [string, string][] {
  const servings = oneLine(recipe.servings);
  const scaled = servings && factor !== 1 ? scaleServings(servings, factor) : servings;
  const facts: [string, string | null][] = [
    ['Preparo', formatDuration(recipe.prepTime)],
    ['Cozimento', formatDuration(recipe.cookTime)],
    ['Tempo total', formatDuration(recipe.totalTime)],
    // the reader's servings, with the recipe's own beside them as on the page
    ['Rendimento', scaled === servings ? servings || null : `${scaled} (receita original: ${servings})`],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== null);
}

function factsTable(facts: [string, string][]): string {
  const width = Math.floor(100 / facts.length);
  const cells = facts.map(
    ([label, value]) =>
      `<td width="${width}%" valign="top" align="center" bgcolor="${COLORS.soft}" style="padding:12px 6px;background-color:${COLORS.soft};border-radius:8px;">` +
      `<div style="font-family:${SANS};font-size:11px;letter-spacing:1px;text-transform:uppercase;color:${COLORS.muted};">${escapeHtml(label)}</div>` +
      `<div style="margin-top:4px;font-family:${SERIF};font-size:17px;font-weight:bold;color:${COLORS.text};">${escapeHtml(value)}</div></td>`,
  );
  return (
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="6" border="0" style="margin:8px 0 4px;">' +
    `<tr>${cells.join('')}</tr></table>`
  );
}

function sectionTitle(title: string): string {
  return title
    ? `<h3 style="margin:18px 0 8px;font-family:${SERIF};font-size:17px;font-style:italic;color:${COLORS.text};">${escapeHtml(title)}</h3>`
    : '';
}

function ingredientsHtml(group: Section<Ingredient>, line: (item: Ingredient) => string): string {
  const rows = group.items.map(
    (item) =>
      `<tr><td width="22" valign="top" style="padding:0 0 8px;font-family:${SANS};font-size:16px;line-height:1.5;color:${COLORS.accent};">&#8226;</td>` +
      `<td valign="top" style="padding:0 0 8px;font-family:${SANS};font-size:16px;line-height:1.5;color:${COLORS.text};">${escapeHtml(line(item))}</td></tr>`,
  );
  return `${sectionTitle(group.section)}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows.join('')}</table>`;
}

function stepsHtml(group: Section<Instruction>): string {
  const rows = group.items.map(
    (step) =>
      '<tr><td width="40" valign="top" style="padding:0 0 16px;">' +
      `<div style="width:28px;height:28px;line-height:28px;border-radius:14px;background-color:${COLORS.accent};color:#ffffff;` +
      `text-align:center;font-family:${SANS};font-size:14px;font-weight:bold;">${step.position}</div></td>` +
      `<td valign="top" style="padding:3px 0 16px;font-family:${SANS};font-size:16px;line-height:1.6;color:${COLORS.text};">${multiline(step.instructionText)}</td></tr>`,
  );
  return `${sectionTitle(group.section)}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows.join('')}</table>`;
}

function notesHtml(notes: { noteText: string }[]): string {
  const rows = notes.map(
    (note) =>
      `<tr><td width="22" valign="top" style="padding:0 0 8px;font-family:${SANS};font-size:16px;line-height:1.5;color:${COLORS.accent};">&#8226;</td>` +
      `<td valign="top" style="padding:0 0 8px;font-family:${SANS};font-size:16px;line-height:1.5;color:${COLORS.text};">${multiline(note.noteText)}</td></tr>`,
  );
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows.join('')}</table>`;
}

function ingredientsText(group: Section<Ingredient>, line: (item: Ingredient) => string): string {
  const lines = group.items.map((item) => `- ${line(item)}`);
  return (group.section ? [group.section, ...lines] : lines).join('\n');
}

function stepsText(group: Section<Instruction>): string {
  const lines = group.items.map((step) => `${step.position}. ${step.instructionText.trim()}`);
  return (group.section ? [group.section, ...lines] : lines).join('\n');
}
