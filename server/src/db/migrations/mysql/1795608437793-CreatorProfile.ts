import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatorProfile1795608437793 implements MigrationInterface {
  name = 'CreatorProfile1795608437793';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`site_configuration\` ADD \`creatorName\` varchar(120) NULL`);
    await queryRunner.query(`ALTER TABLE \`site_configuration\` ADD \`creatorPhotoUrl\` varchar(500) NULL`);
    await queryRunner.query(`ALTER TABLE \`site_configuration\` ADD \`creatorBio\` varchar(600) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`site_configuration\` DROP COLUMN \`creatorBio\``);
    await queryRunner.query(`ALTER TABLE \`site_configuration\` DROP COLUMN \`creatorPhotoUrl\``);
    await queryRunner.query(`ALTER TABLE \`site_configuration\` DROP COLUMN \`creatorName\``);
  }
}
