import { mergeRuleOrder } from './site-stylesheet';

const rules = (ids: string) => ids.split(' ').map((id) => ({ id, css: `.css-${id}{}`, global: false }));
const order = (pages: string[]) => mergeRuleOrder(pages.map(rules));

describe('mergeRuleOrder', () => {
  it('keeps every page’s order, a rule first met later going right after the one that preceded it there', () => {
    const merged = order(['a b c', 'a x b y', 'z a c']);
    expect(merged.rules.map((r) => r.id)).toEqual(['z', 'a', 'x', 'b', 'y', 'c']);
    expect(merged.conflicts).toBe(0);
  });

  it('counts rules two pages put in opposite orders, keeping the first page’s', () => {
    const merged = order(['a b', 'b a']);
    expect(merged.rules.map((r) => r.id)).toEqual(['a', 'b']);
    expect(merged.conflicts).toBe(1);
  });
});
