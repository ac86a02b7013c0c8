import { capitalize, matchKey, sectionName } from './text';

/** The parts of a recipe a heading can introduce; 'stop' is what ends a recipe's part (comments, related posts…). */
export type HeadingKind = 'ingredients' | 'instructions' | 'notes' | 'stop';

/** What a heading introduces, and the section it names ('Ingredientes da massa' → 'Massa'; '' when none). */
export interface HeadingRole {
  kind: HeadingKind;
  section: string;
}

/** Headings, in matchKey form (accent-, case- and punctuation-free). */
const WORDS: Record<HeadingKind, string[]> = {
  ingredients: [
    'ingredientes',
    'ingrediente',
    'ingredients',
    'lista de ingredientes',
    'ingredientes necessarios',
    'o que voce vai precisar',
    'voce vai precisar de',
    'voce vai precisar',
    'what you need',
    'what you ll need',
    'you will need',
    'you ll need',
  ],
  instructions: [
    'modo de preparo',
    'modo de preparacao',
    'modo de fazer',
    'preparo',
    'preparacao',
    'como fazer',
    'como preparar',
    'instrucoes',
    'passo a passo',
    'metodo',
    'instructions',
    'method',
    'directions',
    'preparation',
    'steps',
    'how to make it',
    'how to make',
  ],
  notes: [
    'dicas',
    'dica',
    'notas',
    'nota',
    'observacoes',
    'observacao',
    'obs',
    'notes',
    'note',
    'tips',
    'tip',
    'recipe notes',
    'notas da receita',
    'dicas da receita',
    'dicas e truques',
    'dicas e observacoes',
    'dicas e notas',
    'notas e dicas',
    'observacoes e dicas',
    'dicas e sugestoes',
    'notes and tips',
    'tips and notes',
    'dicas do chef',
    'dicas da chef',
    'dica do chef',
    'dica da chef',
    'dicas extras',
    'dica extra',
    'cook s notes',
    'chef s tips',
  ],
  stop: [
    'comentarios',
    'comments',
    'deixe um comentario',
    'deixe seu comentario',
    'deixe uma resposta',
    'leave a comment',
    'leave a reply',
    'posts relacionados',
    'receitas relacionadas',
    'related posts',
    'related recipes',
    'voce tambem pode gostar',
    'you may also like',
    'veja tambem',
    'leia tambem',
    'mais receitas',
    'more recipes',
    'compartilhe',
    'compartilhe esta receita',
    'share',
    'share this',
    'share this recipe',
    'nutricao',
    'informacao nutricional',
    'informacoes nutricionais',
    'tabela nutricional',
    'nutrition',
    'nutrition facts',
    'nutrition information',
    'utensilios',
    'equipment',
    'avaliacoes',
    'reviews',
  ],
};

const EXACT = new Map<string, HeadingKind>();
for (const [kind, words] of Object.entries(WORDS) as [HeadingKind, string[]][]) {
  for (const word of words) EXACT.set(word, kind);
}

/** 'Ingredientes da massa', 'Modo de preparo do recheio', 'Ingredients for the glaze': the part and its section. */
const QUALIFIED: [HeadingKind, RegExp][] = [
  ['ingredients', /^(?:ingredientes|ingredients)\s+(?:da|do|de|das|dos|para\s+(?:o|a|os|as)|para|for\s+the|for)\s+/],
  [
    'instructions',
    /^(?:modo\s+de\s+preparo|modo\s+de\s+fazer|preparo|instrucoes|instructions)\s+(?:da|do|de|das|dos|para\s+(?:o|a|os|as)|for\s+the|for)\s+/,
  ],
];

/** 'Dicas da Marina', 'Notas do chef', 'Observações da autora': notes named after someone (no section). */
const NAMED_NOTES = /^(?:dicas?|notas?|observacoes|observacao|tips|notes)\s(?:da|do|de|from)(?:\s[a-z0-9]+){1,3}$/;
/** '3 comentários em “Bolo…”', 'Comentários (12)', 'Informação nutricional (por porção)': the stop words first. */
const STOP_PREFIX =
  /^(?:\d+\s+(?:comentarios|comments|respostas|replies)\b|(?:comentarios|comments|informacao nutricional|informacoes nutricionais|nutrition facts|nutrition information|receitas relacionadas|related recipes|related posts|posts relacionados)\s)/;

/** The longest heading read (longer texts are sentences, not headings). */
const MAX_HEADING = 80;

/** What a heading (or a bold label line) introduces; null for any other heading. */
export function headingRole(text: string): HeadingRole | null {
  if (text.length > MAX_HEADING) return null;
  const key = matchKey(text);
  const exact = EXACT.get(key);
  if (exact) return { kind: exact, section: '' };
  if (NAMED_NOTES.test(key)) return { kind: 'notes', section: '' };
  if (STOP_PREFIX.test(key)) return { kind: 'stop', section: '' };
  for (const [kind, pattern] of QUALIFIED) {
    const match = pattern.exec(key);
    if (!match) continue;
    // the section in the heading's own spelling: its words after the prefix's
    const skip = match[0].trim().split(' ').length;
    const words = sectionName(text).split(/\s+/);
    const section = capitalize(sectionName(words.slice(skip).join(' ')));
    if (section && words.length - skip <= 5) return { kind, section };
  }
  return null;
}
