import type { QueryRunner } from 'typeorm';
import { emailKey } from '../../modules/user/email-key';

/** What filling users.emailKey did: the accounts whose e-mail canonicalises like an older account's. */
export interface EmailKeyBackfill {
  duplicates: { id: number; email: string; keptId: number }[];
}

/**
 * Fills users.emailKey of every account (same SQL on both dialects). When two e-mails canonicalise alike
 * ('ana@x.com' and 'ａｎａ@x.com'), the older account (lowest id) keeps the key; each newer one gets a key no
 * e-mail can have ('duplicate <id> of <kept id>', with spaces), so it keeps its comments and saved recipes but can
 * no longer sign in by that e-mail, and is reported in the log for an admin to merge or delete.
 */
export async function backfillUserEmailKeys(queryRunner: QueryRunner): Promise<EmailKeyBackfill> {
  const rows: { id: number; email: string }[] = await queryRunner.query('SELECT id, email FROM users ORDER BY id');
  const owners = new Map<string, number>();
  const duplicates: EmailKeyBackfill['duplicates'] = [];
  for (const { id, email } of rows) {
    const key = emailKey(email);
    const keptId = owners.get(key);
    if (keptId !== undefined) duplicates.push({ id: Number(id), email, keptId });
    else owners.set(key, Number(id));
    // Not an edit: updatedAt keeps its value (MySQL would otherwise bump it ON UPDATE).
    await queryRunner.query('UPDATE users SET emailKey = ?, updatedAt = updatedAt WHERE id = ?', [
      keptId === undefined ? key : `duplicate ${id} of ${keptId}`,
      id,
    ]);
  }
  for (const duplicate of duplicates) {
    console.warn(
      `users: account ${duplicate.id} (${duplicate.email}) has the e-mail of account ${duplicate.keptId} in another ` +
        'spelling; it can no longer sign in by e-mail. Merge or delete it in the dashboard.',
    );
  }
  return { duplicates };
}
