import type { RateCounters } from '../../shared/rate-counters';

export interface LoginLimits {
  /** failed password checks allowed per client address within the window */
  perAddress: number;
  /** failed password checks allowed per account (normalized e-mail, known or not) within the window */
  perAccount: number;
  windowMs: number;
}

export const LOGIN_LIMITS: LoginLimits = { perAddress: 10, perAccount: 10, windowMs: 15 * 60 * 1000 };

/** A password check that holds one slot of its address and one of its account until it knows its result. */
export interface LoginAttempt {
  /**
   * For a check that succeeded, or never happened (the database failed under it): gives both slots back. Nothing
   * else is cleared, so a success on one account never restores another account's or its address's attempts.
   */
  giveBack(): Promise<void>;
}

/**
 * Failed logins per client address and per account, in the counters every worker shares. A slot is reserved
 * before the password is checked (RateCounters.take is atomic), so parallel attempts cannot overshoot: at most
 * `perAddress` failed checks per address and `perAccount` per account in any window. A failure keeps its slots.
 */
export class LoginThrottle {
  constructor(
    private readonly counters: RateCounters,
    private readonly limits: LoginLimits = LOGIN_LIMITS,
  ) {}

  /** A reserved attempt, or null (nothing reserved) when the address or the account is at its limit. */
  async reserve(address: string, account: string): Promise<LoginAttempt | null> {
    const { perAddress, perAccount, windowMs } = this.limits;
    const addressKey = `login-failures:address:${address}`;
    const accountKey = `login-failures:account:${account}`;
    if (!(await this.counters.take(addressKey, perAddress, windowMs))) return null;
    if (!(await this.counters.take(accountKey, perAccount, windowMs))) {
      await this.counters.release(addressKey);
      return null;
    }
    return {
      giveBack: async () => {
        await Promise.all([this.counters.release(addressKey), this.counters.release(accountKey)]);
      },
    };
  }
}
