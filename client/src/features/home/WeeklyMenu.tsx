import { styled } from '@mui/material/styles';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { RouterLink } from '../../components/RouterLink';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import type { HomePageQuery } from '../../gql/graphql';
import * as messages from '../../messages/pt-BR';
import { HomeSection } from './HomeSection';

const t = messages.home;

type Day = HomePageQuery['homePage']['weeklyMenu'][number];
type Weekday = keyof typeof t.weekdays;

const TabList = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1),
  marginBottom: theme.spacing(3),
  padding: 3, // room for the focus ring
}));

const Tab = styled('button')(({ theme }) => ({
  flex: '1 1 0',
  minWidth: 0,
  height: 44,
  padding: 0,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 999,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  font: 'inherit',
  fontWeight: 700,
  letterSpacing: '0.08em',
  cursor: 'pointer',
  '&[aria-selected="true"]': {
    backgroundColor: theme.palette.primary.dark,
    borderColor: theme.palette.primary.dark,
    color: theme.palette.primary.contrastText,
  },
  '&:disabled': { cursor: 'default', opacity: 0.45 },
  [theme.breakpoints.up('md')]: { flex: '0 0 auto', minWidth: 96, padding: theme.spacing(0, 2) },
}));

const Panel = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  alignItems: 'center',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '1.2fr 1fr', gap: theme.spacing(5) },
  '& img, & [data-image-placeholder]': { borderRadius: 28 },
}));

const DayName = styled('p')(({ theme }) => ({
  ...theme.typography.overline,
  margin: 0,
  color: theme.palette.primary.dark,
}));

const RecipeTitle = styled('h3')(({ theme }) => ({
  ...theme.typography.h3,
  margin: theme.spacing(0.5, 0, 1.5),
  fontSize: '1.6rem',
}));

const Description = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 2.5),
  color: theme.palette.text.secondary,
}));

const SeeRecipe = styled(RouterLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 44,
  padding: theme.spacing(0, 3),
  borderRadius: 999,
  backgroundColor: theme.palette.primary.dark,
  color: theme.palette.primary.contrastText,
  fontWeight: 700,
  textDecoration: 'none',
}));

/** Spec §4 Weekly menu: tabs SEG to SEX; the first day with a recipe is selected first; arrows move between days. */
export function WeeklyMenu({ days }: { days: readonly Day[] }) {
  const available = days.filter((d) => d.recipe).map((d) => d.day);
  const [selected, setSelected] = useState<string>(() => available[0] ?? days[0]?.day ?? 'SEG');
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const baseId = useId();
  if (!available.length) return null;
  const current = days.find((d) => d.day === selected);

  const choose = (day: string) => {
    setSelected(day);
    tabs.current.get(day)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const i = available.indexOf(selected);
    const next = {
      ArrowRight: available[(i + 1) % available.length],
      ArrowLeft: available[(i - 1 + available.length) % available.length],
      Home: available[0],
      End: available[available.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <HomeSection title={t.weeklyTitle} subtitle={t.weeklySubtitle}>
      <TabList role="tablist" aria-label={t.weeklyTabs} onKeyDown={onKeyDown}>
        {days.map(({ day, recipe }) => (
          <Tab
            key={day}
            ref={(el) => {
              if (el) tabs.current.set(day, el);
              else tabs.current.delete(day);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${day}`}
            aria-controls={`${baseId}-panel`}
            aria-selected={day === selected}
            tabIndex={day === selected ? 0 : -1}
            disabled={!recipe}
            onClick={() => choose(day)}
          >
            {day}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`}>
        {current?.recipe ? (
          <Panel>
            <ResponsiveImage
              image={current.recipe.imageUrl}
              alt=""
              width={4}
              height={3}
              sizes="(min-width: 900px) 600px, 100vw"
            />
            <div>
              <DayName>{t.weekdays[current.day as Weekday] ?? current.day}</DayName>
              <RecipeTitle>{current.recipe.title}</RecipeTitle>
              <Description>{current.recipe.description}</Description>
              <SeeRecipe to={`/recipes/${current.recipe.recipeId}`}>{messages.common.seeRecipe}</SeeRecipe>
            </div>
          </Panel>
        ) : (
          <p>{t.weeklyEmpty}</p>
        )}
      </div>
    </HomeSection>
  );
}
