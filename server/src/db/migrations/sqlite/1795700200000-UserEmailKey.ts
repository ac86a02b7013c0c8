import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillUserEmailKeys } from '../users-email-key';

// ADD/DROP COLUMN leave the users table in place (see TokenVersion), so the column stays nullable at the database
// level; every account the application writes has one. The unique index on users.email goes: two e-mails are one
// account exactly when their keys are equal, on both databases.
export class UserEmailKey1795700200000 implements MigrationInterface {
  name = 'UserEmailKey1795700200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "emailKey" varchar(254)`);
    await backfillUserEmailKeys(queryRunner);
    await queryRunner.query(`DROP INDEX "UQ_users_email"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email_key" ON "users" ("emailKey") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_users_email_key"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "emailKey"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") `);
  }
}
