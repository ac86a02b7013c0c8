import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CommentModeration1795700500000 implements MigrationInterface {
  name = 'CommentModeration1795700500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Every comment written so far was shown to readers: all stay approved.
    await queryRunner.query(`ALTER TABLE \`comments\` ADD \`status\` varchar(10) NOT NULL DEFAULT 'APPROVED'`);
    await queryRunner.query(
      `CREATE INDEX \`IDX_comments_recipe_status\` ON \`comments\` (\`recipeId\`, \`status\`, \`datePosted\`)`,
    );
    await queryRunner.query(`CREATE INDEX \`IDX_comments_status\` ON \`comments\` (\`status\`, \`datePosted\`)`);
    // The replies and rating reads filter on status too: their indexes carry it. The new ones first: they also serve
    // the foreign keys the old ones served.
    await queryRunner.query(
      `CREATE INDEX \`IDX_comments_parent_status\` ON \`comments\` (\`parentCommentId\`, \`status\`, \`datePosted\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_comments_rating_status\` ON \`comments\` (\`recipeId\`, \`userId\`, \`status\`, \`datePosted\`)`,
    );
    await queryRunner.query(`DROP INDEX \`IDX_comments_parent\` ON \`comments\``);
    await queryRunner.query(`DROP INDEX \`IDX_comments_rating\` ON \`comments\``);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`bannedAt\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`site_configuration\` ADD \`holdFirstComments\` tinyint NOT NULL DEFAULT 1`);
    await queryRunner.query(
      `ALTER TABLE \`site_configuration\` ADD \`holdCommentsWithLinks\` tinyint NOT NULL DEFAULT 1`,
    );
    await queryRunner.query(
      `ALTER TABLE \`site_configuration\` ADD \`ratingsNeedConfirmedEmail\` tinyint NOT NULL DEFAULT 1`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Held and spam comments were never shown: they leave with the column that tells them apart.
    await queryRunner.query(`DELETE FROM \`comments\` WHERE \`status\` <> 'APPROVED'`);
    await queryRunner.query(`ALTER TABLE \`site_configuration\` DROP COLUMN \`ratingsNeedConfirmedEmail\``);
    await queryRunner.query(`ALTER TABLE \`site_configuration\` DROP COLUMN \`holdCommentsWithLinks\``);
    await queryRunner.query(`ALTER TABLE \`site_configuration\` DROP COLUMN \`holdFirstComments\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`bannedAt\``);
    await queryRunner.query(`CREATE INDEX \`IDX_comments_rating\` ON \`comments\` (\`recipeId\`, \`userId\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_comments_parent\` ON \`comments\` (\`parentCommentId\`)`);
    await queryRunner.query(`DROP INDEX \`IDX_comments_rating_status\` ON \`comments\``);
    await queryRunner.query(`DROP INDEX \`IDX_comments_parent_status\` ON \`comments\``);
    await queryRunner.query(`DROP INDEX \`IDX_comments_status\` ON \`comments\``);
    await queryRunner.query(`DROP INDEX \`IDX_comments_recipe_status\` ON \`comments\``);
    await queryRunner.query(`ALTER TABLE \`comments\` DROP COLUMN \`status\``);
  }
}
