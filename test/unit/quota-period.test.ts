import { periodStart, quotaPeriod } from '../../core/services/posts/quota-guard';

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();
const period = (signup: string, now: string) => {
  const p = quotaPeriod(at(signup), at(now));
  return [iso(p.start), iso(p.end)];
};

describe('quotaPeriod (free plan: monthly from the signup date, not the calendar month)', () => {
  it('starts the first period at the signup instant', () => {
    expect(period('2025-03-10T08:30:00.000Z', '2025-03-10T08:30:00.000Z')).toEqual([
      '2025-03-10T08:30:00.000Z',
      '2025-04-10T08:30:00.000Z',
    ]);
    expect(period('2025-03-10T08:30:00.000Z', '2025-03-25T00:00:00.000Z')).toEqual([
      '2025-03-10T08:30:00.000Z',
      '2025-04-10T08:30:00.000Z',
    ]);
  });

  it('moves on at the same day and time of day each month, not on the 1st', () => {
    expect(period('2025-03-10T08:30:00.000Z', '2025-04-01T00:00:00.000Z')[0]).toBe(
      '2025-03-10T08:30:00.000Z',
    );
    expect(period('2025-03-10T08:30:00.000Z', '2025-04-10T08:29:59.999Z')[0]).toBe(
      '2025-03-10T08:30:00.000Z',
    );
    expect(period('2025-03-10T08:30:00.000Z', '2025-04-10T08:30:00.000Z')).toEqual([
      '2025-04-10T08:30:00.000Z',
      '2025-05-10T08:30:00.000Z',
    ]);
  });

  it('clamps a 31st to the end of shorter months without drifting (Jan 31 -> Feb 28 -> Mar 31)', () => {
    const signup = '2025-01-31T10:00:00.000Z';
    expect(period(signup, '2025-02-15T00:00:00.000Z')).toEqual([
      '2025-01-31T10:00:00.000Z',
      '2025-02-28T10:00:00.000Z',
    ]);
    expect(period(signup, '2025-02-28T09:59:59.999Z')[0]).toBe('2025-01-31T10:00:00.000Z');
    expect(period(signup, '2025-02-28T10:00:00.000Z')).toEqual([
      '2025-02-28T10:00:00.000Z',
      '2025-03-31T10:00:00.000Z',
    ]);
    expect(period(signup, '2025-03-30T23:00:00.000Z')[0]).toBe('2025-02-28T10:00:00.000Z');
    expect(period(signup, '2025-03-31T10:00:00.000Z')).toEqual([
      '2025-03-31T10:00:00.000Z',
      '2025-04-30T10:00:00.000Z',
    ]);
    expect(period(signup, '2025-05-01T00:00:00.000Z')).toEqual([
      '2025-04-30T10:00:00.000Z',
      '2025-05-31T10:00:00.000Z',
    ]);
  });

  it('uses Feb 29 in a leap year', () => {
    expect(period('2024-01-31T00:00:00.000Z', '2024-02-29T12:00:00.000Z')).toEqual([
      '2024-02-29T00:00:00.000Z',
      '2024-03-31T00:00:00.000Z',
    ]);
    expect(period('2024-01-30T00:00:00.000Z', '2024-02-15T00:00:00.000Z')[1]).toBe(
      '2024-02-29T00:00:00.000Z',
    );
    expect(period('2023-01-30T00:00:00.000Z', '2023-02-15T00:00:00.000Z')[1]).toBe(
      '2023-02-28T00:00:00.000Z',
    );
  });

  it('brings a Feb 29 signup back to the 29th after February, and to Feb 28 in common years', () => {
    const signup = '2024-02-29T06:00:00.000Z';
    expect(period(signup, '2024-03-15T00:00:00.000Z')).toEqual([
      '2024-02-29T06:00:00.000Z',
      '2024-03-29T06:00:00.000Z',
    ]);
    expect(period(signup, '2025-02-28T06:00:00.000Z')).toEqual([
      '2025-02-28T06:00:00.000Z',
      '2025-03-29T06:00:00.000Z',
    ]);
    expect(period(signup, '2028-02-29T07:00:00.000Z')).toEqual([
      '2028-02-29T06:00:00.000Z',
      '2028-03-29T06:00:00.000Z',
    ]);
    // 2100 is not a leap year.
    expect(periodStart(at(signup), (2100 - 2024) * 12).toISOString()).toBe('2100-02-28T06:00:00.000Z');
  });

  it('crosses the year end', () => {
    expect(period('2024-12-31T23:00:00.000Z', '2025-01-15T00:00:00.000Z')).toEqual([
      '2024-12-31T23:00:00.000Z',
      '2025-01-31T23:00:00.000Z',
    ]);
    expect(period('2024-11-30T00:00:00.000Z', '2025-02-28T00:00:00.000Z')).toEqual([
      '2025-02-28T00:00:00.000Z',
      '2025-03-30T00:00:00.000Z',
    ]);
    expect(period('2023-01-15T00:00:00.000Z', '2025-01-15T00:00:00.000Z')[0]).toBe(
      '2025-01-15T00:00:00.000Z',
    );
  });

  it('answers the first period for a time before the signup (clock skew)', () => {
    expect(period('2025-06-10T00:00:00.000Z', '2025-06-09T00:00:00.000Z')).toEqual([
      '2025-06-10T00:00:00.000Z',
      '2025-07-10T00:00:00.000Z',
    ]);
  });

  it('always holds now in [start, end), periods touching and each about a month long', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const from = Date.UTC(2019, 0, 1);
    const span = Date.UTC(2031, 0, 1) - from;
    for (let i = 0; i < 2000; i += 1) {
      const signup = new Date(from + Math.floor(random() * span));
      const now = new Date(signup.getTime() + Math.floor(random() * 6 * 365 * 86_400_000));
      const p = quotaPeriod(signup, now);
      expect(p.start.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(p.end.getTime()).toBeGreaterThan(now.getTime());
      const days = (p.end.getTime() - p.start.getTime()) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(28);
      expect(days).toBeLessThanOrEqual(31);
      expect(quotaPeriod(signup, p.end).start.getTime()).toBe(p.end.getTime());
      expect(p.start.getUTCHours()).toBe(signup.getUTCHours());
      expect(p.start.getUTCDate()).toBe(
        Math.min(
          signup.getUTCDate(),
          new Date(Date.UTC(p.start.getUTCFullYear(), p.start.getUTCMonth() + 1, 0)).getUTCDate(),
        ),
      );
    }
  });
});
