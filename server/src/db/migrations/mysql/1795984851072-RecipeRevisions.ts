import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RecipeRevisions1795984851072 implements MigrationInterface {
  name = 'RecipeRevisions1795984851072';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`recipe_revisions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`recipeId\` int NOT NULL, \`kind\` varchar(16) NOT NULL, \`recipeVersion\` int NOT NULL, \`authorId\` int NULL, \`title\` varchar(200) NOT NULL, \`changedFields\` text NOT NULL, \`snapshot\` json NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_recipe_revisions_recipe_created\` (\`recipeId\`, \`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`ALTER TABLE \`recipes\` ADD \`version\` int NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE \`categories\` ADD \`version\` int NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE \`ebooks\` ADD \`version\` int NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE \`recipe_revisions\` ADD CONSTRAINT \`FK_a1e3ec4f3af49358aa1e8a1cf18\` FOREIGN KEY (\`recipeId\`) REFERENCES \`recipes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`recipe_revisions\` ADD CONSTRAINT \`FK_52d8500b31dac55a268466d1dd4\` FOREIGN KEY (\`authorId\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`recipe_revisions\` DROP FOREIGN KEY \`FK_52d8500b31dac55a268466d1dd4\``);
    await queryRunner.query(`ALTER TABLE \`recipe_revisions\` DROP FOREIGN KEY \`FK_a1e3ec4f3af49358aa1e8a1cf18\``);
    await queryRunner.query(`ALTER TABLE \`ebooks\` DROP COLUMN \`version\``);
    await queryRunner.query(`ALTER TABLE \`categories\` DROP COLUMN \`version\``);
    await queryRunner.query(`ALTER TABLE \`recipes\` DROP COLUMN \`version\``);
    await queryRunner.query(`DROP INDEX \`IDX_recipe_revisions_recipe_created\` ON \`recipe_revisions\``);
    await queryRunner.query(`DROP TABLE \`recipe_revisions\``);
  }
}
