import {
  fromLocalDateTime,
  publicationInput,
  publicationOf,
  scheduleProblem,
  statusOf,
  toLocalDateTime,
} from './recipe-publication';

const now = new Date(2026, 10, 20, 12, 0);

describe('recipe publication', () => {
  it("takes the server's status; a scheduled recipe whose time has come is published", () => {
    expect(statusOf({ datePublished: new Date(2026, 11, 1).toISOString(), status: 'SCHEDULED' }, now)).toBe(
      'SCHEDULED',
    );
    expect(statusOf({ datePublished: new Date(2026, 0, 1).toISOString(), status: 'SCHEDULED' }, now)).toBe('PUBLISHED');
    expect(statusOf({ datePublished: new Date(2026, 0, 1).toISOString(), status: 'PUBLISHED' }, now)).toBe('PUBLISHED');
    expect(statusOf({ datePublished: new Date(2026, 0, 1).toISOString(), status: 'DRAFT' }, now)).toBe('DRAFT');
    expect([
      publicationOf('DRAFT'),
      publicationOf('SCHEDULED'),
      publicationOf('PUBLISHED'),
      publicationOf(null),
    ]).toEqual(['draft', 'schedule', 'now', 'now']);
  });

  it('reads and writes datetime-local values in local time', () => {
    const date = new Date(2026, 11, 1, 9, 5);
    expect(toLocalDateTime(date.toISOString())).toBe('2026-12-01T09:05');
    expect(fromLocalDateTime('2026-12-01T09:05')?.getTime()).toBe(date.getTime());
    expect(fromLocalDateTime('2026-02-30T09:05')).toBeNull();
    expect(fromLocalDateTime('')).toBeNull();
    expect(toLocalDateTime('not a date')).toBe('');
    expect(toLocalDateTime(null)).toBe('');
  });

  it('asks for a future date when scheduling', () => {
    const base = { initialStatus: null, publication: 'schedule' as const };
    expect(scheduleProblem({ ...base, scheduledAt: '' }, now)).toBe('required');
    expect(scheduleProblem({ ...base, scheduledAt: '2026-11-20T11:59' }, now)).toBe('past');
    expect(scheduleProblem({ ...base, scheduledAt: '2026-11-21T08:00' }, now)).toBeNull();
    expect(scheduleProblem({ ...base, publication: 'now', scheduledAt: '' }, now)).toBeNull();
  });

  it('keeps the date of a published recipe and dates a newly public one now', () => {
    expect(publicationInput({ publication: 'now', scheduledAt: '', initialStatus: null }, now)).toEqual({});
    expect(publicationInput({ publication: 'now', scheduledAt: '', initialStatus: 'PUBLISHED' }, now)).toEqual({});
    expect(publicationInput({ publication: 'now', scheduledAt: '', initialStatus: 'SCHEDULED' }, now)).toEqual({
      datePublished: now.toISOString(),
    });
    expect(publicationInput({ publication: 'now', scheduledAt: '', initialStatus: 'DRAFT' }, now)).toEqual({
      datePublished: now.toISOString(),
      draft: false,
    });
  });

  it('sends the schedule as an instant, and a draft as the draft flag', () => {
    expect(
      publicationInput({ publication: 'schedule', scheduledAt: '2026-12-01T09:30', initialStatus: null }, now),
    ).toEqual({
      datePublished: new Date(2026, 11, 1, 9, 30).toISOString(),
    });
    expect(publicationInput({ publication: 'draft', scheduledAt: '', initialStatus: 'PUBLISHED' }, now)).toEqual({
      draft: true,
    });
  });
});
