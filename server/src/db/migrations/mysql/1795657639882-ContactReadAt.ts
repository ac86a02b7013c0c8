import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactReadAt1795657639882 implements MigrationInterface {
  name = 'ContactReadAt1795657639882';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`contact_submissions\` ADD \`readAt\` datetime NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_contact_submissions_read\` ON \`contact_submissions\` (\`readAt\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_contact_submissions_read\` ON \`contact_submissions\``);
    await queryRunner.query(`ALTER TABLE \`contact_submissions\` DROP COLUMN \`readAt\``);
  }
}
