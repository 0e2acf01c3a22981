import { KeylessLimiter } from '../../core/http/keyless-limiter';

describe('KeylessLimiter: calls without a key per address per minute', () => {
  it('lets `limit` calls through per address, then answers the seconds left in its minute', () => {
    let now = 120_000;
    const limiter = new KeylessLimiter(3, () => now);
    expect([1, 2, 3].map(() => limiter.take('10.0.0.1'))).toEqual([undefined, undefined, undefined]);
    now += 15_000; // the address's minute began with its first call
    expect(limiter.take('10.0.0.1')).toEqual({ retryAfterSeconds: 45 });
    // Another address has its own count.
    expect(limiter.take('10.0.0.2')).toBeUndefined();
    now += 44_500;
    expect(limiter.take('10.0.0.1')).toEqual({ retryAfterSeconds: 1 });
    // A new minute starts every count again.
    now += 1_000;
    expect(limiter.take('10.0.0.1')).toBeUndefined();
  });

  it('limits nothing with 0', () => {
    const limiter = new KeylessLimiter(0);
    for (let i = 0; i < 1000; i += 1) expect(limiter.take('a')).toBeUndefined();
  });

  it('keeps at most maxAddresses counts; new addresses past it share one count', () => {
    const limiter = new KeylessLimiter(2, () => 0, 2);
    limiter.take('a');
    limiter.take('b');
    expect(limiter.take('c')).toBeUndefined();
    expect(limiter.take('d')).toBeUndefined();
    expect(limiter.take('e')).toEqual({ retryAfterSeconds: 60 });
    expect(limiter.take('a')).toBeUndefined();
  });
});
