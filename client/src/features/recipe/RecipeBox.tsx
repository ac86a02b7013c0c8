import Divider from '@mui/material/Divider';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { RecipePageQuery } from '../../gql/graphql';
import { durationShort } from '../../lib/duration';
import { bySection, ingredientLine } from '../../lib/recipe-text';
import * as messages from '../../messages/pt-BR';

const t = messages.recipe;

// Static styles (styled once per module) instead of per-render `sx` objects: this box is most of the page's nodes.
const Panel = styled('div')(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 48, // 4 × the theme's 12 px corner
  padding: theme.spacing(2.5),
  backgroundColor: theme.palette.background.paper,
  marginBottom: theme.spacing(6),
  [theme.breakpoints.up('md')]: { padding: theme.spacing(4) },
}));

const Facts = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: theme.spacing(2),
  marginBottom: theme.spacing(3),
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
}));

const FactLabel = styled(Typography)(({ theme }) => ({
  display: 'block',
  lineHeight: 1.4,
  fontSize: '0.68rem',
  color: theme.palette.text.secondary,
})) as typeof Typography;

const FactValue = styled(Typography)({ fontWeight: 600 }) as typeof Typography;

const Title = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(2) })) as typeof Typography;

const FactsDivider = styled(Divider)(({ theme }) => ({ marginBottom: theme.spacing(3) }));

const Heading = styled(Typography)(({ theme }) => ({
  marginTop: theme.spacing(4),
  marginBottom: theme.spacing(2),
})) as typeof Typography;

const Group = styled('div')(({ theme }) => ({ marginBottom: theme.spacing(2) }));

const GroupTitle = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(1) })) as typeof Typography;

const Bullets = styled('ul')(({ theme }) => ({
  paddingLeft: theme.spacing(2.5),
  margin: 0,
  '& li': { marginBottom: theme.spacing(0.75) },
}));

const Steps = styled('ol')({ paddingLeft: 0, margin: 0, listStyle: 'none' });

const Step = styled('li')(({ theme }) => ({ display: 'flex', gap: theme.spacing(2), marginBottom: theme.spacing(2) }));

const StepNumber = styled('span')(({ theme }) => ({
  flex: '0 0 32px',
  height: 32,
  borderRadius: '50%',
  backgroundColor: theme.palette.primary.main,
  color: '#fff',
  display: 'grid',
  placeItems: 'center',
  fontWeight: 700,
}));

const StepText = styled(Typography)(({ theme }) => ({
  paddingTop: theme.spacing(0.5),
  lineHeight: 1.7,
})) as typeof Typography;

const Notes = styled('ul')(({ theme }) => ({ paddingLeft: theme.spacing(2.5), margin: 0 }));

const Note = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(1) })) as typeof Typography;

type Recipe = RecipePageQuery['recipe'];

function Fact({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div>
      <FactLabel variant="overline">{label}</FactLabel>
      <FactValue>{value}</FactValue>
    </div>
  );
}

/** The recipe itself (#receita, the target of "jump to recipe"): times and yield, ingredients, steps, notes. */
export function RecipeBox({ recipe }: { recipe: Recipe }) {
  return (
    <Panel id="receita">
      <Title variant="h2">{recipe.title}</Title>
      <Facts>
        <Fact label={t.prepTime} value={durationShort(recipe.prepTime)} />
        <Fact label={t.cookTime} value={durationShort(recipe.cookTime)} />
        <Fact label={t.totalTime} value={durationShort(recipe.totalTime)} />
        <Fact label={t.servings} value={recipe.servings} />
        <Fact label={t.difficulty} value={t.difficultyLabel[recipe.difficulty] ?? ''} />
        <Fact label={t.cuisine} value={recipe.cuisine ?? ''} />
      </Facts>
      <FactsDivider />
      <Title variant="h3">{t.ingredients}</Title>
      {bySection(recipe.ingredients).map((group) => (
        <Group key={group.section || 'main'}>
          {group.section && <GroupTitle variant="h6">{group.section}</GroupTitle>}
          <Bullets>
            {group.items.map((i) => (
              <li key={i.ingredientId}>{ingredientLine(i)}</li>
            ))}
          </Bullets>
        </Group>
      ))}
      <Heading variant="h3">{t.instructions}</Heading>
      {bySection(recipe.instructions).map((group) => (
        <Group key={group.section || 'main'}>
          {group.section && <GroupTitle variant="h6">{group.section}</GroupTitle>}
          <Steps>
            {group.items.map((s) => (
              <Step key={s.instructionId}>
                <StepNumber aria-hidden>{s.stepNumber}</StepNumber>
                <StepText>{s.instructionText}</StepText>
              </Step>
            ))}
          </Steps>
        </Group>
      ))}
      {recipe.notes.length > 0 && (
        <>
          <Heading variant="h3">{t.notes}</Heading>
          <Notes>
            {recipe.notes.map((n) => (
              <Note component="li" key={n.noteId}>
                {n.noteText}
              </Note>
            ))}
          </Notes>
        </>
      )}
    </Panel>
  );
}
