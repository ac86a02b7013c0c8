import type { RateCounters } from '../../shared/rate-counters';
import { limitedAddress } from './client-address';

export interface LoginLimits {
  /** failed password checks allowed per client address and account within the window */
  perAddressAccount: number;
  /** failed password checks allowed per client address, whatever the accounts, within the window */
  perAddress: number;
  /**
   * failed password checks allowed per account (canonical e-mail, known or not) from all addresses together: a
   * ceiling well above the per-address limits, reached only by guessing from many addresses
   */
  perAccount: number;
  windowMs: number;
}

export const LOGIN_LIMITS: LoginLimits = {
  perAddressAccount: 5,
  perAddress: 10,
  perAccount: 50,
  windowMs: 15 * 60 * 1000,
};

/** A password check that holds one slot of each of its counters until it knows its result. */
export interface LoginAttempt {
  /**
   * For a check that succeeded, or never happened (the database failed under it): gives the slots back. Nothing
   * else is cleared, so a success on one account never restores another account's or its address's attempts.
   */
  giveBack(): Promise<void>;
}

/** Why no password is checked: this address guessed too much, or the whole account is at its ceiling. */
export type LoginRefusal = 'address' | 'account';

/**
 * Failed logins in the counters every worker and instance shares, per address and account, per address, and per
 * account. The owner signing in from an address of their own is refused only once the account-wide ceiling is
 * reached (then the sign-in link by e-mail is the way in), never because someone else guessed from elsewhere.
 * A slot of each is reserved before the password is checked (RateCounters.take is atomic), so parallel attempts
 * cannot overshoot; a failure keeps its slots.
 */
export class LoginThrottle {
  constructor(
    private readonly counters: RateCounters,
    private readonly limits: LoginLimits = LOGIN_LIMITS,
  ) {}

  /** A reserved attempt, or why none (nothing reserved then). `account` is the canonical e-mail. */
  async reserve(ip: string, account: string): Promise<LoginAttempt | LoginRefusal> {
    const { perAddressAccount, perAddress, perAccount, windowMs } = this.limits;
    const address = limitedAddress(ip);
    const slots: [key: string, limit: number, refusal: LoginRefusal][] = [
      [`login-failures:address-account:${address}:${account}`, perAddressAccount, 'address'],
      [`login-failures:address:${address}`, perAddress, 'address'],
      [`login-failures:account:${account}`, perAccount, 'account'],
    ];
    const taken: string[] = [];
    const giveBack = () => Promise.all(taken.map((key) => this.counters.release(key))).then(() => undefined);
    for (const [key, limit, refusal] of slots) {
      if (!(await this.counters.take(key, limit, windowMs))) {
        await giveBack();
        return refusal;
      }
      taken.push(key);
    }
    return { giveBack };
  }
}
