import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NotificationComment1795959033575 implements MigrationInterface {
  name = 'NotificationComment1795959033575';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_notifications_user"`);
    await queryRunner.query(`CREATE TABLE "temporary_notifications" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer, "message" varchar(500) NOT NULL, "recipeId" integer, "commentId" integer, CONSTRAINT "FK_fe0156e263b9cae2612595fda29" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_692a909ee0fa9383e7859f9b406" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_notifications"("createdAt", "updatedAt", "id", "userId", "message", "recipeId") SELECT "createdAt", "updatedAt", "id", "userId", "message", "recipeId" FROM "notifications"`);
    await queryRunner.query(`DROP TABLE "notifications"`);
    await queryRunner.query(`ALTER TABLE "temporary_notifications" RENAME TO "notifications"`);
    await queryRunner.query(`CREATE INDEX "IDX_notifications_user" ON "notifications" ("userId", "createdAt") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_notifications_user"`);
    await queryRunner.query(`ALTER TABLE "notifications" RENAME TO "temporary_notifications"`);
    await queryRunner.query(`CREATE TABLE "notifications" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer, "message" varchar(500) NOT NULL, "recipeId" integer, CONSTRAINT "FK_fe0156e263b9cae2612595fda29" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_692a909ee0fa9383e7859f9b406" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "notifications"("createdAt", "updatedAt", "id", "userId", "message", "recipeId") SELECT "createdAt", "updatedAt", "id", "userId", "message", "recipeId" FROM "temporary_notifications"`);
    await queryRunner.query(`DROP TABLE "temporary_notifications"`);
    await queryRunner.query(`CREATE INDEX "IDX_notifications_user" ON "notifications" ("userId", "createdAt") `);
  }
}
