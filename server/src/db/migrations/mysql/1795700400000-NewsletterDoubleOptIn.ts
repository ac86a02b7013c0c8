import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsletterDoubleOptIn1795700400000 implements MigrationInterface {
  name = 'NewsletterDoubleOptIn1795700400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`newsletter_subscribers\` ADD \`confirmedAt\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`newsletter_subscribers\` ADD \`confirmationTokenHash\` varchar(64) NULL`);
    await queryRunner.query(`ALTER TABLE \`newsletter_subscribers\` ADD \`confirmationExpiresAt\` datetime NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX \`UQ_newsletter_subscribers_confirmation\` ON \`newsletter_subscribers\` (\`confirmationTokenHash\`)`,
    );
    // Addresses that signed up before double opt-in keep their subscription: they count as confirmed at sign-up.
    await queryRunner.query(`UPDATE \`newsletter_subscribers\` SET \`confirmedAt\` = \`consentAt\``);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Pending sign-ups never consented: they leave with the column that tells them apart.
    await queryRunner.query(`DELETE FROM \`newsletter_subscribers\` WHERE \`confirmedAt\` IS NULL`);
    await queryRunner.query(`DROP INDEX \`UQ_newsletter_subscribers_confirmation\` ON \`newsletter_subscribers\``);
    await queryRunner.query(`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`confirmationExpiresAt\``);
    await queryRunner.query(`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`confirmationTokenHash\``);
    await queryRunner.query(`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`confirmedAt\``);
  }
}
