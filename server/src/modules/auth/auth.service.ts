import type { DataSource } from 'typeorm';
import type { AuthUser, RequestContext } from '../../graphql/context';
import { AppError, ErrorCode, badInput, tooManyRequests } from '../../shared/errors';
import { normalizeEmail } from '../../shared/validation';
import { User } from '../user/user.entity';
import type { UserService } from '../user/user.service';
import { LoginThrottle } from './login-throttle';
import { burnPasswordCheck, verifyPassword } from './passwords';
import type { TokenService } from './tokens';

export const INVALID_CREDENTIALS = 'Email ou senha inválidos.';

export class AuthService {
  constructor(
    private readonly ds: DataSource,
    private readonly users: UserService,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
  ) {}

  async login(ctx: RequestContext, email: string, password: string): Promise<{ token: string; user: User }> {
    if (!email?.trim() || !password)
      throw badInput(!email?.trim() ? 'email' : 'password', 'Por favor, insira email e senha.');
    if (await this.throttle.isBlocked(ctx.ip)) {
      throw tooManyRequests('Muitas tentativas de login. Aguarde 15 minutos e tente novamente.');
    }
    const user = await this.users.findByEmail(email);
    const valid = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
    if (!user || !valid) {
      await this.throttle.recordFailure(ctx.ip);
      throw new AppError(ErrorCode.UNAUTHENTICATED, INVALID_CREDENTIALS);
    }
    await this.throttle.reset(ctx.ip);
    return { token: this.tokens.issue(user), user };
  }

  async register(
    ctx: RequestContext,
    input: { name: string; email: string; password: string },
  ): Promise<{ token: string; user: User }> {
    if (!input.name?.trim() || !input.email?.trim() || !input.password) {
      const field = !input.name?.trim() ? 'name' : !input.email?.trim() ? 'email' : 'password';
      throw badInput(field, 'Por favor, preencha todos os campos.');
    }
    const user = await this.users.create(ctx, { ...input, email: normalizeEmail(input.email) });
    return { token: this.tokens.issue(user), user };
  }

  /** Who a bearer token speaks for, re-reading the user so role changes and deletions apply at once. */
  async authenticate(token: string): Promise<AuthUser | AppError> {
    const claims = this.tokens.verify(token);
    if (!claims) return new AppError(ErrorCode.UNAUTHENTICATED, 'Sessão inválida ou expirada. Entre novamente.');
    const user = await this.ds.getRepository(User).findOne({
      where: { id: Number(claims.sub) },
      select: { id: true, name: true, email: true, role: true },
    });
    if (!user) return new AppError(ErrorCode.UNAUTHENTICATED, 'Sessão inválida ou expirada. Entre novamente.');
    return { id: user.id, name: user.name, email: user.email, role: user.role };
  }
}
