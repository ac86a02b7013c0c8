import { embeddedIPv4, isPublicAddress, parseIPv6, unbracket } from './address-policy';

describe('isPublicAddress', () => {
  const allowed = [
    // IPv4
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '100.63.255.255', // just below CGNAT
    '100.128.0.0', // just above CGNAT
    '172.15.255.255', // just below 172.16/12
    '172.32.0.0', // just above
    '169.253.255.255',
    '192.0.1.1',
    '192.169.0.1',
    '198.17.255.255',
    '198.20.0.0',
    '223.255.255.255', // last unicast before multicast
    // IPv6
    '2606:4700:4700::1111',
    '2a00:1450:4001:81c::200e',
    '2001:4860:4860::8888', // 2001:4860::/32 is Google, outside 2001::/23
    '2800:3f0:4001:80b::200e',
    '[2606:4700:4700::1111]',
    // IPv6 forms that carry a public IPv4 address
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '::8.8.8.8',
    '64:ff9b::8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1', // 6to4 of 8.8.8.8
    '::ffff:0:8.8.8.8', // SIIT
  ];
  const refused = [
    // IPv4: loopback, private, CGNAT, link-local, unspecified, broadcast, multicast, reserved, documentation
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '192.168.255.255',
    '100.64.0.1',
    '100.127.255.255',
    '169.254.169.254', // cloud metadata
    '0.0.0.0',
    '0.1.2.3',
    '255.255.255.255',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '192.0.0.8',
    '192.0.2.1',
    '192.88.99.1',
    '198.18.0.1',
    '198.19.255.255',
    '198.51.100.7',
    '203.0.113.9',
    // IPv6: loopback, unspecified, link-local (with zone), unique-local, site-local, multicast, documentation
    '::1',
    '[::1]',
    '::',
    '0:0:0:0:0:0:0:1',
    'fe80::1',
    'fe80::1%eth0',
    'febf:ffff::1',
    'fc00::1',
    'fd12:3456:789a::1',
    'fec0::1',
    'ff02::1',
    'ff05::1:3',
    '2001:db8::1',
    '2001:db8:ffff::1',
    '3fff::1',
    '100::1', // discard
    '64:ff9b:1::1', // local-use NAT64
    '5f00::1', // SRv6, outside global unicast
    // IPv6 forms that carry a non-public IPv4 address
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe', // 169.254.169.254
    '::ffff:0.0.0.0',
    '::127.0.0.1',
    '::7f00:1',
    '::10.0.0.1',
    '::ffff:0:127.0.0.1', // SIIT
    '64:ff9b::127.0.0.1',
    '64:ff9b::a00:1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::1', // 6to4 of 127.0.0.1
    '2002:c0a8:101::', // 6to4 of 192.168.1.1
    '2002::', // 6to4 of 0.0.0.0
    // Teredo and the rest of 2001::/23
    '2001::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:2::1', // benchmarking
    '2001:10::1', // ORCHID
    // not IP addresses at all
    'localhost',
    'example.com',
    '127.1',
    '0x7f.0.0.1',
    '2130706433',
    '01.2.3.4',
    '',
    '[]',
    '1.2.3.4.5',
    '::ffff:1.2.3',
  ];

  it.each(allowed)('allows %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each(refused)('refuses %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });
});

describe('embeddedIPv4', () => {
  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::ffff:7f00:1', '127.0.0.1'],
    ['[::ffff:7f00:1]', '127.0.0.1'],
    ['::127.0.0.1', '127.0.0.1'],
    ['::ffff:0:a00:1', '10.0.0.1'],
    ['64:ff9b::c0a8:101', '192.168.1.1'],
    ['2002:808:808:1::1', '8.8.8.8'],
    ['2606:4700::1111', null],
    ['fe80::1', null],
    ['8.8.8.8', null],
  ])('finds in %s: %s', (ip, expected) => {
    expect(embeddedIPv4(ip)).toBe(expected);
  });
});

describe('parseIPv6', () => {
  it('reads every notation to the same 16 bytes', () => {
    const loopback = [...new Array(15).fill(0), 1];
    expect(parseIPv6('::1')).toEqual(loopback);
    expect(parseIPv6('0:0:0:0:0:0:0:1')).toEqual(loopback);
    expect(parseIPv6('::0.0.0.1')).toEqual(loopback);
    expect(parseIPv6('1:2:3:4:5:6:1.2.3.4')).toEqual([0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 1, 2, 3, 4]);
    expect(parseIPv6('fe80::1%eth0')).toEqual([0xfe, 0x80, ...new Array(13).fill(0), 1]);
    expect(parseIPv6('1::')).toEqual([0, 1, ...new Array(14).fill(0)]);
    expect(parseIPv6('1.2.3.4')).toBeNull();
    expect(parseIPv6('::g')).toBeNull();
  });

  it('unbrackets URL hostnames', () => {
    expect(unbracket('[::1]')).toBe('::1');
    expect(unbracket('example.com')).toBe('example.com');
  });
});
