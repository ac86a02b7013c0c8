import { seededRandom, shuffled } from './daily-random';

const TWENTY = Array.from({ length: 20 }, (_, i) => i);

describe('daily picks', () => {
  it('shuffle the same way all day and differently the next day', () => {
    const today = shuffled(TWENTY, seededRandom('2026-11-25'));
    expect(shuffled(TWENTY, seededRandom('2026-11-25'))).toEqual(today);
    expect(shuffled(TWENTY, seededRandom('2026-11-26'))).not.toEqual(today);
    expect([...today].sort((a, b) => a - b)).toEqual(TWENTY);
  });

  it('draw numbers in [0, 1)', () => {
    const random = seededRandom('x');
    for (let i = 0; i < 1000; i++) {
      const n = random();
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
    }
  });
});
