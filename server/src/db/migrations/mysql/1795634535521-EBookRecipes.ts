import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EBookRecipes1795634535521 implements MigrationInterface {
  name = 'EBookRecipes1795634535521';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`ebook_recipes\` (\`ebookId\` int NOT NULL, \`recipeId\` int NOT NULL, \`position\` int NOT NULL, INDEX \`IDX_ebook_recipes_recipe\` (\`recipeId\`), PRIMARY KEY (\`ebookId\`, \`recipeId\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`ALTER TABLE \`ebook_recipes\` ADD CONSTRAINT \`FK_b1fe57fbf2c7c5ed3e55641b571\` FOREIGN KEY (\`ebookId\`) REFERENCES \`ebooks\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`ebook_recipes\` ADD CONSTRAINT \`FK_514aec66a196cc75e6b637d01ce\` FOREIGN KEY (\`recipeId\`) REFERENCES \`recipes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`ebook_recipes\` DROP FOREIGN KEY \`FK_514aec66a196cc75e6b637d01ce\``);
    await queryRunner.query(`ALTER TABLE \`ebook_recipes\` DROP FOREIGN KEY \`FK_b1fe57fbf2c7c5ed3e55641b571\``);
    await queryRunner.query(`DROP INDEX \`IDX_ebook_recipes_recipe\` ON \`ebook_recipes\``);
    await queryRunner.query(`DROP TABLE \`ebook_recipes\``);
  }
}
