import { styled } from '@mui/material/styles';
import * as messages from '../../messages/pt-BR';
import { Stars } from './Stars';

const m = messages.comments;

const Row = styled('p')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  minHeight: 28,
  margin: 0,
  color: theme.palette.text.secondary,
}));

const Average = styled('strong')(({ theme }) => ({ color: theme.palette.text.primary, fontSize: '1.05rem' }));

/** The recipe's average score and how many readers rated it (each reader's latest score counts once). */
export function RatingSummary({ rating }: { rating: { average: number; count: number } | null }) {
  if (!rating) return <Row />;
  if (rating.count === 0) return <Row>{m.noRatings}</Row>;
  return (
    <Row>
      <Stars value={rating.average} size={24} />
      <Average>{m.ratingAverage(rating.average)}</Average>
      <span aria-hidden>·</span>
      <span>{m.ratingCount(rating.count)}</span>
    </Row>
  );
}
