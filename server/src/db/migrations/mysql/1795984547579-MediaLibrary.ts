import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MediaLibrary1795984547579 implements MigrationInterface {
  name = 'MediaLibrary1795984547579';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`media_assets\` ADD \`alt\` varchar(300) NULL`);
    await queryRunner.query(`ALTER TABLE \`media_assets\` ADD \`originalName\` varchar(200) NULL`);
    await queryRunner.query(`ALTER TABLE \`media_assets\` ADD \`searchKey\` varchar(510) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`media_assets\` DROP COLUMN \`searchKey\``);
    await queryRunner.query(`ALTER TABLE \`media_assets\` DROP COLUMN \`originalName\``);
    await queryRunner.query(`ALTER TABLE \`media_assets\` DROP COLUMN \`alt\``);
  }
}
