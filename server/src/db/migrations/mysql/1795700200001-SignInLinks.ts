import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SignInLinks1795700200001 implements MigrationInterface {
  name = 'SignInLinks1795700200001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`sign_in_links\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`tokenHash\` varchar(64) NOT NULL, \`expiresAt\` datetime NOT NULL, \`usedAt\` datetime NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_sign_in_links_user\` (\`userId\`), UNIQUE INDEX \`UQ_sign_in_links_token_hash\` (\`tokenHash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`sign_in_links\` ADD CONSTRAINT \`FK_42d052f58a65863651dd51b73a6\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`sign_in_links\` DROP FOREIGN KEY \`FK_42d052f58a65863651dd51b73a6\``);
    await queryRunner.query(`DROP TABLE \`sign_in_links\``);
  }
}
