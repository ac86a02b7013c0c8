import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MediaVariants1795943315834 implements MigrationInterface {
  name = 'MediaVariants1795943315834';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`media_assets\` ADD \`focalX\` int NOT NULL DEFAULT '500'`);
    await queryRunner.query(`ALTER TABLE \`media_assets\` ADD \`focalY\` int NOT NULL DEFAULT '500'`);
    await queryRunner.query(`ALTER TABLE \`media_assets\` ADD \`avif\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE \`media_assets\` ADD \`cropVersion\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`media_assets\` ADD \`variantsPending\` tinyint NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE \`media_assets\` ADD \`variantsClaimedAt\` datetime NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_media_assets_pending\` ON \`media_assets\` (\`variantsPending\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_media_assets_pending\` ON \`media_assets\``);
    await queryRunner.query(`ALTER TABLE \`media_assets\` DROP COLUMN \`variantsClaimedAt\``);
    await queryRunner.query(`ALTER TABLE \`media_assets\` DROP COLUMN \`variantsPending\``);
    await queryRunner.query(`ALTER TABLE \`media_assets\` DROP COLUMN \`cropVersion\``);
    await queryRunner.query(`ALTER TABLE \`media_assets\` DROP COLUMN \`avif\``);
    await queryRunner.query(`ALTER TABLE \`media_assets\` DROP COLUMN \`focalY\``);
    await queryRunner.query(`ALTER TABLE \`media_assets\` DROP COLUMN \`focalX\``);
  }
}
