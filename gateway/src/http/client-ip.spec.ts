import { limitKey } from './client-ip';

describe('the key a per-client limit counts', () => {
  it('is an IPv4 address itself, also when it arrives IPv4-mapped', () => {
    expect(limitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(limitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitKey('0.0.0.0')).toBe('0.0.0.0');
    expect(limitKey('255.255.255.255')).toBe('255.255.255.255');
  });

  it('is the same address however an IPv4 address is written (leading zeros are octal to the parser)', () => {
    expect(limitKey('010.0.0.1')).toBe('8.0.0.1');
    expect(limitKey('203.000.113.007')).toBe('203.0.113.7');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    expect(limitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8:1:2::ffff')).toBe(limitKey('2001:db8:1:2:1234::1'));
    expect(limitKey('2001:db8:1:3::1')).not.toBe(limitKey('2001:db8:1:2::1'));
  });

  it('leaves anything else as it is', () => {
    expect(limitKey('unknown')).toBe('unknown');
  });
});
