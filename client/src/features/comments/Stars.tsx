import { styled } from '@mui/material/styles';
import { SheetIcon } from '../../components/SheetIcon';

const Row = styled('span')({
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
  lineHeight: 0,
  color: '#e3d3c3',
});

// The filled layer sits on top of the empty one and is clipped to the score's share of the width.
const Filled = styled('span')({
  position: 'absolute',
  inset: 0,
  display: 'inline-flex',
  overflow: 'hidden',
  color: '#c47410',
  whiteSpace: 'nowrap',
});

const five = [1, 2, 3, 4, 5];

/** A read-only row of five stars filled to `value` (fractions too): one image named `label`, or decoration without. */
export function Stars({ value, label, size = 18 }: { value: number; label?: string; size?: number }) {
  const share = Math.max(0, Math.min(5, value)) / 5;
  const star = (n: number) => <SheetIcon key={n} name="star" fontSize="inherit" />;
  return (
    <Row {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })} style={{ fontSize: size }}>
      {five.map(star)}
      <Filled style={{ width: `${share * 100}%` }}>{five.map(star)}</Filled>
    </Row>
  );
}
