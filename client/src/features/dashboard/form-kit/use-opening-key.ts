import { useState } from 'react';

/**
 * A number that changes each time `open` turns true: a dialog keyed by it starts every opening from a fresh form
 * (what was typed, the chosen files and the messages of the last opening are gone).
 */
export function useOpeningKey(open: boolean): number {
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((n) => n + 1);
  }
  return opening;
}
