import { alpha, styled } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { bySection } from '@receitas/shared';
import * as messages from '../../messages/pt-BR';
import type { RecipeBodyRecipe } from './recipe-body';
import { below, GroupHeading, heading, SectionHeading } from './recipe-card-styles';

const t = messages.recipeCard;

/** The anchor of the step at this position (1-based, counted across sections): /recipes/1#passo-3. */
export const stepAnchor = (position: number) => `passo-${position}`;

const Steps = styled('ol')({ listStyle: 'none', margin: 0, padding: 0 });

const Step = styled('li')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(2),
  padding: theme.spacing(1.25),
  margin: theme.spacing(0, -1.25, 0.5),
  borderRadius: 16,
  // Below the fixed header (the page's scroll padding) with a little air when a #passo-N link scrolls here.
  scrollMarginTop: theme.spacing(2),
  transition: 'background-color 160ms',
  '&[data-highlighted]': {
    backgroundColor: alpha(theme.palette.primary.main, 0.09),
    boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
  },
  '&:target:not([data-highlighted])': { backgroundColor: alpha(theme.palette.secondary.main, 0.12) },
  '@media print': {
    breakInside: 'avoid',
    padding: '4px 0',
    margin: 0,
    gap: theme.spacing(1.5),
    backgroundColor: 'transparent !important',
    boxShadow: 'none !important',
  },
}));

const StepNumber = styled('button')(({ theme }) => ({
  flex: '0 0 auto',
  width: 34,
  height: 34,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  font: 'inherit',
  fontWeight: 700,
  display: 'grid',
  placeItems: 'center',
  cursor: 'pointer',
  '&:disabled': { cursor: 'default' },
  '&[aria-pressed="true"]': { backgroundColor: theme.palette.primary.dark },
  '&:focus-visible': { outline: `3px solid ${alpha(theme.palette.primary.main, 0.45)}`, outlineOffset: 2 },
  '@media print': {
    width: 'auto',
    height: 'auto',
    minWidth: 22,
    backgroundColor: 'transparent',
    color: '#000',
    placeItems: 'start',
  },
}));

const Text = styled('p')({
  margin: 0,
  paddingTop: 4,
  lineHeight: 1.7,
  '@media print': { paddingTop: 0, lineHeight: 1.5 },
});

interface StepListProps {
  instructions: RecipeBodyRecipe['instructions'];
  headingLevel: 2 | 3;
  /** instructionIds highlighted; with `onToggle` a tap on a step (or its number) highlights it */
  highlighted?: number[];
  onToggle?: (instructionId: number) => void;
  disabled?: boolean;
}

/** The steps by section, numbered across sections, each with its #passo-N anchor. */
export function StepList({ instructions, headingLevel, highlighted, onToggle, disabled }: StepListProps) {
  let position = 0;
  // A tap on the text highlights the step too, unless the reader was selecting text to copy.
  const onStepClick = (event: MouseEvent<HTMLLIElement>) => {
    if (!onToggle || disabled || (event.target as Element).closest('button')) return;
    if (!window.getSelection()?.isCollapsed) return;
    onToggle(Number(event.currentTarget.dataset.id));
  };
  return (
    <section aria-labelledby="receita-preparo">
      <SectionHeading as={heading(headingLevel)} id="receita-preparo">
        {t.instructions}
      </SectionHeading>
      {bySection(instructions).map((group) => (
        <div key={group.section || 'main'}>
          {group.section && <GroupHeading as={below(headingLevel)}>{group.section}</GroupHeading>}
          <Steps start={position + 1}>
            {group.items.map((step) => {
              position += 1;
              const on = highlighted?.includes(step.instructionId) ?? false;
              return (
                <Step
                  key={step.instructionId}
                  id={stepAnchor(position)}
                  data-id={step.instructionId}
                  data-highlighted={on || undefined}
                  onClick={onToggle && onStepClick}
                >
                  {onToggle ? (
                    <StepNumber
                      type="button"
                      aria-pressed={on}
                      aria-label={t.highlightStep(position)}
                      disabled={disabled}
                      onClick={() => onToggle(step.instructionId)}
                    >
                      {position}
                    </StepNumber>
                  ) : (
                    <StepNumber as="span" aria-hidden>
                      {position}.
                    </StepNumber>
                  )}
                  <Text>{step.instructionText}</Text>
                </Step>
              );
            })}
          </Steps>
        </div>
      ))}
    </section>
  );
}
