import { describe, expect, it } from 'vitest';
import { createAddressPolicy } from './address-policy';

// Issue #18 finding 10: IPv6 forms that embed an IPv4 address are judged by that address.

const policy = createAddressPolicy([]);
const isAllowed = (address: string, port = 443) => policy.refusalFor([address], port) === null;

describe('IPv6 forms embedding an IPv4 address', () => {
  it.each([
    ['IPv4-mapped', '::ffff:127.0.0.1'],
    ['IPv4-mapped, hex', '::ffff:7f00:1'],
    ['IPv4-mapped, private', '::ffff:10.0.0.1'],
    ['IPv4-translated', '::ffff:0:127.0.0.1'],
    ['IPv4-compatible', '::127.0.0.1'],
    ['IPv4-compatible, bracketed', '[::127.0.0.1]'],
    ['IPv4-compatible, hex', '::7f00:1'],
    ['IPv4-compatible, metadata endpoint', '::169.254.169.254'],
    ['IPv4-compatible, private', '::192.168.1.1'],
    ['NAT64', '64:ff9b::127.0.0.1'],
    ['NAT64, hex', '64:ff9b::7f00:1'],
    ['NAT64, private', '64:ff9b::10.1.2.3'],
    ['6to4', '2002:7f00:1::'],
    ['6to4 with a host part', '2002:7f00:1:1::5'],
    ['6to4, private', '2002:c0a8:101::1'],
    ['6to4, metadata endpoint', '2002:a9fe:a9fe::'],
  ])('refuses %s of a non-public address (%s)', (_form, address) => {
    const refusal = policy.refusalFor([address], 443);
    expect(refusal).toMatchObject({ statusCode: 400, field: 'url' });
    expect(refusal?.message).toBe('This address is not allowed: private or local network');
  });

  it.each([
    ['IPv4-mapped', '::ffff:93.184.216.34'],
    ['IPv4-compatible', '::93.184.216.34'],
    ['NAT64', '64:ff9b::93.184.216.34'],
    ['6to4', '2002:5db8:d822::1'],
  ])('allows %s of a public address (%s) on a web port only', (_form, address) => {
    expect(isAllowed(address)).toBe(true);
    expect(policy.refusalFor([address], 22)).toMatchObject({ statusCode: 400, field: 'url' });
  });

  it('still refuses the unspecified and loopback IPv6 addresses inside ::/96', () => {
    expect(isAllowed('::')).toBe(false);
    expect(isAllowed('::1')).toBe(false);
  });

  it('refuses the NAT64 local-use prefix, whose IPv4 position cannot be known', () => {
    expect(isAllowed('64:ff9b:1::7f00:1')).toBe(false);
    expect(isAllowed('64:ff9b:1:ffff::5db8:d822')).toBe(false);
  });

  it('refuses a name whose answers mix a public address with an embedded loopback one', () => {
    expect(policy.refusalFor(['93.184.216.34', '::127.0.0.1'], 443)).not.toBeNull();
  });

  it('keeps ordinary public IPv6 allowed', () => {
    expect(isAllowed('2606:2800:220:1:248:1893:25c8:1946')).toBe(true);
  });

  it('lets an allowlisted IPv4 network in by its embedded forms too', () => {
    const local = createAddressPolicy(['127.0.0.0/8']);
    expect(local.refusalFor(['::ffff:127.0.0.1'], 3000)).toBeNull();
    expect(local.refusalFor(['::127.0.0.1'], 3000)).toBeNull();
    expect(local.refusalFor(['::10.0.0.1'], 3000)).not.toBeNull();
  });
});
