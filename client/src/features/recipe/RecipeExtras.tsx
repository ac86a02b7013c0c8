import { styled } from '@mui/material/styles';
import * as messages from '../../messages/pt-BR';
import type { RecipeBodyRecipe } from './recipe-body';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { heading, SectionHeading } from './recipe-card-styles';

const t = messages.recipeCard;

// The card's smaller sections: utensils (affiliate links), the author's notes and nutrition per serving.

const Utensils = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  '& > li': {
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 999,
    padding: theme.spacing(0.75, 1.75),
    lineHeight: 1.4,
  },
  '& a': { color: theme.palette.primary.dark, fontWeight: 600, textUnderlineOffset: 3 },
  '@media print': { display: 'block', '& > li': { border: 'none', padding: '1px 0' }, '& a': { color: '#000' } },
}));

export function UtensilList({
  utensils,
  headingLevel,
}: {
  utensils: RecipeBodyRecipe['utensils'];
  headingLevel: 2 | 3;
}) {
  if (!utensils.length) return null;
  return (
    <section aria-labelledby="receita-utensilios">
      <SectionHeading as={heading(headingLevel)} id="receita-utensilios">
        {t.utensils}
      </SectionHeading>
      <Utensils>
        {utensils.map((utensil) => (
          <li key={utensil.id}>
            {utensil.link ? (
              // Affiliate links: marked sponsored for search engines, opened beside the recipe.
              <a href={utensil.link} target="_blank" rel="sponsored noopener">
                {utensil.name}
                <span aria-hidden> ↗</span>
                <VisuallyHidden> {t.opensInNewTab}</VisuallyHidden>
              </a>
            ) : (
              utensil.name
            )}
          </li>
        ))}
      </Utensils>
    </section>
  );
}

const Notes = styled('ul')(({ theme }) => ({
  margin: 0,
  paddingLeft: theme.spacing(2.5),
  '& > li': { marginBottom: theme.spacing(1), lineHeight: 1.7 },
  '& > li::marker': { color: theme.palette.primary.main },
  '@media print': { '& > li': { breakInside: 'avoid', lineHeight: 1.5 }, '& > li::marker': { color: '#000' } },
}));

export function RecipeNotes({ notes, headingLevel }: { notes: RecipeBodyRecipe['notes']; headingLevel: 2 | 3 }) {
  if (!notes.length) return null;
  return (
    <section aria-labelledby="receita-dicas">
      <SectionHeading as={heading(headingLevel)} id="receita-dicas">
        {t.notes}
      </SectionHeading>
      <Notes>
        {notes.map((note) => (
          <li key={note.noteId}>{note.noteText}</li>
        ))}
      </Notes>
    </section>
  );
}

const Nutrients = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: theme.spacing(1, 2),
  margin: 0,
  '& dt': { fontSize: '0.85rem', color: theme.palette.text.secondary },
  '& dd': { margin: 0, fontWeight: 600 },
  '@media print': { breakInside: 'avoid', '& dt': { color: '#000' } },
}));

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export function NutritionFacts({
  nutrition,
  headingLevel,
}: {
  nutrition: RecipeBodyRecipe['nutrition'];
  headingLevel: 2 | 3;
}) {
  if (!nutrition) return null;
  const n = t.nutrients;
  const grams = (value: number | null) => (value == null ? null : t.grams(decimal.format(value)));
  const facts: [string, string | null][] = [
    [n.calories, nutrition.calories == null ? null : t.kcal(nutrition.calories)],
    [n.carbohydrates, grams(nutrition.carbohydrates)],
    [n.protein, grams(nutrition.protein)],
    [n.fat, grams(nutrition.fat)],
    [n.fiber, grams(nutrition.fiber)],
    [n.sodium, nutrition.sodium == null ? null : t.milligrams(decimal.format(nutrition.sodium))],
  ];
  const shown = facts.filter((fact): fact is [string, string] => fact[1] !== null);
  if (!shown.length) return null;
  return (
    <section aria-labelledby="receita-nutricao">
      <SectionHeading as={heading(headingLevel)} id="receita-nutricao">
        {t.nutrition}
      </SectionHeading>
      <Nutrients>
        {shown.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Nutrients>
    </section>
  );
}
