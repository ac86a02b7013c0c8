import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Engagement1795325387624 implements MigrationInterface {
  name = 'Engagement1795325387624';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "recipe_views" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "visitorHash" varchar(64) NOT NULL, "hourBucket" integer NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_recipe_views_visit" ON "recipe_views" ("recipeId", "visitorHash", "hourBucket") `,
    );
    await queryRunner.query(
      `CREATE TABLE "content_state" ("id" integer PRIMARY KEY NOT NULL, "recipesVersion" integer NOT NULL DEFAULT (0), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`DROP INDEX "IDX_recipes_published"`);
    await queryRunner.query(`DROP INDEX "IDX_recipes_cuisine_key"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_recipes" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title" varchar(200) NOT NULL, "titleKey" varchar(200) NOT NULL, "description" text NOT NULL, "author" varchar(120) NOT NULL, "prepTime" varchar(32), "cookTime" varchar(32), "totalTime" varchar(32), "prepMinutes" integer, "cookMinutes" integer, "totalMinutes" integer, "servings" varchar(100) NOT NULL DEFAULT (''), "difficulty" varchar(10) NOT NULL DEFAULT ('EASY'), "cuisine" varchar(100), "cuisineKey" varchar(100), "imageSmall" varchar(500), "imageMedium" varchar(500), "imageOriginal" varchar(500), "commentBody" text NOT NULL, "nutrition" text, "datePublished" datetime NOT NULL, "viewCount" integer NOT NULL DEFAULT (0), "announcedAt" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_recipes"("createdAt", "updatedAt", "id", "title", "titleKey", "description", "author", "prepTime", "cookTime", "totalTime", "prepMinutes", "cookMinutes", "totalMinutes", "servings", "difficulty", "cuisine", "cuisineKey", "imageSmall", "imageMedium", "imageOriginal", "commentBody", "nutrition", "datePublished") SELECT "createdAt", "updatedAt", "id", "title", "titleKey", "description", "author", "prepTime", "cookTime", "totalTime", "prepMinutes", "cookMinutes", "totalMinutes", "servings", "difficulty", "cuisine", "cuisineKey", "imageSmall", "imageMedium", "imageOriginal", "commentBody", "nutrition", "datePublished" FROM "recipes"`,
    );
    await queryRunner.query(`DROP TABLE "recipes"`);
    await queryRunner.query(`ALTER TABLE "temporary_recipes" RENAME TO "recipes"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipes_published" ON "recipes" ("datePublished") `);
    await queryRunner.query(`CREATE INDEX "IDX_recipes_cuisine_key" ON "recipes" ("cuisineKey") `);
    await queryRunner.query(`CREATE INDEX "IDX_comments_rating" ON "comments" ("recipeId", "userId") `);
    await queryRunner.query(`DROP INDEX "UQ_recipe_views_visit"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_recipe_views" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "visitorHash" varchar(64) NOT NULL, "hourBucket" integer NOT NULL, CONSTRAINT "FK_2448524277e8edc2393296e289d" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_recipe_views"("id", "recipeId", "visitorHash", "hourBucket") SELECT "id", "recipeId", "visitorHash", "hourBucket" FROM "recipe_views"`,
    );
    await queryRunner.query(`DROP TABLE "recipe_views"`);
    await queryRunner.query(`ALTER TABLE "temporary_recipe_views" RENAME TO "recipe_views"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_recipe_views_visit" ON "recipe_views" ("recipeId", "visitorHash", "hourBucket") `,
    );
    // Recipes that existed before announcements were tracked count as announced: no flood of old "new recipe" notices.
    await queryRunner.query(`UPDATE recipes SET announcedAt = datePublished WHERE datePublished <= CURRENT_TIMESTAMP`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_recipe_views_visit"`);
    await queryRunner.query(`ALTER TABLE "recipe_views" RENAME TO "temporary_recipe_views"`);
    await queryRunner.query(
      `CREATE TABLE "recipe_views" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "visitorHash" varchar(64) NOT NULL, "hourBucket" integer NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "recipe_views"("id", "recipeId", "visitorHash", "hourBucket") SELECT "id", "recipeId", "visitorHash", "hourBucket" FROM "temporary_recipe_views"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_recipe_views"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_recipe_views_visit" ON "recipe_views" ("recipeId", "visitorHash", "hourBucket") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_comments_rating"`);
    await queryRunner.query(`DROP INDEX "IDX_recipes_cuisine_key"`);
    await queryRunner.query(`DROP INDEX "IDX_recipes_published"`);
    await queryRunner.query(`ALTER TABLE "recipes" RENAME TO "temporary_recipes"`);
    await queryRunner.query(
      `CREATE TABLE "recipes" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title" varchar(200) NOT NULL, "titleKey" varchar(200) NOT NULL, "description" text NOT NULL, "author" varchar(120) NOT NULL, "prepTime" varchar(32), "cookTime" varchar(32), "totalTime" varchar(32), "prepMinutes" integer, "cookMinutes" integer, "totalMinutes" integer, "servings" varchar(100) NOT NULL DEFAULT (''), "difficulty" varchar(10) NOT NULL DEFAULT ('EASY'), "cuisine" varchar(100), "cuisineKey" varchar(100), "imageSmall" varchar(500), "imageMedium" varchar(500), "imageOriginal" varchar(500), "commentBody" text NOT NULL, "nutrition" text, "datePublished" datetime NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "recipes"("createdAt", "updatedAt", "id", "title", "titleKey", "description", "author", "prepTime", "cookTime", "totalTime", "prepMinutes", "cookMinutes", "totalMinutes", "servings", "difficulty", "cuisine", "cuisineKey", "imageSmall", "imageMedium", "imageOriginal", "commentBody", "nutrition", "datePublished") SELECT "createdAt", "updatedAt", "id", "title", "titleKey", "description", "author", "prepTime", "cookTime", "totalTime", "prepMinutes", "cookMinutes", "totalMinutes", "servings", "difficulty", "cuisine", "cuisineKey", "imageSmall", "imageMedium", "imageOriginal", "commentBody", "nutrition", "datePublished" FROM "temporary_recipes"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_recipes"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipes_cuisine_key" ON "recipes" ("cuisineKey") `);
    await queryRunner.query(`CREATE INDEX "IDX_recipes_published" ON "recipes" ("datePublished") `);
    await queryRunner.query(`DROP TABLE "content_state"`);
    await queryRunner.query(`DROP INDEX "UQ_recipe_views_visit"`);
    await queryRunner.query(`DROP TABLE "recipe_views"`);
  }
}
