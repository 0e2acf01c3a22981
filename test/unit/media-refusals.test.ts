import { mediaTooLarge } from '../../core/media/refusals';

describe('media_too_large', () => {
  it('names the kind with its article: an image, a video', () => {
    expect(mediaTooLarge('image', 8 * 1024 * 1024, 9_000_000).message).toMatch(
      /^An image may be at most 8 MB/,
    );
    expect(mediaTooLarge('video', 8 * 1024 * 1024, 9_000_000).message).toMatch(
      /^A video may be at most 8 MB/,
    );
  });
});
