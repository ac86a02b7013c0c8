import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MediaVariants1795943315834 implements MigrationInterface {
  name = 'MediaVariants1795943315834';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_media_assets_key"`);
    await queryRunner.query(`CREATE TABLE "temporary_media_assets" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "storageKey" varchar(200) NOT NULL, "sourceFormat" varchar(10) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "storedBytes" integer NOT NULL, "uploadedById" integer, "focalX" integer NOT NULL DEFAULT (500), "focalY" integer NOT NULL DEFAULT (500), "avif" boolean NOT NULL DEFAULT (0), "cropVersion" integer NOT NULL DEFAULT (0), "variantsPending" boolean NOT NULL DEFAULT (1), "variantsClaimedAt" datetime)`);
    await queryRunner.query(`INSERT INTO "temporary_media_assets"("createdAt", "updatedAt", "id", "storageKey", "sourceFormat", "width", "height", "storedBytes", "uploadedById") SELECT "createdAt", "updatedAt", "id", "storageKey", "sourceFormat", "width", "height", "storedBytes", "uploadedById" FROM "media_assets"`);
    await queryRunner.query(`DROP TABLE "media_assets"`);
    await queryRunner.query(`ALTER TABLE "temporary_media_assets" RENAME TO "media_assets"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_media_assets_key" ON "media_assets" ("storageKey") `);
    await queryRunner.query(`CREATE INDEX "IDX_media_assets_pending" ON "media_assets" ("variantsPending") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_media_assets_pending"`);
    await queryRunner.query(`DROP INDEX "UQ_media_assets_key"`);
    await queryRunner.query(`ALTER TABLE "media_assets" RENAME TO "temporary_media_assets"`);
    await queryRunner.query(`CREATE TABLE "media_assets" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "storageKey" varchar(200) NOT NULL, "sourceFormat" varchar(10) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "storedBytes" integer NOT NULL, "uploadedById" integer)`);
    await queryRunner.query(`INSERT INTO "media_assets"("createdAt", "updatedAt", "id", "storageKey", "sourceFormat", "width", "height", "storedBytes", "uploadedById") SELECT "createdAt", "updatedAt", "id", "storageKey", "sourceFormat", "width", "height", "storedBytes", "uploadedById" FROM "temporary_media_assets"`);
    await queryRunner.query(`DROP TABLE "temporary_media_assets"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_media_assets_key" ON "media_assets" ("storageKey") `);
  }
}
