// Rows grouped in named sections ('Massa', 'Recheio'): the ingredients and the steps of the recipe form.
// Pure operations; each returns a new list (or the same one when nothing changes).

export interface Keyed {
  key: string;
}

export interface RowSection<Row extends Keyed> {
  key: string;
  /** '' for the recipe's main list */
  name: string;
  rows: Row[];
}

export interface RowPlace {
  sectionIndex: number;
  index: number;
  /** 1-based position counted across sections (the step number shown to readers) */
  position: number;
}

/** Where a row is, or null. */
export function findRow<Row extends Keyed>(sections: RowSection<Row>[], rowKey: string): RowPlace | null {
  let position = 0;
  for (const [sectionIndex, section] of sections.entries()) {
    for (const [index, row] of section.rows.entries()) {
      position += 1;
      if (row.key === rowKey) return { sectionIndex, index, position };
    }
  }
  return null;
}

export const rowCount = (sections: RowSection<Keyed>[]) => sections.reduce((n, s) => n + s.rows.length, 0);

/**
 * Moves a row one place up (-1) or down (+1). Past the edge of its section it joins the end of the previous section
 * or the start of the next one; at the very top or bottom nothing changes.
 */
export function moveRowBy<Row extends Keyed>(
  sections: RowSection<Row>[],
  rowKey: string,
  delta: -1 | 1,
): RowSection<Row>[] {
  const place = findRow(sections, rowKey);
  if (!place) return sections;
  const { sectionIndex, index } = place;
  const rows = sections[sectionIndex].rows;
  const row = rows[index];
  const target = index + delta;
  if (target >= 0 && target < rows.length) {
    const next = rows.slice();
    next.splice(index, 1);
    next.splice(target, 0, row);
    return replaceRows(sections, sectionIndex, next);
  }
  const neighbour = sectionIndex + delta;
  if (neighbour < 0 || neighbour >= sections.length) return sections;
  const without = replaceRows(
    sections,
    sectionIndex,
    rows.filter((r) => r.key !== rowKey),
  );
  const neighbourRows = sections[neighbour].rows;
  return replaceRows(without, neighbour, delta < 0 ? [...neighbourRows, row] : [row, ...neighbourRows]);
}

/** Moves a row into a section, before the row `beforeKey` (null: at the section's end). */
export function moveRowBefore<Row extends Keyed>(
  sections: RowSection<Row>[],
  rowKey: string,
  sectionKey: string,
  beforeKey: string | null,
): RowSection<Row>[] {
  const place = findRow(sections, rowKey);
  if (!place || rowKey === beforeKey || !sections.some((s) => s.key === sectionKey)) return sections;
  const row = sections[place.sectionIndex].rows[place.index];
  const without = sections.map((s, i) =>
    i === place.sectionIndex ? { ...s, rows: s.rows.filter((r) => r !== row) } : s,
  );
  const next = without.map((s) => {
    if (s.key !== sectionKey) return s;
    const at = beforeKey === null ? -1 : s.rows.findIndex((r) => r.key === beforeKey);
    const rows = s.rows.slice();
    rows.splice(at === -1 ? rows.length : at, 0, row);
    return { ...s, rows };
  });
  return sameOrder(sections, next) ? sections : next;
}

export function addRow<Row extends Keyed>(sections: RowSection<Row>[], sectionKey: string, row: Row) {
  return sections.map((s) => (s.key === sectionKey ? { ...s, rows: [...s.rows, row] } : s));
}

export function updateRow<Row extends Keyed>(sections: RowSection<Row>[], rowKey: string, patch: Partial<Row>) {
  return sections.map((s) =>
    s.rows.some((r) => r.key === rowKey)
      ? { ...s, rows: s.rows.map((r) => (r.key === rowKey ? { ...r, ...patch } : r)) }
      : s,
  );
}

export function removeRow<Row extends Keyed>(sections: RowSection<Row>[], rowKey: string) {
  return sections.map((s) =>
    s.rows.some((r) => r.key === rowKey) ? { ...s, rows: s.rows.filter((r) => r.key !== rowKey) } : s,
  );
}

export function renameSection<Row extends Keyed>(sections: RowSection<Row>[], sectionKey: string, name: string) {
  return sections.map((s) => (s.key === sectionKey ? { ...s, name } : s));
}

/** Removes a section and its rows; the last section is never removed (the list always has one). */
export function removeSection<Row extends Keyed>(sections: RowSection<Row>[], sectionKey: string) {
  return sections.length <= 1 ? sections : sections.filter((s) => s.key !== sectionKey);
}

/** Consecutive items of the same section name as form sections (the order the server keeps). */
export function groupRows<Item extends { section: string }, Row extends Keyed>(
  items: Item[],
  toRow: (item: Item) => Row,
  newKey: () => string,
): RowSection<Row>[] {
  const sections: RowSection<Row>[] = [];
  for (const item of items) {
    const last = sections[sections.length - 1];
    if (last && last.name === item.section) last.rows.push(toRow(item));
    else sections.push({ key: newKey(), name: item.section, rows: [toRow(item)] });
  }
  return sections;
}

function replaceRows<Row extends Keyed>(sections: RowSection<Row>[], sectionIndex: number, rows: Row[]) {
  return sections.map((s, i) => (i === sectionIndex ? { ...s, rows } : s));
}

function sameOrder<Row extends Keyed>(a: RowSection<Row>[], b: RowSection<Row>[]) {
  return a.every((s, i) => s.rows.length === b[i].rows.length && s.rows.every((r, j) => r === b[i].rows[j]));
}
