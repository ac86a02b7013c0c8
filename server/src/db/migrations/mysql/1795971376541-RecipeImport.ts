import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RecipeImport1795971376541 implements MigrationInterface {
  name = 'RecipeImport1795971376541';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`import_jobs\` (\`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`status\` varchar(16) NOT NULL, \`sitemapUrl\` varchar(1000) NULL, \`pathPrefix\` varchar(300) NULL, \`error\` varchar(500) NULL, \`createdById\` int NULL, \`finishedAt\` datetime NULL, \`claimedAt\` datetime NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`import_job_items\` (\`id\` int NOT NULL AUTO_INCREMENT, \`jobId\` int NOT NULL, \`position\` int NOT NULL, \`url\` varchar(1000) NOT NULL, \`status\` varchar(12) NOT NULL DEFAULT 'pending', \`recipeId\` int NULL, \`error\` varchar(500) NULL, \`warning\` varchar(500) NULL, \`finishedAt\` datetime NULL, INDEX \`IDX_import_job_items_status\` (\`jobId\`, \`status\`), INDEX \`IDX_import_job_items_job\` (\`jobId\`, \`position\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`ALTER TABLE \`recipes\` ADD \`sourceUrl\` varchar(1000) NULL`);
    await queryRunner.query(`ALTER TABLE \`recipes\` ADD \`sourceKey\` varchar(64) NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_recipes_source_key\` ON \`recipes\` (\`sourceKey\`)`);
    await queryRunner.query(`ALTER TABLE \`import_jobs\` ADD CONSTRAINT \`FK_c6186ae91a3f993a58af9d4fe68\` FOREIGN KEY (\`createdById\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`import_job_items\` ADD CONSTRAINT \`FK_568daa240c349fe363e9619be34\` FOREIGN KEY (\`jobId\`) REFERENCES \`import_jobs\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`import_job_items\` ADD CONSTRAINT \`FK_861d066001477640af4cfe71c9c\` FOREIGN KEY (\`recipeId\`) REFERENCES \`recipes\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`import_job_items\` DROP FOREIGN KEY \`FK_861d066001477640af4cfe71c9c\``);
    await queryRunner.query(`ALTER TABLE \`import_job_items\` DROP FOREIGN KEY \`FK_568daa240c349fe363e9619be34\``);
    await queryRunner.query(`ALTER TABLE \`import_jobs\` DROP FOREIGN KEY \`FK_c6186ae91a3f993a58af9d4fe68\``);
    await queryRunner.query(`DROP INDEX \`IDX_recipes_source_key\` ON \`recipes\``);
    await queryRunner.query(`ALTER TABLE \`recipes\` DROP COLUMN \`sourceKey\``);
    await queryRunner.query(`ALTER TABLE \`recipes\` DROP COLUMN \`sourceUrl\``);
    await queryRunner.query(`DROP INDEX \`IDX_import_job_items_job\` ON \`import_job_items\``);
    await queryRunner.query(`DROP INDEX \`IDX_import_job_items_status\` ON \`import_job_items\``);
    await queryRunner.query(`DROP TABLE \`import_job_items\``);
    await queryRunner.query(`DROP TABLE \`import_jobs\``);
  }
}
