import type { MigrationInterface, QueryRunner } from 'typeorm';

// Written by hand: ADD/DROP COLUMN keep the table (and its consent records) in place instead of a table rebuild.
export class NewsletterDoubleOptIn1795700400000 implements MigrationInterface {
  name = 'NewsletterDoubleOptIn1795700400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmedAt" datetime`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmationTokenHash" varchar(64)`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmationExpiresAt" datetime`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_newsletter_subscribers_confirmation" ON "newsletter_subscribers" ("confirmationTokenHash") `,
    );
    // Addresses that signed up before double opt-in keep their subscription: they count as confirmed at sign-up.
    await queryRunner.query(`UPDATE "newsletter_subscribers" SET "confirmedAt" = "consentAt"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Pending sign-ups never consented: they leave with the column that tells them apart.
    await queryRunner.query(`DELETE FROM "newsletter_subscribers" WHERE "confirmedAt" IS NULL`);
    await queryRunner.query(`DROP INDEX "UQ_newsletter_subscribers_confirmation"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmationExpiresAt"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmationTokenHash"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmedAt"`);
  }
}
