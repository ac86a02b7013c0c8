import type { MigrationInterface, QueryRunner } from 'typeorm';

// Written by hand: ADD/DROP COLUMN leave the users table in place instead of the generated rebuild (see TokenVersion).
export class EmailConfirmation1795700600000 implements MigrationInterface {
  name = 'EmailConfirmation1795700600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "emailConfirmedAt" datetime`);
    // Accounts from before e-mail confirmation keep their ratings counted: they count as confirmed at sign-up.
    await queryRunner.query(`UPDATE "users" SET "emailConfirmedAt" = "createdAt"`);
    await queryRunner.query(
      `CREATE TABLE "email_confirmations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "tokenHash" varchar(64) NOT NULL, "expiresAt" datetime NOT NULL, "usedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_930e1d7c0171d23e5535b1e3873" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_email_confirmations_user" ON "email_confirmations" ("userId") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_email_confirmations_token_hash" ON "email_confirmations" ("tokenHash") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_email_confirmations_token_hash"`);
    await queryRunner.query(`DROP INDEX "IDX_email_confirmations_user"`);
    await queryRunner.query(`DROP TABLE "email_confirmations"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "emailConfirmedAt"`);
  }
}
