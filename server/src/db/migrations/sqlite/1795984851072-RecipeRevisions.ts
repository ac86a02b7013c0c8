import type { MigrationInterface, QueryRunner } from 'typeorm';

// The edit versions are added in place: rebuilding `recipes`, `categories` and `ebooks` (the generator's way) would
// make SQLite rename every reference to them on the way down, and the tables pointing at them would lose their rows.
export class RecipeRevisions1795984851072 implements MigrationInterface {
  name = 'RecipeRevisions1795984851072';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "recipe_revisions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "kind" varchar(16) NOT NULL, "recipeVersion" integer NOT NULL, "authorId" integer, "title" varchar(200) NOT NULL, "changedFields" text NOT NULL, "snapshot" json NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_a1e3ec4f3af49358aa1e8a1cf18" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_52d8500b31dac55a268466d1dd4" FOREIGN KEY ("authorId") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_recipe_revisions_recipe_created" ON "recipe_revisions" ("recipeId", "createdAt") `,
    );
    await queryRunner.query(`ALTER TABLE "recipes" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "categories" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "ebooks" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ebooks" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "categories" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "recipes" DROP COLUMN "version"`);
    await queryRunner.query(`DROP INDEX "IDX_recipe_revisions_recipe_created"`);
    await queryRunner.query(`DROP TABLE "recipe_revisions"`);
  }
}
