import type { MigrationInterface, QueryRunner } from 'typeorm';

// Written by hand (ADD/DROP COLUMN) instead of the generated table rebuild, which would drop and recreate recipes with
// everything that cascades from it (see TokenVersion).
export class DiscussionVersion1795685461992 implements MigrationInterface {
  name = 'DiscussionVersion1795685461992';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "recipes" ADD COLUMN "discussionVersion" integer NOT NULL DEFAULT (0)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "recipes" DROP COLUMN "discussionVersion"`);
  }
}
