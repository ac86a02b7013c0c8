import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NotificationComment1795959033575 implements MigrationInterface {
  name = 'NotificationComment1795959033575';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`notifications\` ADD \`commentId\` int NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`notifications\` DROP COLUMN \`commentId\``);
  }
}
