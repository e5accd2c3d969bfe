import { senderKey } from '@/server/http/sender-key';

/** Who a request counts against (docs/relay.md, "Limits"): an IPv4 address, or an IPv6 network of /64. */
describe('senderKey', () => {
  it.each([
    ['203.0.113.7', 64, '203.0.113.7'],
    ['::ffff:203.0.113.7', 64, '203.0.113.7'],
    ['::ffff:cb00:7107', 64, '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', 64, '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', 64, '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', 64, '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::9', 64, '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', 64, '2001:db8:1:3::/64'],
    ['2001:db8:1:2ff::1', 56, '2001:db8:1:200::/56'],
    ['2001:db8:abcd:12::1', 48, '2001:db8:abcd::/48'],
    ['2001:db8::1', 128, '2001:db8:0:0:0:0:0:1/128'],
    ['fe80::1%eth0', 64, 'fe80:0:0:0::/64'],
    ['::1', 64, '0:0:0:0::/64'],
    ['kein-ip', 64, 'kein-ip'],
  ])('%s with /%i counts as %s', (address, prefix, key) => {
    expect(senderKey(address, prefix)).toBe(key);
  });

  it('gives fifty addresses of one /64 one key, and the next /64 another', () => {
    const keys = new Set(Array.from({ length: 50 }, (_, n) => senderKey(`2001:db8:7:7::${(n + 1).toString(16)}`)));
    expect([...keys]).toEqual(['2001:db8:7:7::/64']);
    expect(senderKey('2001:db8:7:8::1')).not.toBe('2001:db8:7:7::/64');
  });
});
