import { alpha, styled } from '@mui/material/styles';
import { memo, useCallback, useDeferredValue, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { RouterLink } from '../../components/RouterLink';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { servingsCount } from '@receitas/shared';
import * as messages from '../../messages/pt-BR';
import { CookModeToggle } from './CookModeToggle';
import type { RecipeBodyRecipe } from './recipe-body';
import { toggled, useRecipeChoices, validFactor } from './recipe-choices';
import { RecipeBody } from './RecipeBody';
import { RecipeDetails } from './RecipeDetails';
import { useHydrated } from '../../lib/use-hydrated';
import { belowTheFold } from '../../components/below-the-fold';

const t = messages.recipeCard;

const PRESETS = [0.5, 1, 2, 3] as const;

// Drawn again only when what they show changes: a tap on the toolbar repaints the toolbar first (below).
const Details = memo(RecipeDetails);
const Body = memo(RecipeBody);

// Static styles (styled once per module) instead of per-render `sx` objects: this card is most of the page's nodes.
const Panel = styled('section')(({ theme }) => ({
  ...belowTheFold(1600),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 48, // 4 × the theme's 12 px corner
  padding: theme.spacing(2.5),
  backgroundColor: theme.palette.background.paper,
  marginBottom: theme.spacing(6),
  // The 'Ir para receita' jump and #receita links land below the fixed header.
  scrollMarginTop: theme.spacing(12),
  [theme.breakpoints.up('md')]: { padding: theme.spacing(4) },
}));

const Title = styled('h2')(({ theme }) => ({ ...theme.typography.h2, margin: theme.spacing(0, 0, 2) }));

const Toolbar = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(2, 3),
  margin: theme.spacing(3, 0, 0),
  padding: theme.spacing(2, 0),
  borderTop: `1px solid ${theme.palette.divider}`,
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

const Scale = styled('fieldset')(({ theme }) => ({
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
}));

const ScaleLegend = styled('legend')(({ theme }) => ({
  ...theme.typography.overline,
  fontSize: '0.68rem',
  lineHeight: 1.4,
  color: theme.palette.text.secondary,
  padding: 0,
  marginBottom: theme.spacing(0.75),
  float: 'left',
  width: '100%',
}));

const focusRing = (color: string) => ({ outline: `3px solid ${alpha(color, 0.45)}`, outlineOffset: 2 });

const Preset = styled('button')(({ theme }) => ({
  minWidth: 44,
  height: 36,
  padding: theme.spacing(0, 1.25),
  borderRadius: 999,
  border: `1px solid ${theme.palette.primary.main}`,
  backgroundColor: 'transparent',
  color: theme.palette.primary.dark,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { backgroundColor: theme.palette.primary.main, color: theme.palette.primary.contrastText },
  '&:disabled': { cursor: 'default' },
  '&:focus-visible': focusRing(theme.palette.primary.main),
}));

const Custom = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  marginLeft: theme.spacing(1),
  fontSize: '0.9rem',
  color: theme.palette.text.secondary,
}));

const CustomInput = styled('input')(({ theme }) => ({
  width: 72,
  height: 36,
  padding: theme.spacing(0, 1),
  borderRadius: 10,
  border: `1px solid ${theme.palette.grey[500]}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'center',
  '&[aria-invalid="true"]': { borderColor: theme.palette.error.main },
  '&:focus-visible': focusRing(theme.palette.primary.main),
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(2, 3),
}));

const PrintLink = styled(RouterLink)(({ theme }) => ({
  color: theme.palette.primary.dark,
  fontWeight: 700,
  textUnderlineOffset: 3,
  '&:focus-visible': focusRing(theme.palette.primary.main),
}));

// Always rendered (empty at 1×) so that scaling never moves the card's content.
const ScaledNote = styled('p')(({ theme }) => ({
  minHeight: '1.5em',
  margin: theme.spacing(1, 0, 0),
  fontSize: '0.85rem',
  color: theme.palette.text.secondary,
}));

/** '1,5' or '1.5' → 1.5; '' or nonsense → null. */
const parseNumber = (text: string): number | null => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(value) ? value : null;
};

const formatNumber = (value: number) => String(Math.round(value * 100) / 100).replace('.', ',');

/** ½×, 1×, 2×, 3× and a custom number of servings (or a multiplier when the yield has no number). */
function ScaleControl({
  servings,
  factor,
  disabled,
  onChange,
}: {
  servings: string;
  factor: number;
  disabled: boolean;
  onChange(factor: number): void;
}) {
  const inputId = useId();
  const base = servingsCount(servings);
  const current = base ? base * factor : factor;
  // What the reader is typing, until it leaves the field; otherwise the current value.
  const [draft, setDraft] = useState<string | null>(null);
  const typed = draft === null ? null : parseNumber(draft);
  const typedFactor = typed === null ? null : base ? typed / base : typed;
  const invalid = draft !== null && !validFactor(typedFactor);

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    setDraft(text);
    const value = parseNumber(text);
    const next = value === null ? null : base ? value / base : value;
    if (validFactor(next)) onChange(next);
  };

  return (
    <Scale disabled={disabled}>
      <ScaleLegend>{t.scale}</ScaleLegend>
      {PRESETS.map((preset) => (
        <Preset
          key={preset}
          type="button"
          aria-pressed={factor === preset}
          onClick={() => {
            setDraft(null);
            onChange(preset);
          }}
        >
          {t.scaleOption[preset]}
          <VisuallyHidden> ({t.scaleOptionLabel[preset]})</VisuallyHidden>
        </Preset>
      ))}
      <Custom htmlFor={inputId}>
        {base ? t.customServings : t.customFactor}
        <CustomInput
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={draft ?? formatNumber(current)}
          aria-invalid={invalid}
          onChange={onInput}
          onBlur={() => setDraft(null)}
        />
      </Custom>
    </Scale>
  );
}

/**
 * The recipe itself (#receita, the target of 'Ir para receita'): details, the reader's tools (scaling, cook mode,
 * print), utensils, ingredients with checkboxes, steps to highlight, notes. The server renders it at 1× with nothing
 * ticked (the cached HTML is everyone's); the reader's stored choices apply right after hydration.
 */
export function RecipeBox({ recipe }: { recipe: RecipeBodyRecipe }) {
  const hydrated = useHydrated();
  const [choices, update] = useRecipeChoices(recipe.recipeId);
  const { factor } = choices;
  // A new scale shows on its button at the next paint; the quantities follow in a render of their own, which a
  // slow phone can interrupt for the reader's next tap (INP counts the tap's next paint, not the whole list).
  const shownFactor = useDeferredValue(factor);
  // Stable callbacks (the lists that scaling does not change are memoised): they read the latest choices.
  const latest = useRef(choices);
  latest.current = choices;
  const onToggleIngredient = useCallback(
    (id: number) => update({ checked: toggled(latest.current.checked, id) }),
    [update],
  );
  const onToggleStep = useCallback(
    (id: number) => update({ highlighted: toggled(latest.current.highlighted, id) }),
    [update],
  );
  const interaction = useMemo(
    () => ({
      checked: choices.checked,
      highlighted: choices.highlighted,
      onToggleIngredient,
      onToggleStep,
      disabled: !hydrated,
    }),
    [choices.checked, choices.highlighted, onToggleIngredient, onToggleStep, hydrated],
  );
  return (
    <Panel id="receita" aria-labelledby="receita-titulo">
      <Title id="receita-titulo">{recipe.title}</Title>
      <Details recipe={recipe} factor={shownFactor} />
      <Toolbar data-no-print>
        <ScaleControl
          servings={recipe.servings}
          factor={factor}
          disabled={!hydrated}
          onChange={(next) => update({ factor: next })}
        />
        <Actions>
          <CookModeToggle disabled={!hydrated} />
          <PrintLink to={`/print/${recipe.recipeId}`}>{t.printRecipe}</PrintLink>
        </Actions>
      </Toolbar>
      <ScaledNote aria-live="polite">{factor !== 1 ? t.scaledFrom(recipe.servings) : ''}</ScaledNote>
      <Body recipe={recipe} factor={shownFactor} headingLevel={3} interaction={interaction} />
    </Panel>
  );
}
