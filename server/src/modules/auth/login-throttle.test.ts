import { LocalRateCounters } from '../../shared/rate-counters';
import { limitedAddress } from './client-address';
import { LoginThrottle } from './login-throttle';

const WINDOW = 15 * 60_000;
const limits = { perAddressAccount: 3, perAddress: 6, perAccount: 8, windowMs: WINDOW };
const reserved = (attempt: unknown) => typeof attempt === 'object';

describe('login throttle', () => {
  it('caps an address per account and overall, while the account stays open to other addresses', async () => {
    let now = 0;
    const throttle = new LoginThrottle(new LocalRateCounters(() => now), limits);
    for (let i = 0; i < 3; i++) expect(reserved(await throttle.reserve('1.2.3.4', 'ana@x.com'))).toBe(true);
    expect(await throttle.reserve('1.2.3.4', 'ana@x.com')).toBe('address');
    expect(reserved(await throttle.reserve('5.6.7.8', 'ana@x.com'))).toBe(true); // the owner elsewhere
    for (let i = 0; i < 3; i++) expect(reserved(await throttle.reserve('1.2.3.4', `outra${i}@x.com`))).toBe(true);
    expect(await throttle.reserve('1.2.3.4', 'bia@x.com')).toBe('address'); // the address is at its limit
    now += WINDOW + 1;
    expect(reserved(await throttle.reserve('1.2.3.4', 'ana@x.com'))).toBe(true);
  });

  it('closes the account to every address at its ceiling, and reserves nothing when refused', async () => {
    const throttle = new LoginThrottle(new LocalRateCounters(), limits);
    for (let i = 0; i < 8; i++) expect(reserved(await throttle.reserve(`10.0.0.${i}`, 'ana@x.com'))).toBe(true);
    expect(await throttle.reserve('10.0.1.1', 'ana@x.com')).toBe('account');
    // the refusal took no slot of the fresh address: it may still try another account 6 times
    for (let i = 0; i < 3; i++) expect(reserved(await throttle.reserve('10.0.1.1', 'bia@x.com'))).toBe(true);
  });

  it('gives back only the slots of a successful check', async () => {
    const throttle = new LoginThrottle(new LocalRateCounters(), limits);
    for (let i = 0; i < 5; i++) await throttle.reserve('1.2.3.4', `alvo${i}@x.com`);
    const own = await throttle.reserve('1.2.3.4', 'eu@x.com');
    if (typeof own !== 'object') throw new Error('expected a reserved attempt');
    await own.giveBack(); // a success on one's own account restores nothing else
    expect(reserved(await throttle.reserve('1.2.3.4', 'alvo0@x.com'))).toBe(true);
    expect(await throttle.reserve('1.2.3.4', 'alvo1@x.com')).toBe('address');
  });

  it('lets exactly the limit through when attempts race', async () => {
    const throttle = new LoginThrottle(new LocalRateCounters(), limits);
    const attempts = await Promise.all(Array.from({ length: 60 }, () => throttle.reserve('1.2.3.4', 'ana@x.com')));
    expect(attempts.filter(reserved)).toHaveLength(3);
  });

  it('counts an IPv6 client by its /64 network', () => {
    expect(limitedAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitedAddress('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(limitedAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitedAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(limitedAddress('198.51.100.7')).toBe('198.51.100.7');
  });
});
