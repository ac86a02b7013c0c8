import { alpha, styled } from '@mui/material/styles';
import { memo } from 'react';
import { bySection, ingredientParts } from '@receitas/shared';
import * as messages from '../../messages/pt-BR';
import type { RecipeBodyRecipe } from './recipe-body';
import { below, GroupHeading, heading, SectionHeading } from './recipe-card-styles';

const t = messages.recipeCard;

const List = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

const Item = styled('li')(({ theme }) => ({
  padding: theme.spacing(0.75, 0),
  lineHeight: 1.55,
  borderBottom: `1px dashed ${theme.palette.divider}`,
  '&:last-of-type': { borderBottom: 'none' },
  '@media print': { breakInside: 'avoid', padding: '2px 0', borderBottom: 'none' },
}));

const Check = styled('label')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  cursor: 'pointer',
  '&:has(input:checked) > span': { textDecoration: 'line-through', color: theme.palette.text.secondary },
}));

// A drawn checkbox: the same look before hydration (disabled) and after, in the site's colour.
const Box = styled('input')(({ theme }) => ({
  appearance: 'none',
  flex: '0 0 auto',
  width: 22,
  height: 22,
  margin: '1px 0 0',
  borderRadius: 6,
  border: `2px solid ${theme.palette.primary.main}`,
  backgroundColor: theme.palette.background.paper,
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
  cursor: 'pointer',
  '&:checked': {
    backgroundColor: theme.palette.primary.main,
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M3.5 8.5l3 3 6-7' fill='none' stroke='%23fff' stroke-width='2.2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E\")",
  },
  '&:disabled': { cursor: 'default' },
  '&:focus-visible': { outline: `3px solid ${alpha(theme.palette.primary.main, 0.45)}`, outlineOffset: 2 },
  '@media print': { display: 'none' },
}));

const Amount = styled('strong')({ fontWeight: 700 });

interface IngredientListProps {
  ingredients: RecipeBodyRecipe['ingredients'];
  factor: number;
  headingLevel: 2 | 3;
  /** ingredientIds ticked off; with `onToggle` each line gets a checkbox (not on the print page) */
  checked?: number[];
  onToggle?: (ingredientId: number) => void;
  /** until React runs the checkboxes are shown but not usable */
  disabled?: boolean;
}

/** The ingredients by section, for `factor` times the recipe, optionally with a checkbox on each. */
export function IngredientList({
  ingredients,
  factor,
  headingLevel,
  checked,
  onToggle,
  disabled,
}: IngredientListProps) {
  return (
    <section aria-labelledby="receita-ingredientes">
      <SectionHeading as={heading(headingLevel)} id="receita-ingredientes">
        {t.ingredients}
      </SectionHeading>
      {bySection(ingredients).map((group) => (
        <div key={group.section || 'main'}>
          {group.section && <GroupHeading as={below(headingLevel)}>{group.section}</GroupHeading>}
          <List>
            {group.items.map((ingredient) => (
              <IngredientItem
                key={ingredient.ingredientId}
                ingredient={ingredient}
                factor={factor}
                checked={checked?.includes(ingredient.ingredientId) ?? false}
                onToggle={onToggle}
                disabled={disabled}
              />
            ))}
          </List>
        </div>
      ))}
    </section>
  );
}

/**
 * One line: drawn again only when its own tick, the factor or the controls' state change, so a tick on a slow phone
 * redraws one line, not the list (`onToggle` must be stable: RecipeBox).
 */
const IngredientItem = memo(function IngredientItem({
  ingredient,
  factor,
  checked,
  onToggle,
  disabled,
}: {
  ingredient: IngredientListProps['ingredients'][number];
  factor: number;
  checked: boolean;
  onToggle?: (ingredientId: number) => void;
  disabled?: boolean;
}) {
  const { amount, rest } = ingredientParts(ingredient, factor);
  const text = (
    <span>
      {amount && <Amount>{amount} </Amount>}
      {rest}
    </span>
  );
  return (
    <Item>
      {onToggle ? (
        <Check>
          <Box
            type="checkbox"
            value={ingredient.ingredientId}
            checked={checked}
            onChange={() => onToggle(ingredient.ingredientId)}
            disabled={disabled}
          />
          {text}
        </Check>
      ) : (
        text
      )}
    </Item>
  );
});
