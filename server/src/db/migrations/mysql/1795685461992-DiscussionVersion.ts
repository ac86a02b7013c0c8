import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DiscussionVersion1795685461992 implements MigrationInterface {
  name = 'DiscussionVersion1795685461992';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`recipes\` ADD \`discussionVersion\` int NOT NULL DEFAULT '0'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`recipes\` DROP COLUMN \`discussionVersion\``);
  }
}
