import type { MigrationInterface, QueryRunner } from 'typeorm';

// Written by hand instead of the generated table rebuild: ADD/DROP COLUMN leave the users table in place, so the
// rows that reference it (comments, saved recipes, notifications) are never at risk from a cascading DROP TABLE
// (TypeORM turns foreign keys off only around `up`; on undo its PRAGMA runs inside the transaction, where SQLite
// ignores it).
export class TokenVersion1795671504298 implements MigrationInterface {
  name = 'TokenVersion1795671504298';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "tokenVersion" integer NOT NULL DEFAULT (0)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "tokenVersion"`);
  }
}
