import type { MigrationInterface, QueryRunner } from 'typeorm';

// recipe_views only refuses repeat views (the counts live in recipes.viewCount and recipe_view_days), so the table is
// rebuilt empty with a day instead of an hour; nothing references it.
export class RecipeViewsPerDay1795700400001 implements MigrationInterface {
  name = 'RecipeViewsPerDay1795700400001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_recipe_views_visit"`);
    await queryRunner.query(`DROP TABLE "recipe_views"`);
    await queryRunner.query(
      `CREATE TABLE "recipe_views" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "visitorHash" varchar(64) NOT NULL, "day" date NOT NULL, CONSTRAINT "FK_2448524277e8edc2393296e289d" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_recipe_views_visit" ON "recipe_views" ("recipeId", "visitorHash", "day") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_recipe_views_visit"`);
    await queryRunner.query(`DROP TABLE "recipe_views"`);
    await queryRunner.query(
      `CREATE TABLE "recipe_views" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "visitorHash" varchar(64) NOT NULL, "hourBucket" integer NOT NULL, CONSTRAINT "FK_2448524277e8edc2393296e289d" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_recipe_views_visit" ON "recipe_views" ("recipeId", "visitorHash", "hourBucket") `,
    );
  }
}
