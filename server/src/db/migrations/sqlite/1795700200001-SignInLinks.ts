import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SignInLinks1795700200001 implements MigrationInterface {
  name = 'SignInLinks1795700200001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sign_in_links" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "tokenHash" varchar(64) NOT NULL, "expiresAt" datetime NOT NULL, "usedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_42d052f58a65863651dd51b73a6" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_sign_in_links_user" ON "sign_in_links" ("userId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_sign_in_links_token_hash" ON "sign_in_links" ("tokenHash") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_sign_in_links_token_hash"`);
    await queryRunner.query(`DROP INDEX "IDX_sign_in_links_user"`);
    await queryRunner.query(`DROP TABLE "sign_in_links"`);
  }
}
