import type { MigrationInterface, QueryRunner } from 'typeorm';

// recipe_views only refuses repeat views (the counts live in recipes.viewCount and recipe_view_days), so the table is
// rebuilt empty with a day instead of an hour; nothing references it.
export class RecipeViewsPerDay1795700400001 implements MigrationInterface {
  name = 'RecipeViewsPerDay1795700400001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`recipe_views\``);
    await queryRunner.query(
      `CREATE TABLE \`recipe_views\` (\`id\` int NOT NULL AUTO_INCREMENT, \`recipeId\` int NOT NULL, \`visitorHash\` varchar(64) NOT NULL, \`day\` date NOT NULL, UNIQUE INDEX \`UQ_recipe_views_visit\` (\`recipeId\`, \`visitorHash\`, \`day\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`recipe_views\` ADD CONSTRAINT \`FK_2448524277e8edc2393296e289d\` FOREIGN KEY (\`recipeId\`) REFERENCES \`recipes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`recipe_views\``);
    await queryRunner.query(
      `CREATE TABLE \`recipe_views\` (\`id\` int NOT NULL AUTO_INCREMENT, \`recipeId\` int NOT NULL, \`visitorHash\` varchar(64) NOT NULL, \`hourBucket\` int NOT NULL, UNIQUE INDEX \`UQ_recipe_views_visit\` (\`recipeId\`, \`visitorHash\`, \`hourBucket\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`recipe_views\` ADD CONSTRAINT \`FK_2448524277e8edc2393296e289d\` FOREIGN KEY (\`recipeId\`) REFERENCES \`recipes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }
}
