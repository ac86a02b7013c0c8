import type { MigrationInterface, QueryRunner } from 'typeorm';
import { forgetDeletedConfigurationReferences } from '../configuration-references';

// The trash's columns are added in place: rebuilding `recipes`, `categories` and `ebooks` (the generator's way) would
// make SQLite rename every reference to them on the way down, and the tables pointing at them would lose their rows.
export class Trash1795984982929 implements MigrationInterface {
  name = 'Trash1795984982929';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['recipes', 'categories', 'ebooks']) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "deletedAt" datetime`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "deletedById" integer`);
      await queryRunner.query(`CREATE INDEX "IDX_${table}_deleted" ON "${table}" ("deletedAt") `);
    }
    await forgetDeletedConfigurationReferences(queryRunner);
  }

  // The configuration's references to deleted items stay forgotten: they named nothing.
  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['ebooks', 'categories', 'recipes']) {
      await queryRunner.query(`DROP INDEX "IDX_${table}_deleted"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "deletedById"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "deletedAt"`);
    }
  }
}
