import { postRules } from '../../core/services/posts/post-rules';
import { dateTimeOf, readDateTime, readDay } from '../../core/text/dates';
import { validateSocialDraft } from '../../plugins/social/rules';
import { validateVidDraft } from '../../plugins/vid/rules';

const iso = (text: string) => {
  const reading = readDateTime(text);
  return 'at' in reading ? reading.at.toISOString() : reading.problem;
};
const day = (text: string) => {
  const reading = readDay(text);
  return 'at' in reading ? reading.at.toISOString() : reading.problem;
};

describe('readDateTime: ISO 8601 date and time with its offset', () => {
  it('reads Z and ±hh:mm offsets, with or without seconds and a fraction', () => {
    expect(iso('2027-03-01T10:00:00Z')).toBe('2027-03-01T10:00:00.000Z');
    expect(iso('2027-03-01T19:00:00+09:00')).toBe('2027-03-01T10:00:00.000Z');
    expect(iso('2027-03-01T05:00-05:00')).toBe('2027-03-01T10:00:00.000Z');
    expect(iso('2027-03-01T19:00:00+0900')).toBe('2027-03-01T10:00:00.000Z');
    expect(iso('2027-03-01t10:00:00z')).toBe('2027-03-01T10:00:00.000Z');
    expect(iso('2027-03-01T10:00:00.5Z')).toBe('2027-03-01T10:00:00.500Z');
    expect(iso('2027-03-01T10:00:00.123456789Z')).toBe('2027-03-01T10:00:00.123Z');
  });

  it('refuses a day that does not exist instead of rolling over to the next month', () => {
    expect(iso('2027-02-30T10:00:00Z')).toBe('calendar');
    expect(iso('2027-02-29T10:00:00Z')).toBe('calendar');
    expect(iso('2027-04-31T10:00:00Z')).toBe('calendar');
    expect(iso('2027-13-01T10:00:00Z')).toBe('calendar');
    expect(iso('2027-00-01T10:00:00Z')).toBe('calendar');
    expect(iso('2027-01-00T10:00:00Z')).toBe('calendar');
  });

  it('knows leap years: every 4th, not every 100th, every 400th', () => {
    expect(iso('2028-02-29T00:00:00Z')).toBe('2028-02-29T00:00:00.000Z');
    expect(iso('2000-02-29T00:00:00Z')).toBe('2000-02-29T00:00:00.000Z');
    expect(iso('2100-02-29T00:00:00Z')).toBe('calendar');
  });

  it('refuses hours, minutes, seconds and offsets out of range (no 24:00, no leap second)', () => {
    expect(iso('2027-03-01T24:00:00Z')).toBe('calendar');
    expect(iso('2027-03-01T10:60:00Z')).toBe('calendar');
    expect(iso('2027-03-01T23:59:60Z')).toBe('calendar');
    expect(iso('2027-03-01T10:00:00+24:00')).toBe('calendar');
    expect(iso('2027-03-01T10:00:00+05:60')).toBe('calendar');
  });

  it('refuses a time without an offset, which would be read in some server zone', () => {
    expect(iso('2027-03-01T10:00:00')).toBe('offset');
    expect(iso('2027-03-01T10:00')).toBe('offset');
  });

  it('refuses what is not the shape', () => {
    for (const text of [
      '',
      'soon',
      '2027-03-01',
      '2027-3-1T10:00:00Z',
      '2027-03-01 10:00:00Z',
      '20270301T100000Z',
      '1803117600',
      '2027-03-01T10:00:00+09',
      '2027-03-01T10:00:00.1234567890Z',
      '+012027-03-01T10:00:00Z',
      ' 2027-03-01T10:00:00Z',
    ]) {
      expect([text, iso(text)]).toEqual([text, 'format']);
    }
  });

  it('holds to years 0001-9999 in UTC, what PostgreSQL and JS Date both hold', () => {
    expect(iso('0001-01-01T00:00:00Z')).toBe('0001-01-01T00:00:00.000Z');
    expect(iso('9999-12-31T23:59:59.999Z')).toBe('9999-12-31T23:59:59.999Z');
    expect(iso('0050-06-01T00:00:00Z')).toBe('0050-06-01T00:00:00.000Z');
    expect(iso('0000-01-01T00:00:00Z')).toBe('range');
    // Offsets that carry a time past either end.
    expect(iso('9999-12-31T23:00:00-05:00')).toBe('range');
    expect(iso('0001-01-01T00:30:00+01:00')).toBe('range');
  });

  it('reads every accepted form as JS Date does, so the text can be passed on as it came', () => {
    for (const text of [
      '2027-03-01T19:00:00+09:00',
      '2027-03-01T19:00:00+0900',
      '2027-03-01t10:00z',
      '2027-03-01T10:00:00.5Z',
      '2027-03-01T10:00:00.123456Z',
    ]) {
      expect([text, dateTimeOf(text)?.getTime()]).toEqual([text, Date.parse(text)]);
    }
  });

  it('dateTimeOf: the instant, or undefined for anything else (not a string too)', () => {
    expect(dateTimeOf('2027-03-01T10:00:00Z')?.toISOString()).toBe('2027-03-01T10:00:00.000Z');
    expect(dateTimeOf('2027-02-30T10:00:00Z')).toBeUndefined();
    expect(dateTimeOf(1803117600)).toBeUndefined();
    expect(dateTimeOf(undefined)).toBeUndefined();
  });
});

describe('readDay: YYYY-MM-DD', () => {
  it('is the start of that day in UTC', () => {
    expect(day('2027-03-01')).toBe('2027-03-01T00:00:00.000Z');
    expect(day('2028-02-29')).toBe('2028-02-29T00:00:00.000Z');
    expect(day('9999-12-31')).toBe('9999-12-31T00:00:00.000Z');
  });

  it('refuses days that do not exist, year 0000 and other shapes', () => {
    expect(day('2027-02-29')).toBe('calendar');
    expect(day('2027-06-31')).toBe('calendar');
    expect(day('0000-01-01')).toBe('range');
    expect(day('10000-01-01')).toBe('format');
    expect(day('2027-03-01T00:00:00Z')).toBe('format');
  });
});

describe('every date field reads through the one parser', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('scheduledAt on 30 February is scheduled_at_invalid, not 2 March', () => {
    const found = postRules({ scheduledAt: '2027-02-30T10:00:00Z' }, now);
    expect(found.map((v) => v.code)).toEqual(['scheduled_at_invalid']);
    expect(found[0].message).toContain('2027-02-30T10:00:00Z is not a real date and time');
    expect(postRules({ scheduledAt: '2027-03-02T10:00:00Z' }, now)).toEqual([]);
  });

  it('scheduledAt 2 minutes ahead is under the 10-minute lead, unless a benchmark lowered it', () => {
    const soon = '2026-11-24T12:02:00Z';
    expect(postRules({ scheduledAt: soon }, now).map((v) => v.code)).toEqual(['scheduled_at_range']);
    expect(postRules({ scheduledAt: soon }, now, 60_000)).toEqual([]);
  });

  it('options.social.scheduledPublishTime on 31 November is social_schedule_invalid', () => {
    const draft = (scheduledPublishTime: string) => ({
      text: 'x',
      mediaIds: [],
      options: { scheduledPublishTime },
    });
    const codes = (value: string) => validateSocialDraft(draft(value), now.getTime()).map((v) => v.code);
    expect(codes('2026-11-31T10:00:00Z')).toEqual(['social_schedule_invalid']);
    expect(codes('2026-12-01T10:00:00Z')).toEqual([]);
  });

  it('options.vid.publishAt past year 9999 is vid_schedule_invalid', () => {
    const codes = (publishAt: string) =>
      validateVidDraft({
        text: '',
        mediaIds: [],
        options: { title: 'A video', privacyStatus: 'private', publishAt },
      }).map((v) => v.code);
    expect(codes('9999-12-31T23:00:00-05:00')).toContain('vid_schedule_invalid');
    expect(codes('2027-02-29T10:00:00Z')).toContain('vid_schedule_invalid');
    expect(codes('2027-03-01T10:00:00Z')).not.toContain('vid_schedule_invalid');
  });
});
