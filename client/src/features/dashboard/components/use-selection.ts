import { useState } from 'react';

export interface Selection {
  /** the ids ticked */
  selected: ReadonlySet<number>;
  /** ticks or unticks these ids */
  select: (ids: readonly number[], checked: boolean) => void;
  clear: () => void;
}

/** The rows or cards ticked on a list screen, by id. */
export function useSelection(): Selection {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  return {
    selected,
    select: (ids, checked) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (checked) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    clear: () => setSelected(new Set()),
  };
}
