import { styled } from '@mui/material/styles';
import { memo } from 'react';
import { IngredientList } from './IngredientList';
import type { RecipeBodyRecipe } from './recipe-body';
import * as extras from './RecipeExtras';
import * as steps from './StepList';

// What scaling the recipe does not change is not drawn again when the reader scales it (a tap's next paint on a slow
// phone): the steps, utensils, notes and nutrition. Their callbacks must be stable (RecipeBox).
const StepList = memo(steps.StepList);
const UtensilList = memo(extras.UtensilList);
const RecipeNotes = memo(extras.RecipeNotes);
const NutritionFacts = memo(extras.NutritionFacts);

// On paper (and the print page on a wide screen) ingredients sit beside the steps; on the card they stack.
const Columns = styled('div')(({ theme }) => ({
  '&[data-columns]': {
    [theme.breakpoints.up('md')]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.6fr)',
      columnGap: theme.spacing(5),
      alignItems: 'start',
    },
  },
  '@media print': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.7fr)',
    columnGap: theme.spacing(4),
    alignItems: 'start',
  },
}));

/** What a reader does with the card; without it the body is plain text (the print page). */
export interface RecipeBodyInteraction {
  checked: number[];
  highlighted: number[];
  onToggleIngredient(ingredientId: number): void;
  onToggleStep(instructionId: number): void;
  /** true until React runs: controls are shown, not usable yet */
  disabled: boolean;
}

interface RecipeBodyProps {
  recipe: RecipeBodyRecipe;
  factor: number;
  /** the level of the sections' headings: 3 inside the recipe page's card, 2 on the print page */
  headingLevel: 2 | 3;
  interaction?: RecipeBodyInteraction;
  columns?: boolean;
}

/** The recipe itself (spec §2 order): utensils, ingredients (for `factor` times the recipe), steps, notes, nutrition. */
export function RecipeBody({ recipe, factor, headingLevel, interaction, columns }: RecipeBodyProps) {
  return (
    <>
      <Columns data-columns={columns || undefined}>
        <div>
          <UtensilList utensils={recipe.utensils} headingLevel={headingLevel} />
          <IngredientList
            ingredients={recipe.ingredients}
            factor={factor}
            headingLevel={headingLevel}
            checked={interaction?.checked}
            onToggle={interaction?.onToggleIngredient}
            disabled={interaction?.disabled}
          />
        </div>
        <StepList
          instructions={recipe.instructions}
          headingLevel={headingLevel}
          highlighted={interaction?.highlighted}
          onToggle={interaction?.onToggleStep}
          disabled={interaction?.disabled}
        />
      </Columns>
      <RecipeNotes notes={recipe.notes} headingLevel={headingLevel} />
      <NutritionFacts nutrition={recipe.nutrition} headingLevel={headingLevel} />
    </>
  );
}
