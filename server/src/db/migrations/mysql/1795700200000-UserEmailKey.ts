import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillUserEmailKeys } from '../users-email-key';

// users.emailKey compares bytes (utf8mb4_bin): the lookup and the unique index never depend on the table's
// accent- and width-insensitive collation, under which 'ｍ1@x.com' and 'm1@x.com' were one account. The unique index
// on users.email goes: two e-mails are one account exactly when their keys are equal, on both databases.
export class UserEmailKey1795700200000 implements MigrationInterface {
  name = 'UserEmailKey1795700200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`users\` ADD \`emailKey\` varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL`,
    );
    await backfillUserEmailKeys(queryRunner);
    await queryRunner.query(`DROP INDEX \`UQ_users_email\` ON \`users\``);
    await queryRunner.query(`CREATE UNIQUE INDEX \`UQ_users_email_key\` ON \`users\` (\`emailKey\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`UQ_users_email_key\` ON \`users\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`emailKey\``);
    await queryRunner.query(`CREATE UNIQUE INDEX \`UQ_users_email\` ON \`users\` (\`email\`)`);
  }
}
