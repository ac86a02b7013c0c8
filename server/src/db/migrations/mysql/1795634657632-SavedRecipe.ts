import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SavedRecipe1795634657632 implements MigrationInterface {
  name = 'SavedRecipe1795634657632';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`saved_recipes\` (\`userId\` int NOT NULL, \`recipeId\` int NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_saved_recipes_user_created\` (\`userId\`, \`createdAt\`), PRIMARY KEY (\`userId\`, \`recipeId\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`saved_recipes\` ADD CONSTRAINT \`FK_ef79f3baa55df3e93ef87f7e44a\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`saved_recipes\` ADD CONSTRAINT \`FK_99e2945dac11da77ec4da894705\` FOREIGN KEY (\`recipeId\`) REFERENCES \`recipes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`saved_recipes\` DROP FOREIGN KEY \`FK_99e2945dac11da77ec4da894705\``);
    await queryRunner.query(`ALTER TABLE \`saved_recipes\` DROP FOREIGN KEY \`FK_ef79f3baa55df3e93ef87f7e44a\``);
    await queryRunner.query(`DROP INDEX \`IDX_saved_recipes_user_created\` ON \`saved_recipes\``);
    await queryRunner.query(`DROP TABLE \`saved_recipes\``);
  }
}
