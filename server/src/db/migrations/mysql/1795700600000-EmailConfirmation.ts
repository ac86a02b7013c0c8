import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailConfirmation1795700600000 implements MigrationInterface {
  name = 'EmailConfirmation1795700600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`emailConfirmedAt\` datetime NULL`);
    // Accounts from before e-mail confirmation keep their ratings counted: they count as confirmed at sign-up.
    // updatedAt keeps its value (MySQL would otherwise bump it ON UPDATE): this is no edit of the account.
    await queryRunner.query(`UPDATE \`users\` SET \`emailConfirmedAt\` = \`createdAt\`, \`updatedAt\` = \`updatedAt\``);
    await queryRunner.query(
      `CREATE TABLE \`email_confirmations\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`tokenHash\` varchar(64) NOT NULL, \`expiresAt\` datetime NOT NULL, \`usedAt\` datetime NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_email_confirmations_user\` (\`userId\`), UNIQUE INDEX \`UQ_email_confirmations_token_hash\` (\`tokenHash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_confirmations\` ADD CONSTRAINT \`FK_930e1d7c0171d23e5535b1e3873\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`email_confirmations\` DROP FOREIGN KEY \`FK_930e1d7c0171d23e5535b1e3873\``);
    await queryRunner.query(`DROP TABLE \`email_confirmations\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`emailConfirmedAt\``);
  }
}
