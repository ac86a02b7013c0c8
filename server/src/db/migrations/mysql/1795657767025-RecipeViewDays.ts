import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RecipeViewDays1795657767025 implements MigrationInterface {
  name = 'RecipeViewDays1795657767025';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`recipe_view_days\` (\`recipeId\` int NOT NULL, \`day\` date NOT NULL, \`count\` int NOT NULL DEFAULT '0', INDEX \`IDX_recipe_view_days_day\` (\`day\`), PRIMARY KEY (\`recipeId\`, \`day\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`ALTER TABLE \`recipe_view_days\` ADD CONSTRAINT \`FK_c73bd7f178aca52f8d8423c188c\` FOREIGN KEY (\`recipeId\`) REFERENCES \`recipes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`recipe_view_days\` DROP FOREIGN KEY \`FK_c73bd7f178aca52f8d8423c188c\``);
    await queryRunner.query(`DROP INDEX \`IDX_recipe_view_days_day\` ON \`recipe_view_days\``);
    await queryRunner.query(`DROP TABLE \`recipe_view_days\``);
  }
}
