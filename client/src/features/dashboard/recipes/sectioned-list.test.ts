import {
  addRow,
  findRow,
  groupRows,
  moveRowBefore,
  moveRowBy,
  removeRow,
  removeSection,
  renameSection,
  rowCount,
  updateRow,
  type RowSection,
} from './sectioned-list';

type Row = { key: string; text: string };
const sections = (): RowSection<Row>[] => [
  { key: 'massa', name: 'Massa', rows: [row('a'), row('b'), row('c')] },
  { key: 'recheio', name: 'Recheio', rows: [row('d'), row('e')] },
];
function row(key: string): Row {
  return { key, text: key.toUpperCase() };
}
const keys = (list: RowSection<Row>[]) => list.map((s) => `${s.name}: ${s.rows.map((r) => r.key).join(',')}`);

describe('sectioned lists', () => {
  it('finds a row with its position counted across sections', () => {
    expect(findRow(sections(), 'a')).toEqual({ sectionIndex: 0, index: 0, position: 1 });
    expect(findRow(sections(), 'e')).toEqual({ sectionIndex: 1, index: 1, position: 5 });
    expect(findRow(sections(), 'z')).toBeNull();
    expect(rowCount(sections())).toBe(5);
  });

  it('moves a row up and down within its section', () => {
    expect(keys(moveRowBy(sections(), 'b', -1))).toEqual(['Massa: b,a,c', 'Recheio: d,e']);
    expect(keys(moveRowBy(sections(), 'b', 1))).toEqual(['Massa: a,c,b', 'Recheio: d,e']);
  });

  it('moves a row across the edge of its section into the neighbouring one', () => {
    expect(keys(moveRowBy(sections(), 'c', 1))).toEqual(['Massa: a,b', 'Recheio: c,d,e']);
    expect(keys(moveRowBy(sections(), 'd', -1))).toEqual(['Massa: a,b,c,d', 'Recheio: e']);
  });

  it('leaves the list as it is at the very top and bottom', () => {
    const list = sections();
    expect(moveRowBy(list, 'a', -1)).toBe(list);
    expect(moveRowBy(list, 'e', 1)).toBe(list);
    expect(moveRowBy(list, 'zz', 1)).toBe(list);
  });

  it('moves a row before another row, in the same or another section, or to the end of a section', () => {
    expect(keys(moveRowBefore(sections(), 'c', 'massa', 'a'))).toEqual(['Massa: c,a,b', 'Recheio: d,e']);
    expect(keys(moveRowBefore(sections(), 'a', 'massa', null))).toEqual(['Massa: b,c,a', 'Recheio: d,e']);
    expect(keys(moveRowBefore(sections(), 'a', 'recheio', 'e'))).toEqual(['Massa: b,c', 'Recheio: d,a,e']);
    expect(keys(moveRowBefore(sections(), 'e', 'massa', null))).toEqual(['Massa: a,b,c,e', 'Recheio: d']);
  });

  it('returns the same list when a drop changes nothing', () => {
    const list = sections();
    expect(moveRowBefore(list, 'b', 'massa', 'b')).toBe(list);
    expect(moveRowBefore(list, 'b', 'massa', 'c')).toBe(list);
    expect(moveRowBefore(list, 'c', 'massa', null)).toBe(list);
    expect(moveRowBefore(list, 'c', 'nowhere', null)).toBe(list);
  });

  it('adds, updates and removes rows and sections, always keeping one section', () => {
    let list = addRow(sections(), 'recheio', row('f'));
    expect(keys(list)).toEqual(['Massa: a,b,c', 'Recheio: d,e,f']);
    list = updateRow(list, 'f', { text: 'Chocolate' });
    expect(list[1].rows[2]).toEqual({ key: 'f', text: 'Chocolate' });
    list = removeRow(list, 'a');
    expect(keys(list)).toEqual(['Massa: b,c', 'Recheio: d,e,f']);
    list = renameSection(list, 'massa', 'Base');
    list = removeSection(list, 'recheio');
    expect(keys(list)).toEqual(['Base: b,c']);
    expect(removeSection(list, 'massa')).toBe(list);
  });

  it('groups consecutive items of the same section name, as the server keeps them', () => {
    let n = 0;
    const grouped = groupRows(
      [
        { section: '', text: '1' },
        { section: 'Massa', text: '2' },
        { section: 'Massa', text: '3' },
        { section: 'Cobertura', text: '4' },
      ],
      (item) => ({ key: `r${item.text}`, text: item.text }),
      () => `s${++n}`,
    );
    expect(grouped.map((s) => [s.key, s.name, s.rows.map((r) => r.text)])).toEqual([
      ['s1', '', ['1']],
      ['s2', 'Massa', ['2', '3']],
      ['s3', 'Cobertura', ['4']],
    ]);
  });
});
