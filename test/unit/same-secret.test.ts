import { sameSecret } from '../../core/auth/same-secret';

describe('comparing a sent secret with ours', () => {
  it('is true only for the same bytes', () => {
    expect(sameSecret('s3cret', 's3cret')).toBe(true);
    expect(sameSecret(Buffer.from('s3cret'), Buffer.from('s3cret'))).toBe(true);
    expect(sameSecret('s3cres', 's3cret')).toBe(false);
    expect(sameSecret('', 's3cret')).toBe(false);
  });

  it('refuses, without throwing, a value as long in characters but not in bytes', () => {
    // 'é' is two bytes: timingSafeEqual alone throws RangeError on buffers of unequal length.
    expect(sameSecret('ééé', 'abc')).toBe(false);
    expect(sameSecret('abc', 'ééé')).toBe(false);
  });
});
