import type { MigrationInterface, QueryRunner } from 'typeorm';

// The three columns are added in place (all nullable): the generator's way rebuilds `media_assets` to add them.
export class MediaLibrary1795984547579 implements MigrationInterface {
  name = 'MediaLibrary1795984547579';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "media_assets" ADD COLUMN "alt" varchar(300)`);
    await queryRunner.query(`ALTER TABLE "media_assets" ADD COLUMN "originalName" varchar(200)`);
    await queryRunner.query(`ALTER TABLE "media_assets" ADD COLUMN "searchKey" varchar(510)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "media_assets" DROP COLUMN "searchKey"`);
    await queryRunner.query(`ALTER TABLE "media_assets" DROP COLUMN "originalName"`);
    await queryRunner.query(`ALTER TABLE "media_assets" DROP COLUMN "alt"`);
  }
}
