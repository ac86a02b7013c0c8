import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RecipeViewDays1795657767025 implements MigrationInterface {
  name = 'RecipeViewDays1795657767025';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "recipe_view_days" ("recipeId" integer NOT NULL, "day" date NOT NULL, "count" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_c73bd7f178aca52f8d8423c188c" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("recipeId", "day"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_recipe_view_days_day" ON "recipe_view_days" ("day") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_recipe_view_days_day"`);
    await queryRunner.query(`DROP TABLE "recipe_view_days"`);
  }
}
