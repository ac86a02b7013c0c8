import type { MigrationInterface, QueryRunner } from 'typeorm';

// A nullable column of its own, added in place: rebuilding the table (the generator's way) would also rewrite the
// read marks' foreign key on the way down (SQLite renames references with the table), and lose them.
export class NotificationComment1795959033575 implements MigrationInterface {
  name = 'NotificationComment1795959033575';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notifications" ADD COLUMN "commentId" integer`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notifications" DROP COLUMN "commentId"`);
  }
}
