import { classifyAddress, isBlockedAddress, UrlFetcher } from '../../core/media/url-fetch';

describe('classifyAddress (which addresses a media URL may reach)', () => {
  it.each([
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.255', 'shared (CGNAT)'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['2002:c0a8:0101::1', 'private'],
    ['not-an-ip', 'not an address'],
  ])('%s is refused (%s)', (address, why) => {
    expect(classifyAddress(address)).toBe(why);
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '11.0.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('%s is public', (address) => {
    expect(classifyAddress(address)).toBeNull();
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe('UrlFetcher.open refuses before connecting', () => {
  const fetcher = new UrlFetcher({ timeoutMs: 5000 });

  it.each(['http://example.com/a.jpg', 'ftp://example.com/a.jpg', 'not a url'])(
    '%s is media_url_invalid',
    async (url) => {
      await expect(fetcher.open(url)).rejects.toMatchObject({ code: 'media_url_invalid' });
    },
  );

  it.each([
    'https://127.0.0.1/x',
    'https://[::1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://10.0.0.1/x',
    'https://169.254.169.254/latest/meta-data',
    'https://localhost/x',
    'https://media.localhost/x',
  ])('%s is media_url_blocked', async (url) => {
    await expect(fetcher.open(url)).rejects.toMatchObject({ code: 'media_url_blocked' });
  });
});
