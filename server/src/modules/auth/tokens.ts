import jwt from 'jsonwebtoken';
import type { Role } from '../user/user.entity';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  role: Role;
  exp: number;
  iat: number;
}

export class TokenService {
  constructor(private readonly secret: string) {}

  issue(user: { id: number; role: Role; email: string }): string {
    return jwt.sign({ role: user.role, email: user.email }, this.secret, {
      algorithm: 'HS256',
      subject: String(user.id),
      expiresIn: TOKEN_LIFETIME_SECONDS,
    });
  }

  /** The claims of a valid, unexpired HS256 token; null otherwise. */
  verify(token: string): TokenClaims | null {
    try {
      const claims = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof claims === 'string' || !claims.sub || !/^\d+$/.test(claims.sub)) return null;
      return claims as TokenClaims;
    } catch {
      return null;
    }
  }
}
