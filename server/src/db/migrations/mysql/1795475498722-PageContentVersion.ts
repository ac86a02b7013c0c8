import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PageContentVersion1795475498722 implements MigrationInterface {
  name = 'PageContentVersion1795475498722';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`content_state\` ADD \`contentVersion\` int NOT NULL DEFAULT '0'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`content_state\` DROP COLUMN \`contentVersion\``);
  }
}
