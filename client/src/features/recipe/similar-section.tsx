import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@apollo/client/react';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { Carousel } from '../../components/Carousel';
import { PillButton } from '../../components/PillButton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { RecipeCard } from '../../components/RecipeCard';
import { useSearchDrawer } from '../../lib/search-drawer';
import * as messages from '../../messages/pt-BR';
import { useHydrated } from '../../lib/use-hydrated';
import { filterSimilar } from './similar-filter';
import { SIMILAR_ALL, SIMILAR_FIRST, SimilarRecipesQuery } from './similar-operations';
import { belowTheFold } from '../../components/below-the-fold';

const t = messages.similar;
/** Spec §2: shorter drawer queries are replaced by the fixed one. */
const MIN_DRAWER_QUERY = 2;
const CARD_SIZES = '(min-width: 1024px) 210px, (min-width: 768px) 30vw, (min-width: 480px) 45vw, 90vw';

const Section = styled('section')(({ theme }) => ({
  ...belowTheFold(420),
  margin: theme.spacing(7, 0),
  minHeight: 420, // the carousel's height, kept while loading after a client-side navigation
}));

const TitleRow = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: theme.spacing(1, 2),
  marginBottom: theme.spacing(2.5),
  '& > button': { letterSpacing: '0.08em' },
}));

const Field = styled('label')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  maxWidth: 360,
  padding: theme.spacing(0, 2),
  height: 44,
  borderRadius: 999,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.secondary,
  '&:focus-within': { borderColor: theme.palette.primary.main, boxShadow: `0 0 0 2px ${theme.palette.primary.main}33` },
}));

const Input = styled('input')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  height: '100%',
  border: 0,
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  fontSize: '0.95rem',
  color: theme.palette.text.primary,
  '&::placeholder': { color: theme.palette.text.secondary, opacity: 1 },
}));

const NoMatch = styled(Typography)(({ theme }) => ({
  padding: theme.spacing(8, 2),
  textAlign: 'center',
})) as typeof Typography;

/** Slides in the server's HTML: what the page's data holds, a screen of the widest layout. */
const SERVER_SLIDES = SIMILAR_FIRST.size;

/**
 * The recipe page's similar recipes: a search box over them (title or category), a carousel of up to 30, and
 * 'MOSTRAR TUDO', which opens the search drawer with the recipes the box leaves.
 */
export function SimilarSection({ recipeId }: { recipeId: number }) {
  // The server sends one screen of slides only (the page's HTML and state stay light); once the section is live it
  // asks for all of them, and they join off to the right.
  const hydrated = useHydrated();
  const first = useQuery(SimilarRecipesQuery, { variables: { id: recipeId, ...SIMILAR_FIRST } });
  const rest = useQuery(SimilarRecipesQuery, { variables: { id: recipeId, ...SIMILAR_ALL }, skip: !hydrated });
  const [term, setTerm] = useState('');
  const drawer = useSearchDrawer();
  const headingId = useId();
  const all = rest.data?.similarRecipes.content ?? first.data?.similarRecipes.content;
  const loading = first.loading;
  const error = first.error ?? rest.error;
  const shown = useMemo(() => filterSimilar(all ?? [], term), [all, term]);
  const slides = hydrated ? shown : shown.slice(0, SERVER_SLIDES);

  useEffect(() => {
    if (error) console.warn('Falha ao carregar receitas semelhantes', error);
  }, [error]);

  // Spec §7: a failed load shows as no similar recipes; there is then nothing to offer.
  if (!loading && !all?.length) return null;

  const showAll = () => {
    const query = term.trim();
    drawer.open({ query: query.length >= MIN_DRAWER_QUERY ? query : t.drawerQuery, recipes: shown });
  };

  return (
    <Section aria-labelledby={headingId}>
      <TitleRow>
        <div>
          <Typography id={headingId} variant="h3" component="h2">
            {t.title}
          </Typography>
          <Typography color="text.secondary">{t.subtitle}</Typography>
        </div>
        <PillButton
          tone="outlined"
          onClick={showAll}
          onPointerEnter={drawer.preload}
          onFocus={drawer.preload}
          aria-haspopup="dialog"
          disabled={!all}
        >
          {t.showAll}
        </PillButton>
      </TitleRow>
      <Carousel
        label={t.carouselLabel}
        more={rest.loading}
        heading={
          <Field>
            <SearchIcon fontSize="small" aria-hidden />
            <VisuallyHidden>{t.searchLabel}</VisuallyHidden>
            <Input
              type="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              placeholder={t.searchPlaceholder}
              autoComplete="off"
            />
          </Field>
        }
      >
        {slides.map((recipe) => (
          <RecipeCard key={recipe.recipeId} recipe={recipe} sizes={CARD_SIZES} />
        ))}
      </Carousel>
      <div role="status">{all && !shown.length && <NoMatch color="text.secondary">{t.noMatch}</NoMatch>}</div>
    </Section>
  );
}
