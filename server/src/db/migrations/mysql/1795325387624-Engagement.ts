import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Engagement1795325387624 implements MigrationInterface {
  name = 'Engagement1795325387624';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`recipe_views\` (\`id\` int NOT NULL AUTO_INCREMENT, \`recipeId\` int NOT NULL, \`visitorHash\` varchar(64) NOT NULL, \`hourBucket\` int NOT NULL, UNIQUE INDEX \`UQ_recipe_views_visit\` (\`recipeId\`, \`visitorHash\`, \`hourBucket\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`content_state\` (\`id\` int NOT NULL, \`recipesVersion\` int NOT NULL DEFAULT '0', \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(`ALTER TABLE \`recipes\` ADD \`viewCount\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`recipes\` ADD \`announcedAt\` datetime NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_comments_rating\` ON \`comments\` (\`recipeId\`, \`userId\`)`);
    await queryRunner.query(
      `ALTER TABLE \`recipe_views\` ADD CONSTRAINT \`FK_2448524277e8edc2393296e289d\` FOREIGN KEY (\`recipeId\`) REFERENCES \`recipes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Recipes that existed before announcements were tracked count as announced: no flood of old "new recipe" notices.
    await queryRunner.query(`UPDATE recipes SET announcedAt = datePublished WHERE datePublished <= CURRENT_TIMESTAMP`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`recipe_views\` DROP FOREIGN KEY \`FK_2448524277e8edc2393296e289d\``);
    await queryRunner.query(`DROP INDEX \`IDX_comments_rating\` ON \`comments\``);
    await queryRunner.query(`ALTER TABLE \`recipes\` DROP COLUMN \`announcedAt\``);
    await queryRunner.query(`ALTER TABLE \`recipes\` DROP COLUMN \`viewCount\``);
    await queryRunner.query(`DROP TABLE \`content_state\``);
    await queryRunner.query(`DROP INDEX \`UQ_recipe_views_visit\` ON \`recipe_views\``);
    await queryRunner.query(`DROP TABLE \`recipe_views\``);
  }
}
