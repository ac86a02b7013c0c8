import { styled } from '@mui/material/styles';
import { durationShort } from '../../lib/duration';
import { scaleServings } from '@receitas/shared';
import * as messages from '../../messages/pt-BR';
import type { RecipeBodyRecipe } from './recipe-body';

const t = messages.recipeCard;
const labels = messages.recipe;

const Facts = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.spacing(2),
  margin: 0,
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))' },
  '@media print': { gridTemplateColumns: 'repeat(auto-fit, minmax(100px, 1fr))', gap: theme.spacing(1) },
}));

const Label = styled('dt')(({ theme }) => ({
  ...theme.typography.overline,
  fontSize: '0.68rem',
  lineHeight: 1.4,
  color: theme.palette.text.secondary,
}));

const Value = styled('dd')({ margin: 0, fontWeight: 600 });

/** Times, yield (for the current scaling), difficulty and cuisine: the facts above the ingredients. */
export function RecipeDetails({ recipe, factor }: { recipe: RecipeBodyRecipe; factor: number }) {
  const facts: [string, string][] = [
    [labels.prepTime, durationShort(recipe.prepTime)],
    [labels.cookTime, durationShort(recipe.cookTime)],
    [labels.totalTime, durationShort(recipe.totalTime)],
    [labels.servings, scaleServings(recipe.servings, factor)],
    [labels.difficulty, labels.difficultyLabel[recipe.difficulty] ?? ''],
    [labels.cuisine, recipe.cuisine ?? ''],
  ];
  return (
    <Facts aria-label={t.details}>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <Label>{label}</Label>
            {/* The yield is announced when the reader rescales the recipe. */}
            <Value aria-live={label === labels.servings ? 'polite' : undefined}>{value}</Value>
          </div>
        ))}
    </Facts>
  );
}
