import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PageContentVersion1795475498722 implements MigrationInterface {
  name = 'PageContentVersion1795475498722';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "temporary_content_state" ("id" integer PRIMARY KEY NOT NULL, "recipesVersion" integer NOT NULL DEFAULT (0), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "contentVersion" integer NOT NULL DEFAULT (0))`);
    await queryRunner.query(`INSERT INTO "temporary_content_state"("id", "recipesVersion", "updatedAt") SELECT "id", "recipesVersion", "updatedAt" FROM "content_state"`);
    await queryRunner.query(`DROP TABLE "content_state"`);
    await queryRunner.query(`ALTER TABLE "temporary_content_state" RENAME TO "content_state"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "content_state" RENAME TO "temporary_content_state"`);
    await queryRunner.query(`CREATE TABLE "content_state" ("id" integer PRIMARY KEY NOT NULL, "recipesVersion" integer NOT NULL DEFAULT (0), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`INSERT INTO "content_state"("id", "recipesVersion", "updatedAt") SELECT "id", "recipesVersion", "updatedAt" FROM "temporary_content_state"`);
    await queryRunner.query(`DROP TABLE "temporary_content_state"`);
  }
}
