import { USER_BOUNDS } from '@receitas/shared';
import { transaction } from '../../db/transaction';
import { Not, type DataSource, type Repository } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { AppError, ErrorCode, badInput, conflict, notFound } from '../../shared/errors';
import { isEmail } from '../../shared/validation';
import { checkPassword } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { SiteConfiguration } from '../configuration/configuration.entity';
import { CREATOR_NAME_TAKEN, imitatesCreator } from './creator-name';
import { emailKey } from './email-key';
import { Role, User } from './user.entity';

/** 409 naming the field, so a form can point at the e-mail (the last-admin conflicts name none). */
const emailTaken = () => new AppError(ErrorCode.CONFLICT, 'Este e-mail já está cadastrado.', 'email');

export interface UserFields {
  name: string;
  email: string;
  password?: string | null;
  role?: Role;
}

export class UserService {
  private readonly users: Repository<User>;

  /** `siteNames`: the creator's and the site's names, which no reader's account may imitate */
  constructor(
    private readonly ds: DataSource,
    private readonly siteNames: string[] = [],
  ) {
    this.users = ds.getRepository(User);
  }

  list(_ctx: RequestContext): Promise<User[]> {
    return this.users.find({ order: { name: 'ASC', id: 'ASC' } });
  }

  async get(_ctx: RequestContext, id: number): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw notFound('Usuário não encontrado.');
    return user;
  }

  /** The account of this e-mail in any spelling that canonicalises alike (email-key.ts), or null. */
  async findByEmail(email: string): Promise<User | null> {
    const key = emailKey(email);
    const user = await this.users.findOneBy({ emailKey: key });
    // Compared here too, so no column collation can ever let a near spelling through.
    return user?.emailKey === key ? user : null;
  }

  async create(_ctx: RequestContext | null, fields: UserFields): Promise<User> {
    const { name, email } = this.checkIdentity(fields);
    const role = fields.role ?? Role.USER;
    await this.checkName(name, role);
    if (!fields.password) throw badInput('password', 'Senha é obrigatória para novos usuários');
    checkPassword(fields.password, [name, email, ...(await this.protectedNames())]);
    if (await this.users.existsBy({ emailKey: email })) throw emailTaken();
    const user = this.users.create({
      name,
      email,
      emailKey: email,
      role,
      passwordHash: await hashPassword(fields.password),
    });
    return this.saveUnique(user);
  }

  async update(_ctx: RequestContext, id: number, fields: UserFields): Promise<User> {
    const { name, email } = this.checkIdentity(fields);
    if (fields.password) checkPassword(fields.password, [name, email, ...(await this.protectedNames())]);
    return transaction(this.ds, async (em) => {
      const users = em.getRepository(User);
      const user = await users.findOneBy({ id });
      if (!user) throw notFound('Usuário não encontrado.');
      const role = fields.role ?? user.role;
      if (name !== user.name || role !== user.role) await this.checkName(name, role);
      if (await users.existsBy({ emailKey: email, id: Not(id) })) throw emailTaken();
      if (user.role === Role.ADMIN && role !== Role.ADMIN && (await this.otherAdmins(users, id)) === 0) {
        throw conflict('Não é possível rebaixar o último administrador.');
      }
      // A new password or role ends the account's sessions: tokens issued before stop working.
      const endsSessions = Boolean(fields.password) || role !== user.role;
      Object.assign(user, { name, email, emailKey: email, role });
      if (fields.password) user.passwordHash = await hashPassword(fields.password);
      const saved = await users.save(user);
      if (endsSessions) await users.increment({ id }, 'tokenVersion', 1);
      return saved;
    });
  }

  /** Ends every session of the account (tokens carry the version this raises) and returns it as it now is. */
  async endSessions(_ctx: RequestContext, id: number): Promise<User> {
    await transaction(this.ds, (em) => em.getRepository(User).increment({ id }, 'tokenVersion', 1));
    const user = await this.users.findOneBy({ id });
    if (!user) throw notFound('Usuário não encontrado.');
    return user;
  }

  async delete(_ctx: RequestContext, id: number): Promise<void> {
    await transaction(this.ds, async (em) => {
      const users = em.getRepository(User);
      const user = await users.findOneBy({ id });
      if (!user) throw notFound('Usuário não encontrado.');
      if (user.role === Role.ADMIN && (await this.otherAdmins(users, id)) === 0) {
        throw conflict('Não é possível excluir o último administrador.');
      }
      await users.delete({ id });
    });
  }

  private otherAdmins(users: Repository<User>, exceptId: number): Promise<number> {
    return users.countBy({ role: Role.ADMIN, id: Not(exceptId) });
  }

  private checkIdentity(fields: UserFields): { name: string; email: string } {
    const name = (fields.name ?? '').trim();
    const email = emailKey(fields.email ?? '');
    if (!name || !email) throw badInput(!name ? 'name' : 'email', 'Nome e e-mail são obrigatórios');
    if (name.length > USER_BOUNDS.name) {
      throw badInput('name', `O nome deve ter no máximo ${USER_BOUNDS.name} caracteres.`);
    }
    if (!isEmail(email)) throw badInput('email', 'Informe um e-mail válido.');
    if (fields.role !== undefined && !Object.values(Role).includes(fields.role)) {
      throw badInput('role', 'O papel deve ser USER ou ADMIN.');
    }
    return { name, email };
  }

  /** The creator's and the site's names, and the creator's name as the 'Sobre' page shows it now. */
  private async protectedNames(): Promise<string[]> {
    const config = await this.ds.getRepository(SiteConfiguration).findOne({
      where: { id: 1 },
      select: { id: true, creatorName: true },
    });
    return config?.creatorName ? [...this.siteNames, config.creatorName] : this.siteNames;
  }

  /** A reader's account may not pass for the creator; an admin's may (the creator's own account). */
  private async checkName(name: string, role: Role): Promise<void> {
    if (role !== Role.ADMIN && imitatesCreator(name, await this.protectedNames())) {
      throw badInput('name', CREATOR_NAME_TAKEN);
    }
  }

  /** Two concurrent sign-ups with one e-mail: the unique index decides, the loser gets 409. */
  private async saveUnique(user: User): Promise<User> {
    try {
      return await transaction(this.ds, (em) => em.getRepository(User).save(user));
    } catch (err) {
      if (/UNIQUE|Duplicate entry/i.test(String((err as Error).message))) {
        throw emailTaken();
      }
      throw err;
    }
  }
}
