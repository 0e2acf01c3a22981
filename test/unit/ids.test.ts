import { newId } from '../../core/ids';

describe('newId', () => {
  it('sorts by creation time, so newest-first paging can use the id alone', () => {
    const older = newId('post', 1_700_000_000_000);
    const newer = newId('post', 1_700_000_000_001);
    expect(older < newer).toBe(true);
    expect(older).toMatch(/^post_[0-9a-z]{22}$/);
  });

  it('does not repeat within the same millisecond, and keeps the order ids were made in', () => {
    const ids = Array.from({ length: 1000 }, () => newId('x', 1));
    expect(new Set(ids).size).toBe(1000);
    expect([...ids].sort()).toEqual(ids);
  });

  it('keeps counting up when the clock steps back', () => {
    const later = newId('x', 2_000_000_000_000);
    const earlierClock = newId('x', 1_999_999_999_000);
    expect(later < earlierClock).toBe(true);
  });
});
