import jwt from 'jsonwebtoken';
import type { Role } from '../user/user.entity';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  role: Role;
  exp: number;
  iat: number;
  /** the user's tokenVersion when the token was issued; a different current version means the session ended */
  tv: number;
}

export class TokenService {
  constructor(private readonly secret: string) {}

  issue(user: { id: number; role: Role; email: string; tokenVersion: number }): string {
    return jwt.sign({ role: user.role, email: user.email, tv: user.tokenVersion }, this.secret, {
      algorithm: 'HS256',
      subject: String(user.id),
      expiresIn: TOKEN_LIFETIME_SECONDS,
    });
  }

  /** The claims of a valid, unexpired HS256 token that names its expiry and version; null otherwise. */
  verify(token: string): TokenClaims | null {
    try {
      const claims = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof claims === 'string' || !claims.sub || !/^\d+$/.test(claims.sub)) return null;
      // jsonwebtoken accepts a token without exp as never expiring; every token this server issues has both.
      if (typeof claims.exp !== 'number' || !Number.isSafeInteger(claims.tv)) return null;
      return claims as TokenClaims;
    } catch {
      return null;
    }
  }
}
