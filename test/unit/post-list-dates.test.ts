import { dateBound, parseStatuses, type DateBound } from '../../core/services/posts/post-query-service';

function bound(side: 'since' | 'until', value: string): DateBound {
  const result = dateBound(side, value);
  if (typeof result === 'string') throw new Error(`expected a bound for ${side}=${value}, got: ${result}`);
  return result;
}

const iso = (b: DateBound) => `${b.op} ${b.at.toISOString()}`;

describe('GET /v1/posts since/until', () => {
  it('reads a bare since date as the start of that UTC day, inclusive', () => {
    expect(iso(bound('since', '2026-03-01'))).toBe('$gte 2026-03-01T00:00:00.000Z');
  });

  it('reads a bare until date as the whole UTC day: before the start of the next one', () => {
    expect(iso(bound('until', '2026-03-01'))).toBe('$lt 2026-03-02T00:00:00.000Z');
    expect(iso(bound('until', '2026-12-31'))).toBe('$lt 2027-01-01T00:00:00.000Z');
    expect(iso(bound('until', '2028-02-28'))).toBe('$lt 2028-02-29T00:00:00.000Z');
  });

  it('takes an ISO 8601 time with its offset as is, inclusive on both sides', () => {
    expect(iso(bound('since', '2026-03-01T09:00:00+09:00'))).toBe('$gte 2026-03-01T00:00:00.000Z');
    expect(iso(bound('until', '2026-03-01T09:00:00+09:00'))).toBe('$lte 2026-03-01T00:00:00.000Z');
    expect(iso(bound('until', '2026-03-01T23:30:00-05:00'))).toBe('$lte 2026-03-02T04:30:00.000Z');
    expect(iso(bound('since', '2026-03-01T10:15:30.123Z'))).toBe('$gte 2026-03-01T10:15:30.123Z');
    expect(iso(bound('since', '2026-03-01T10:15:30.123456Z'))).toBe('$gte 2026-03-01T10:15:30.123Z');
  });

  it('accepts the offset forms ISO 8601 allows: Z, ±hh:mm, ±hhmm, ±hh, and minutes without seconds', () => {
    for (const value of [
      '2026-03-01T09:00Z',
      '2026-03-01t09:00:00z',
      '2026-03-01T18:00:00+0900',
      '2026-03-01T18:00:00+09',
      '2026-03-01T04:00-05:00',
    ]) {
      expect(iso(bound('since', value))).toBe('$gte 2026-03-01T09:00:00.000Z');
    }
  });

  it("reads a space in the offset's sign as the + a query string decoded to a space", () => {
    expect(iso(bound('since', '2026-03-01T18:00:00 09:00'))).toBe('$gte 2026-03-01T09:00:00.000Z');
  });

  it('refuses a date and time without an offset, saying so', () => {
    const result = dateBound('since', '2026-03-01T09:00:00');
    expect(result).toEqual(expect.stringContaining('no timezone offset'));
    expect(result).toEqual(expect.stringMatching(/^since: /));
  });

  it('refuses days and times that do not exist', () => {
    for (const value of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-03-01T24:00:00Z',
      '2026-03-01T10:60:00Z',
      '2026-03-01T10:00:61Z',
      '2026-03-01T10:00:00+24:00',
      '2026-03-01T10:00:00+05:75',
    ]) {
      expect(dateBound('until', value)).toEqual(expect.stringMatching(/^until: /));
    }
    // 2028 is a leap year.
    expect(iso(bound('since', '2028-02-29'))).toBe('$gte 2028-02-29T00:00:00.000Z');
  });

  it('refuses what is not a date at all, naming the field', () => {
    for (const value of [
      'yesterday',
      '2026-3-1',
      '20260301',
      '01/03/2026',
      '2026-03-01T',
      '1709251200',
      '',
    ]) {
      expect(dateBound('since', value)).toEqual(expect.stringMatching(/^since: use YYYY-MM-DD or ISO 8601/));
    }
  });

  it('reads years before 100 as written, not as 19xx', () => {
    expect(bound('since', '0050-01-01').at.getUTCFullYear()).toBe(50);
  });
});

describe('GET /v1/posts status', () => {
  it('reads a comma-separated list, trimming spaces and dropping repeats', () => {
    expect(parseStatuses('published')).toEqual(['published']);
    expect(parseStatuses('scheduled, draft ,published,draft')).toEqual(['scheduled', 'draft', 'published']);
    expect(parseStatuses('scheduled,draft,publishing,published,partial,failed,cancelled')).toHaveLength(7);
  });

  it('names every unknown status and lists the known ones', () => {
    const result = parseStatuses('published,sent,Draft');
    expect(result).toEqual(expect.stringMatching(/^status: "sent", "Draft" is not a post status/));
    expect(result).toEqual(
      expect.stringContaining('scheduled, draft, publishing, published, partial, failed, cancelled'),
    );
  });

  it('refuses an empty entry', () => {
    expect(parseStatuses('published,')).toEqual(expect.stringContaining('an empty entry'));
    expect(parseStatuses('')).toEqual(expect.stringMatching(/^status: /));
  });
});
