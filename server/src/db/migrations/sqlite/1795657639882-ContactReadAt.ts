import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactReadAt1795657639882 implements MigrationInterface {
  name = 'ContactReadAt1795657639882';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_contact_submissions_created"`);
    await queryRunner.query(`CREATE TABLE "temporary_contact_submissions" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "nome" varchar(100) NOT NULL, "sobrenome" varchar(100) NOT NULL, "empresa" varchar(150), "email" varchar(254) NOT NULL, "telefone" varchar(40) NOT NULL, "assunto" varchar(200) NOT NULL, "mensagem" text NOT NULL, "readAt" datetime)`);
    await queryRunner.query(`INSERT INTO "temporary_contact_submissions"("createdAt", "updatedAt", "id", "nome", "sobrenome", "empresa", "email", "telefone", "assunto", "mensagem") SELECT "createdAt", "updatedAt", "id", "nome", "sobrenome", "empresa", "email", "telefone", "assunto", "mensagem" FROM "contact_submissions"`);
    await queryRunner.query(`DROP TABLE "contact_submissions"`);
    await queryRunner.query(`ALTER TABLE "temporary_contact_submissions" RENAME TO "contact_submissions"`);
    await queryRunner.query(`CREATE INDEX "IDX_contact_submissions_created" ON "contact_submissions" ("createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_contact_submissions_read" ON "contact_submissions" ("readAt") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_contact_submissions_read"`);
    await queryRunner.query(`DROP INDEX "IDX_contact_submissions_created"`);
    await queryRunner.query(`ALTER TABLE "contact_submissions" RENAME TO "temporary_contact_submissions"`);
    await queryRunner.query(`CREATE TABLE "contact_submissions" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "nome" varchar(100) NOT NULL, "sobrenome" varchar(100) NOT NULL, "empresa" varchar(150), "email" varchar(254) NOT NULL, "telefone" varchar(40) NOT NULL, "assunto" varchar(200) NOT NULL, "mensagem" text NOT NULL)`);
    await queryRunner.query(`INSERT INTO "contact_submissions"("createdAt", "updatedAt", "id", "nome", "sobrenome", "empresa", "email", "telefone", "assunto", "mensagem") SELECT "createdAt", "updatedAt", "id", "nome", "sobrenome", "empresa", "email", "telefone", "assunto", "mensagem" FROM "temporary_contact_submissions"`);
    await queryRunner.query(`DROP TABLE "temporary_contact_submissions"`);
    await queryRunner.query(`CREATE INDEX "IDX_contact_submissions_created" ON "contact_submissions" ("createdAt") `);
  }
}
