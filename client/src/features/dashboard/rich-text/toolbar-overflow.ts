import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ToolbarSlot {
  key: string;
  /** tools of one group sit together; a separator stands between two groups */
  group: string;
}

interface Widths {
  /** each tool's width in the bar, by key */
  tools: ReadonlyMap<string, number>;
  separator: number;
  /** the 'Mais' button */
  more: number;
}

/** The width of the first `count` tools laid out in one row, separators included. */
function rowWidth(slots: readonly ToolbarSlot[], count: number, widths: Widths): number {
  let width = 0;
  for (let i = 0; i < count; i++) {
    if (i > 0 && slots[i].group !== slots[i - 1].group) width += widths.separator;
    width += widths.tools.get(slots[i].key) ?? 0;
  }
  return width;
}

/**
 * How many tools, from the first, stay in a one-row toolbar `available` pixels wide: all of them when they fit,
 * otherwise as many as fit beside a separator and the 'Mais' button, which takes the rest.
 */
export function toolsThatFit(slots: readonly ToolbarSlot[], available: number, widths: Widths): number {
  if (rowWidth(slots, slots.length, widths) <= available) return slots.length;
  let count = slots.length - 1;
  while (count > 0 && rowWidth(slots, count, widths) + widths.separator + widths.more > available) count--;
  return count;
}

/** Marks an element of the bar: a tool (its key) or a separator (whose width the hook reads). */
export const TOOL_ATTRIBUTE = 'data-tool';
export const SEPARATOR_ATTRIBUTE = 'data-tool-separator';

const widthOf = (element: Element) => element.getBoundingClientRect().width;

/**
 * The number of tools the toolbar shows, measured from the toolbar's own width (a ResizeObserver), so it fits a
 * phone, a dialog or a narrow column alike. Every tool is shown first and measured; widths of tools moved to the
 * menu are remembered. Where ResizeObserver is missing (tests), every tool stays in the bar.
 */
export function useToolbarOverflow(toolbar: RefObject<HTMLElement | null>, slots: readonly ToolbarSlot[]): number {
  const [fit, setFit] = useState(slots.length);
  const signature = slots.map((slot) => `${slot.group}:${slot.key}`).join(',');
  useLayoutEffect(() => {
    const bar = toolbar.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const tools = new Map<string, number>();
    let separator = 0;
    const measure = () => {
      for (const element of bar.querySelectorAll(`[${TOOL_ATTRIBUTE}]`))
        tools.set(element.getAttribute(TOOL_ATTRIBUTE)!, widthOf(element));
      const shownSeparator = bar.querySelector(`[${SEPARATOR_ATTRIBUTE}]`);
      if (shownSeparator) separator = widthOf(shownSeparator);
      if (slots.some((slot) => !tools.has(slot.key))) return;
      const style = getComputedStyle(bar);
      const available = widthOf(bar) - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
      // The 'Mais' button is a tool button like the first one.
      const more = tools.get(slots[0].key) ?? 0;
      setFit(toolsThatFit(slots, available, { tools, separator, more }));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    // A tool's own width can change too (a select once the web font arrives).
    for (const element of bar.querySelectorAll(`[${TOOL_ATTRIBUTE}]`)) observer.observe(element);
    return () => observer.disconnect();
    // `slots` is a new array on every render; its signature says when it really changed.
  }, [toolbar, signature]);
  return Math.min(fit, slots.length);
}
