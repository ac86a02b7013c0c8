import { alpha, styled } from '@mui/material/styles';
import { useEffect, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import * as messages from '../../messages/pt-BR';

const t = messages.recipeCard;

const Toggle = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1.25),
  cursor: 'pointer',
  '&[data-unsupported]': { visibility: 'hidden' },
  '@media print': { display: 'none' },
}));

// A drawn switch on a native checkbox (role="switch"): same look and size before and after hydration.
const Switch = styled('input')(({ theme }) => ({
  appearance: 'none',
  flex: '0 0 auto',
  position: 'relative',
  width: 44,
  height: 26,
  margin: 0,
  borderRadius: 13,
  backgroundColor: theme.palette.grey[500],
  cursor: 'pointer',
  transition: 'background-color 160ms',
  '&::after': {
    content: '""',
    position: 'absolute',
    top: 3,
    left: 3,
    width: 20,
    height: 20,
    borderRadius: '50%',
    backgroundColor: '#fff',
    transition: 'transform 160ms',
  },
  '&:checked': { backgroundColor: theme.palette.secondary.dark },
  '&:checked::after': { transform: 'translateX(18px)' },
  '&:disabled': { cursor: 'default' },
  '&:focus-visible': { outline: `3px solid ${alpha(theme.palette.primary.main, 0.45)}`, outlineOffset: 2 },
}));

const Text = styled('span')({ display: 'flex', flexDirection: 'column', lineHeight: 1.25 });

const Name = styled('span')({ fontWeight: 600 });

const Hint = styled('span')(({ theme }) => ({ fontSize: '0.8rem', color: theme.palette.text.secondary }));

const subscribeToNothing = () => () => {};

/** Cook mode: keeps the screen awake while the reader cooks; hidden (its space kept) where the browser cannot. */
export function CookModeToggle({ disabled }: { disabled: boolean }) {
  const supported = useSyncExternalStore(
    subscribeToNothing,
    () => 'wakeLock' in navigator,
    () => true,
  );
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => () => stop.current?.(), []);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    if (!event.currentTarget.checked) {
      stop.current?.();
      stop.current = null;
      setOn(false);
      return;
    }
    setOn(true);
    try {
      const { keepScreenAwake } = await import('./wake-lock');
      stop.current = await keepScreenAwake();
      setFailed(false);
    } catch {
      setOn(false);
      setFailed(true);
    }
  };

  return (
    <Toggle data-unsupported={supported ? undefined : true}>
      <Switch
        type="checkbox"
        role="switch"
        checked={on}
        onChange={onChange}
        disabled={disabled || !supported}
        aria-describedby="modo-cozinha-dica"
      />
      <Text>
        <Name>{t.cookMode}</Name>
        <Hint id="modo-cozinha-dica" role="status">
          {failed ? t.cookModeFailed : t.cookModeHint}
        </Hint>
      </Text>
    </Toggle>
  );
}
