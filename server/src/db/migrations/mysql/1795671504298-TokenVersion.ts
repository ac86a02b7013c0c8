import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TokenVersion1795671504298 implements MigrationInterface {
  name = 'TokenVersion1795671504298';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`tokenVersion\` int NOT NULL DEFAULT '0'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`tokenVersion\``);
  }
}
