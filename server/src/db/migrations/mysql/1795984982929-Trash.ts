import type { MigrationInterface, QueryRunner } from 'typeorm';
import { forgetDeletedConfigurationReferences } from '../configuration-references';

export class Trash1795984982929 implements MigrationInterface {
  name = 'Trash1795984982929';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`recipes\` ADD \`deletedAt\` datetime(6) NULL`);
    await queryRunner.query(`ALTER TABLE \`recipes\` ADD \`deletedById\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`categories\` ADD \`deletedAt\` datetime(6) NULL`);
    await queryRunner.query(`ALTER TABLE \`categories\` ADD \`deletedById\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`ebooks\` ADD \`deletedAt\` datetime(6) NULL`);
    await queryRunner.query(`ALTER TABLE \`ebooks\` ADD \`deletedById\` int NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_recipes_deleted\` ON \`recipes\` (\`deletedAt\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_categories_deleted\` ON \`categories\` (\`deletedAt\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_ebooks_deleted\` ON \`ebooks\` (\`deletedAt\`)`);
    await forgetDeletedConfigurationReferences(queryRunner);
  }

  // The configuration's references to deleted items stay forgotten: they named nothing.
  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_ebooks_deleted\` ON \`ebooks\``);
    await queryRunner.query(`DROP INDEX \`IDX_categories_deleted\` ON \`categories\``);
    await queryRunner.query(`DROP INDEX \`IDX_recipes_deleted\` ON \`recipes\``);
    await queryRunner.query(`ALTER TABLE \`ebooks\` DROP COLUMN \`deletedById\``);
    await queryRunner.query(`ALTER TABLE \`ebooks\` DROP COLUMN \`deletedAt\``);
    await queryRunner.query(`ALTER TABLE \`categories\` DROP COLUMN \`deletedById\``);
    await queryRunner.query(`ALTER TABLE \`categories\` DROP COLUMN \`deletedAt\``);
    await queryRunner.query(`ALTER TABLE \`recipes\` DROP COLUMN \`deletedById\``);
    await queryRunner.query(`ALTER TABLE \`recipes\` DROP COLUMN \`deletedAt\``);
  }
}
