/** Marks the links arrow keys move between (the result and suggestion cards). */
export const ITEM_ATTRIBUTE = 'data-search-item';

/** The keys that move through the cards. */
export const MOVE_KEYS = new Set(['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** The card in the nearest row above or below, closest horizontally; null when there is no such row. */
function verticalNeighbour(items: HTMLElement[], current: HTMLElement, down: boolean): HTMLElement | null {
  const from = current.getBoundingClientRect();
  const rows = items
    .map((item) => ({ item, rect: item.getBoundingClientRect() }))
    .filter(({ rect }) => (down ? rect.top > from.top + 1 : rect.top < from.top - 1));
  if (!rows.length) return null;
  const rowTop = down ? Math.min(...rows.map((r) => r.rect.top)) : Math.max(...rows.map((r) => r.rect.top));
  const row = rows.filter(({ rect }) => Math.abs(rect.top - rowTop) <= 1);
  row.sort((a, b) => Math.abs(a.rect.left - from.left) - Math.abs(b.rect.left - from.left));
  return row[0].item;
}

/**
 * Where a key press moves focus from a card: left/right through the cards in reading order, up/down to the row
 * above or below (the cards sit in a grid), Home/End to the first or last; 'field' means back to the search field.
 */
export function targetOf(items: HTMLElement[], current: HTMLElement, key: string): HTMLElement | 'field' | null {
  const index = items.indexOf(current);
  if (index < 0) return null;
  const previous = () => (index > 0 ? items[index - 1] : 'field');
  // Without a layout (no boxes measured) the cards count as one column.
  const laidOut = current.getBoundingClientRect().height > 0;
  switch (key) {
    case 'ArrowRight':
      return items[index + 1] ?? null;
    case 'ArrowLeft':
      return previous();
    case 'ArrowDown':
      return laidOut ? verticalNeighbour(items, current, true) : (items[index + 1] ?? null);
    case 'ArrowUp':
      return laidOut ? (verticalNeighbour(items, current, false) ?? 'field') : previous();
    case 'Home':
      return items[0];
    case 'End':
      return items[items.length - 1];
    default:
      return null;
  }
}
