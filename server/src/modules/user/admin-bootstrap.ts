import crypto from 'node:crypto';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { emailKey } from './email-key';
import { Role, User } from './user.entity';

export const DEFAULT_ADMIN_EMAIL = 'admin@receitas.local';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD set: that account exists, is an ADMIN and has that password.
 * Unset and no admin at all: one is created with a random password, printed once.
 */
export async function ensureAdmin(
  ds: DataSource,
  opts: { email?: string; password?: string },
  logger: Logger,
  print: (line: string) => void = (line) => console.log(line),
): Promise<void> {
  const users = ds.getRepository(User);
  if (opts.email && opts.password) {
    const key = emailKey(opts.email);
    const existing = await users.findOneBy({ emailKey: key });
    if (!existing) {
      await users.insert({
        name: 'Administração',
        email: key,
        emailKey: key,
        role: Role.ADMIN,
        passwordHash: await hashPassword(opts.password),
        // the operator chose this address: nobody else to confirm it to
        emailConfirmedAt: new Date(),
      });
      logger.info({ email: opts.email }, 'admin account created from ADMIN_EMAIL');
      return;
    }
    const passwordMatches = await verifyPassword(existing.passwordHash, opts.password);
    if (existing.role !== Role.ADMIN || !passwordMatches) {
      existing.role = Role.ADMIN;
      existing.emailConfirmedAt ??= new Date();
      if (!passwordMatches) existing.passwordHash = await hashPassword(opts.password);
      // like any password or role change, this ends the account's sessions
      existing.tokenVersion += 1;
      await users.save(existing);
      logger.info({ email: opts.email }, 'admin account updated from ADMIN_EMAIL/ADMIN_PASSWORD');
    }
    return;
  }
  if (await users.existsBy({ role: Role.ADMIN })) return;
  const password = crypto.randomBytes(12).toString('base64url');
  const email = (await users.existsBy({ emailKey: DEFAULT_ADMIN_EMAIL }))
    ? `admin-${crypto.randomBytes(3).toString('hex')}@receitas.local`
    : DEFAULT_ADMIN_EMAIL;
  await users.insert({
    name: 'Administração',
    email,
    emailKey: email,
    role: Role.ADMIN,
    passwordHash: await hashPassword(password),
    emailConfirmedAt: new Date(),
  });
  print('');
  print('  Conta de administração criada (esta senha não será mostrada de novo):');
  print(`    e-mail: ${email}`);
  print(`    senha:  ${password}`);
  print('  Defina ADMIN_EMAIL e ADMIN_PASSWORD para escolher as suas.');
  print('');
}
