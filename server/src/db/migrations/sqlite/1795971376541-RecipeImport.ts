import type { MigrationInterface, QueryRunner } from 'typeorm';

// The recipe's two columns are added in place: rebuilding `recipes` (the generator's way) would make SQLite rename
// every reference to it on the way down, and the tables pointing at recipes would lose their rows.
export class RecipeImport1795971376541 implements MigrationInterface {
  name = 'RecipeImport1795971376541';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "import_jobs" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "status" varchar(16) NOT NULL, "sitemapUrl" varchar(1000), "pathPrefix" varchar(300), "error" varchar(500), "createdById" integer, "finishedAt" datetime, "claimedAt" datetime, CONSTRAINT "FK_c6186ae91a3f993a58af9d4fe68" FOREIGN KEY ("createdById") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE TABLE "import_job_items" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "jobId" integer NOT NULL, "position" integer NOT NULL, "url" varchar(1000) NOT NULL, "status" varchar(12) NOT NULL DEFAULT ('pending'), "recipeId" integer, "error" varchar(500), "warning" varchar(500), "finishedAt" datetime, CONSTRAINT "FK_568daa240c349fe363e9619be34" FOREIGN KEY ("jobId") REFERENCES "import_jobs" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_861d066001477640af4cfe71c9c" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_import_job_items_status" ON "import_job_items" ("jobId", "status") `);
    await queryRunner.query(`CREATE INDEX "IDX_import_job_items_job" ON "import_job_items" ("jobId", "position") `);
    await queryRunner.query(`ALTER TABLE "recipes" ADD COLUMN "sourceUrl" varchar(1000)`);
    await queryRunner.query(`ALTER TABLE "recipes" ADD COLUMN "sourceKey" varchar(64)`);
    await queryRunner.query(`CREATE INDEX "IDX_recipes_source_key" ON "recipes" ("sourceKey") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_recipes_source_key"`);
    await queryRunner.query(`ALTER TABLE "recipes" DROP COLUMN "sourceKey"`);
    await queryRunner.query(`ALTER TABLE "recipes" DROP COLUMN "sourceUrl"`);
    await queryRunner.query(`DROP INDEX "IDX_import_job_items_job"`);
    await queryRunner.query(`DROP INDEX "IDX_import_job_items_status"`);
    await queryRunner.query(`DROP TABLE "import_job_items"`);
    await queryRunner.query(`DROP TABLE "import_jobs"`);
  }
}
