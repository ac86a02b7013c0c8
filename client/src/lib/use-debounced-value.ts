import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `delay` ms; `initial` until then (the first value by default). */
export function useDebouncedValue<T>(value: T, delay: number, initial: T = value): T {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
