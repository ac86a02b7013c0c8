import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SavedRecipe1795634657632 implements MigrationInterface {
  name = 'SavedRecipe1795634657632';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "saved_recipes" ("userId" integer NOT NULL, "recipeId" integer NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_ef79f3baa55df3e93ef87f7e44a" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_99e2945dac11da77ec4da894705" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("userId", "recipeId"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_saved_recipes_user_created" ON "saved_recipes" ("userId", "createdAt") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_saved_recipes_user_created"`);
    await queryRunner.query(`DROP TABLE "saved_recipes"`);
  }
}
