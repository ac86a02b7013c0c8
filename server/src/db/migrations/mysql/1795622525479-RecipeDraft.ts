import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillRecipeSearchKeys } from '../recipe-search-key';

export class RecipeDraft1795622525479 implements MigrationInterface {
  name = 'RecipeDraft1795622525479';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`recipes\` ADD \`searchKey\` text NULL`);
    // Every recipe written so far was meant for readers: none becomes a draft.
    await queryRunner.query(`ALTER TABLE \`recipes\` ADD \`draft\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`CREATE INDEX \`IDX_recipes_draft_published\` ON \`recipes\` (\`draft\`, \`datePublished\`)`);
    await backfillRecipeSearchKeys(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_recipes_draft_published\` ON \`recipes\``);
    await queryRunner.query(`ALTER TABLE \`recipes\` DROP COLUMN \`draft\``);
    await queryRunner.query(`ALTER TABLE \`recipes\` DROP COLUMN \`searchKey\``);
  }
}
