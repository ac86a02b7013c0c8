import { styled } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { forwardRef, useId, useState } from 'react';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { SheetIcon } from '../../components/SheetIcon';

const FILLED = '#c47410';
const EMPTY = '#b3a394';

// The group, not one star, shows the keyboard focus ring (the checked radio is hidden).
const Group = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  borderRadius: theme.shape.borderRadius,
  fontSize: '2.25rem',
  lineHeight: 0,
  '&:has(input:focus-visible)': { outline: '3px solid #d9825f', outlineOffset: 2 },
}));

const Radio = styled('input')({ ...visuallyHidden, top: 0, left: 0 });

const Star = styled('label')({
  display: 'inline-flex',
  cursor: 'pointer',
  color: EMPTY,
  transition: 'transform 150ms, color 150ms',
  '&[data-on]': { color: FILLED },
  '&:hover': { transform: 'scale(1.15)' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
});

export interface StarPickerProps {
  name: string;
  value: number | null;
  onChange: (value: number | null) => void;
  /** the accessible name of n stars */
  labelOf: (n: number) => string;
  /** the accessible name of the radio that stands for no rating yet */
  emptyLabel: string;
}

const FIVE = [1, 2, 3, 4, 5];

/**
 * Five native radios drawn as stars (what MUI's Rating does, in plain markup): arrows move between them, and a sixth,
 * hidden radio named `emptyLabel` holds the place while nothing is chosen, so Tab always lands on the group with a name.
 * Hovering shows what a click would give. The ref points at the group.
 */
export const StarPicker = forwardRef<HTMLSpanElement, StarPickerProps>(function StarPicker(
  { name, value, onChange, labelOf, emptyLabel },
  ref,
) {
  const id = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <Group ref={ref} onMouseLeave={() => setHover(null)}>
      {FIVE.map((n) => (
        <span key={n}>
          <Radio
            type="radio"
            id={`${id}-${n}`}
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
          />
          <Star htmlFor={`${id}-${n}`} data-on={n <= shown ? '' : undefined} onMouseEnter={() => setHover(n)}>
            <SheetIcon name="star" fontSize="inherit" />
            <VisuallyHidden>{labelOf(n)}</VisuallyHidden>
          </Star>
        </span>
      ))}
      <Radio
        type="radio"
        id={`${id}-0`}
        name={name}
        value=""
        checked={value === null}
        onChange={() => onChange(null)}
        aria-label={emptyLabel}
      />
    </Group>
  );
});
