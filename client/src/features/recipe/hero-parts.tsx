import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { RouterLink as Link } from '../../components/RouterLink';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import type { RecipePageQuery } from '../../gql/graphql';
import { durationShort } from '../../lib/duration';
import { formatDate } from '../../lib/format';
import { usePreviewStatus } from '../../lib/preview-mode';
import * as messages from '../../messages/pt-BR';
import { SheetIcon } from '../../components/SheetIcon';

// The parts of the recipe's hero that never change once the server wrote them (RecipeHero renders them as static
// parts: never hydrated, and this module never loaded by a reader's browser unless a client-side navigation needs it).

const t = messages.recipe;

type Recipe = RecipePageQuery['recipe'];

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

const formatAverage = (average: number) => average.toFixed(1).replace('.', ',');

function Rating({ average, count }: Recipe['rating']) {
  const value = count ? formatAverage(average) : '0';
  const stars = Array.from({ length: 5 }, (_, i) => <SheetIcon key={i} name="star" fontSize="small" />);
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

export interface HeroHeadingProps {
  title: string;
  author: string;
  datePublished: string;
  categoryId?: number;
  categoryName?: string;
  ratingAverage: number;
  ratingCount: number;
}

/** Category, title, rating, author and date. */
export function HeroHeading(props: HeroHeadingProps) {
  const previewStatus = usePreviewStatus();
  return (
    <>
      <Eyebrow>
        {props.categoryId ? <Link to={`/category/${props.categoryId}`}>{props.categoryName}</Link> : t.noCategory}
      </Eyebrow>
      <Title variant="h1">{props.title}</Title>
      <Meta>
        <RatingRow>
          <Rating average={props.ratingAverage} count={props.ratingCount} />
        </RatingRow>
        <span>
          {t.by} <strong>{props.author}</strong>
        </span>
        <Dot aria-hidden>·</Dot>
        <span>
          {previewStatus === 'DRAFT' ? (
            t.notPublishedYet
          ) : (
            <>
              {previewStatus === 'SCHEDULED' ? t.scheduledFor : t.publishedOn}{' '}
              <time dateTime={props.datePublished}>{formatDate(props.datePublished)}</time>
            </>
          )}
        </span>
      </Meta>
    </>
  );
}

/** The recipe's photo, the page's lead image. */
export function HeroPhoto({ image, title }: { image: Recipe['imageUrl']; title: string }) {
  return (
    <Photo>
      <ResponsiveImage
        image={image}
        alt={title}
        width={1200}
        height={900}
        sizes="(min-width: 1200px) 620px, (min-width: 900px) 52vw, 100vw"
        priority
      />
    </Photo>
  );
}

export interface HeroFactsProps {
  description?: string | null;
  prepTime?: string | null;
  cookTime?: string | null;
  totalTime?: string | null;
  difficulty: Recipe['difficulty'];
}

/** The description and the times. */
export function HeroFacts({ description, prepTime, cookTime, totalTime, difficulty }: HeroFactsProps) {
  const times = [
    [t.prepTime, durationShort(prepTime)],
    [t.cookTime, durationShort(cookTime)],
    [t.totalTime, durationShort(totalTime)],
    [t.difficulty, t.difficultyLabel[difficulty] ?? ''],
  ].filter(([, value]) => value);
  return (
    <>
      {description && <Description>{description}</Description>}
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
    </>
  );
}
