import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { PillButton } from '../../components/PillButton';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { SaveRecipeButton } from '../../components/SaveRecipeButton';
import type { RecipePageQuery } from '../../gql/graphql';
import { durationShort } from '../../lib/duration';
import { formatDate } from '../../lib/format';
import { usePreviewStatus } from '../../lib/preview-mode';
import * as messages from '../../messages/pt-BR';

const t = messages.recipe;

// Phones: heading, photo, then the details; desktop: text on the left, the photo beside it, all above the fold.
const Root = styled('header')(({ theme }) => ({
  display: 'grid',
  gridTemplateAreas: '"head" "photo" "details"',
  columnGap: theme.spacing(6),
  marginBottom: theme.spacing(4),
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.1fr)',
    gridTemplateAreas: '"head photo" "details photo"',
    gridTemplateRows: 'auto 1fr',
    marginBottom: theme.spacing(6),
  },
}));

const Head = styled('div')({ gridArea: 'head', alignSelf: 'end' });

const Details = styled('div')({ gridArea: 'details' });

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1.5),
}));

// Outlined beside the jump button, which stays the page's one filled action.
const SaveButton = styled(SaveRecipeButton)(({ theme }) => ({
  paddingInline: theme.spacing(2),
  boxShadow: 'none',
  border: `1.5px solid ${theme.palette.primary.main}`,
}));

const Eyebrow = styled('p')(({ theme }) => ({
  ...theme.typography.overline,
  fontSize: '0.78rem',
  lineHeight: 1.6,
  margin: theme.spacing(0, 0, 1),
  color: theme.palette.primary.dark,
  '& a': { color: 'inherit', textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
}));

const Title = styled(Typography)(({ theme }) => ({
  fontSize: '2.1rem',
  marginBottom: theme.spacing(1.5),
  [theme.breakpoints.up('md')]: { fontSize: '2.9rem' },
})) as typeof Typography;

const Meta = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: theme.spacing(1.5),
  rowGap: theme.spacing(0.5),
  marginBottom: theme.spacing(2),
  fontSize: '0.9rem',
  color: theme.palette.text.secondary,
}));

// Between author and date where both fit on one line; on phones they stack instead of leaving a dot at a line's end.
const Dot = styled('span')(({ theme }) => ({ display: 'none', [theme.breakpoints.up('sm')]: { display: 'inline' } }));

// The rating has a line of its own; author and date share the next one.
const RatingRow = styled('div')({ flexBasis: '100%' });

const RatingLink = styled('a')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  minHeight: 24,
  color: theme.palette.text.primary,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover span:last-of-type': { textDecoration: 'underline' },
}));

// Five grey stars with the gold ones laid over them, cut at the average (one glyph, no per-star logic).
const Stars = styled('span')({ position: 'relative', display: 'inline-flex', color: '#dccfc2', lineHeight: 0 });
const StarsFilled = styled('span')({
  position: 'absolute',
  inset: 0,
  display: 'inline-flex',
  overflow: 'hidden',
  color: '#e0a526',
});

const Description = styled(Typography)(({ theme }) => ({
  color: theme.palette.text.secondary,
  fontSize: '1.1rem',
  lineHeight: 1.65,
  margin: theme.spacing(2, 0, 3),
  [theme.breakpoints.up('md')]: { marginTop: 0 },
})) as typeof Typography;

const Times = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
  gap: theme.spacing(1.5),
  margin: theme.spacing(0, 0, 3),
  padding: theme.spacing(2, 0),
  borderTop: `1px solid ${theme.palette.divider}`,
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& dt': { ...theme.typography.overline, fontSize: '0.68rem', lineHeight: 1.5, color: theme.palette.text.secondary },
  '& dd': { margin: 0, fontWeight: 600 },
}));

const Photo = styled('div')(({ theme }) => ({
  gridArea: 'photo',
  alignSelf: 'center',
  borderRadius: 36, // 3 × the theme's 12 px corner
  overflow: 'hidden',
  margin: theme.spacing(1, 0, 0),
  [theme.breakpoints.up('md')]: { margin: 0 },
}));

type Recipe = RecipePageQuery['recipe'];

const formatAverage = (average: number) => average.toFixed(1).replace('.', ',');

/** Scrolls smoothly to the recipe card (instantly for readers who ask for less motion) and moves focus there. */
function jumpToRecipe(event: MouseEvent<HTMLElement>) {
  const card = document.getElementById('receita');
  if (!card) return; // no card yet: the link's own jump does it
  event.preventDefault();
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  card.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue from the card, as a followed link would leave them.
  if (!card.hasAttribute('tabindex')) card.setAttribute('tabindex', '-1');
  card.focus({ preventScroll: true });
}

function Rating({ average, count }: Recipe['rating']) {
  const value = count ? formatAverage(average) : '0';
  const stars = Array.from({ length: 5 }, (_, i) => <StarRoundedIcon key={i} fontSize="small" />);
  return (
    <RatingLink href="#comentarios">
      <Stars role="img" aria-label={count ? t.ratingStars(value) : t.noRating}>
        {stars}
        {count > 0 && <StarsFilled style={{ width: `${(average / 5) * 100}%` }}>{stars}</StarsFilled>}
      </Stars>
      <span>{count ? t.ratingCount(count) : t.beFirstToRate}</span>
    </RatingLink>
  );
}

/** Above the fold: category, title, rating, date, description, times, the jump to the card and the photo. */
export function RecipeHero({ recipe }: { recipe: Recipe }) {
  const category = recipe.category[0];
  const previewStatus = usePreviewStatus();
  const times = [
    [t.prepTime, durationShort(recipe.prepTime)],
    [t.cookTime, durationShort(recipe.cookTime)],
    [t.totalTime, durationShort(recipe.totalTime)],
    [t.difficulty, t.difficultyLabel[recipe.difficulty] ?? ''],
  ].filter(([, value]) => value);
  return (
    <Root>
      <Head>
        <Eyebrow>
          {category ? <Link to={`/category/${category.categoryId}`}>{category.name}</Link> : t.noCategory}
        </Eyebrow>
        <Title variant="h1">{recipe.title}</Title>
        <Meta>
          <RatingRow>
            <Rating {...recipe.rating} />
          </RatingRow>
          <span>
            {t.by} <strong>{recipe.author}</strong>
          </span>
          <Dot aria-hidden>·</Dot>
          <span>
            {previewStatus === 'DRAFT' ? (
              t.notPublishedYet
            ) : (
              <>
                {previewStatus === 'SCHEDULED' ? t.scheduledFor : t.publishedOn}{' '}
                <time dateTime={recipe.datePublished}>{formatDate(recipe.datePublished)}</time>
              </>
            )}
          </span>
        </Meta>
      </Head>
      <Photo>
        <ResponsiveImage
          image={recipe.imageUrl}
          alt={recipe.title}
          width={1200}
          height={900}
          sizes="(min-width: 1200px) 620px, (min-width: 900px) 52vw, 100vw"
          priority
        />
      </Photo>
      <Details>
        {recipe.description && <Description>{recipe.description}</Description>}
        {times.length > 0 && (
          <Times>
            {times.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Times>
        )}
        <Actions>
          <PillButton
            tone="primary"
            component="a"
            href="#receita"
            onClick={jumpToRecipe}
            endIcon={<ArrowDownwardIcon fontSize="small" />}
          >
            {t.jumpToRecipe}
          </PillButton>
          <SaveButton recipeId={recipe.recipeId} recipeTitle={recipe.title} variant="labelled" />
        </Actions>
      </Details>
    </Root>
  );
}
