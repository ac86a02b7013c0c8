import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EBookRecipes1795634535521 implements MigrationInterface {
  name = 'EBookRecipes1795634535521';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "ebook_recipes" ("ebookId" integer NOT NULL, "recipeId" integer NOT NULL, "position" integer NOT NULL, CONSTRAINT "FK_b1fe57fbf2c7c5ed3e55641b571" FOREIGN KEY ("ebookId") REFERENCES "ebooks" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_514aec66a196cc75e6b637d01ce" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("ebookId", "recipeId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ebook_recipes_recipe" ON "ebook_recipes" ("recipeId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_ebook_recipes_recipe"`);
    await queryRunner.query(`DROP TABLE "ebook_recipes"`);
  }
}
