import type { MigrationInterface, QueryRunner } from 'typeorm';

// Written by hand: ADD COLUMN keeps the tables (and every comment) in place instead of a table rebuild.
export class CommentModeration1795700500000 implements MigrationInterface {
  name = 'CommentModeration1795700500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Every comment written so far was shown to readers: all stay approved.
    await queryRunner.query(`ALTER TABLE "comments" ADD COLUMN "status" varchar(10) NOT NULL DEFAULT ('APPROVED')`);
    await queryRunner.query(
      `CREATE INDEX "IDX_comments_recipe_status" ON "comments" ("recipeId", "status", "datePosted") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_comments_status" ON "comments" ("status", "datePosted") `);
    // The replies and rating reads filter on status too: their indexes carry it (with only the status indexes to
    // choose from, SQLite scanned every approved comment for a thread's replies).
    await queryRunner.query(
      `CREATE INDEX "IDX_comments_parent_status" ON "comments" ("parentCommentId", "status", "datePosted") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_comments_rating_status" ON "comments" ("recipeId", "userId", "status", "datePosted") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_comments_parent"`);
    await queryRunner.query(`DROP INDEX "IDX_comments_rating"`);
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "bannedAt" datetime`);
    await queryRunner.query(
      `ALTER TABLE "site_configuration" ADD COLUMN "holdFirstComments" boolean NOT NULL DEFAULT (1)`,
    );
    await queryRunner.query(
      `ALTER TABLE "site_configuration" ADD COLUMN "holdCommentsWithLinks" boolean NOT NULL DEFAULT (1)`,
    );
    await queryRunner.query(
      `ALTER TABLE "site_configuration" ADD COLUMN "ratingsNeedConfirmedEmail" boolean NOT NULL DEFAULT (1)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Held and spam comments were never shown: they leave with the column that tells them apart.
    await queryRunner.query(`DELETE FROM "comments" WHERE "status" <> 'APPROVED'`);
    await queryRunner.query(`ALTER TABLE "site_configuration" DROP COLUMN "ratingsNeedConfirmedEmail"`);
    await queryRunner.query(`ALTER TABLE "site_configuration" DROP COLUMN "holdCommentsWithLinks"`);
    await queryRunner.query(`ALTER TABLE "site_configuration" DROP COLUMN "holdFirstComments"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "bannedAt"`);
    await queryRunner.query(`CREATE INDEX "IDX_comments_rating" ON "comments" ("recipeId", "userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_comments_parent" ON "comments" ("parentCommentId") `);
    await queryRunner.query(`DROP INDEX "IDX_comments_rating_status"`);
    await queryRunner.query(`DROP INDEX "IDX_comments_parent_status"`);
    await queryRunner.query(`DROP INDEX "IDX_comments_status"`);
    await queryRunner.query(`DROP INDEX "IDX_comments_recipe_status"`);
    await queryRunner.query(`ALTER TABLE "comments" DROP COLUMN "status"`);
  }
}
