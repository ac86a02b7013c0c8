import { fromSiteDateTime, toSiteDateTime } from '../../../lib/format';
import { publicationInput, publicationOf, scheduleProblem, statusOf } from './recipe-publication';

// 12:00 on the site's clock (São Paulo, UTC−3), whatever the machine's time zone.
const now = new Date('2026-11-20T15:00:00Z');

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

  it("reads and writes datetime-local values on the site's clock, whatever the device's time zone", () => {
    const instant = new Date('2026-12-01T12:05:00Z');
    expect(toSiteDateTime(instant.toISOString())).toBe('2026-12-01T09:05');
    expect(fromSiteDateTime('2026-12-01T09:05')?.toISOString()).toBe(instant.toISOString());
    expect(toSiteDateTime('2027-01-01T02:30:00Z')).toBe('2026-12-31T23:30');
    expect(fromSiteDateTime('2026-12-31T23:30')?.toISOString()).toBe('2027-01-01T02:30:00.000Z');
    expect(fromSiteDateTime('2026-02-30T09:05')).toBeNull();
    expect(fromSiteDateTime('2026-12-01T24:00')).toBeNull();
    expect(fromSiteDateTime('')).toBeNull();
    expect(toSiteDateTime('not a date')).toBe('');
    expect(toSiteDateTime(null)).toBe('');
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
      datePublished: '2026-12-01T12:30:00.000Z',
    });
    expect(publicationInput({ publication: 'draft', scheduledAt: '', initialStatus: 'PUBLISHED' }, now)).toEqual({
      draft: true,
    });
  });
});
