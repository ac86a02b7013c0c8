import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795324231732 implements MigrationInterface {
  name = 'Initial1795324231732';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`categories\` (\`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`nameKey\` varchar(100) NOT NULL, \`description\` text NULL, \`imageSmall\` varchar(500) NULL, \`imageMedium\` varchar(500) NULL, UNIQUE INDEX \`UQ_categories_name_key\` (\`nameKey\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`recipes\` (\`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`title\` varchar(200) NOT NULL, \`titleKey\` varchar(200) NOT NULL, \`description\` text NOT NULL, \`author\` varchar(120) NOT NULL, \`prepTime\` varchar(32) NULL, \`cookTime\` varchar(32) NULL, \`totalTime\` varchar(32) NULL, \`prepMinutes\` int NULL, \`cookMinutes\` int NULL, \`totalMinutes\` int NULL, \`servings\` varchar(100) NOT NULL DEFAULT '', \`difficulty\` varchar(10) NOT NULL DEFAULT 'EASY', \`cuisine\` varchar(100) NULL, \`cuisineKey\` varchar(100) NULL, \`imageSmall\` varchar(500) NULL, \`imageMedium\` varchar(500) NULL, \`imageOriginal\` varchar(500) NULL, \`commentBody\` text NOT NULL, \`nutrition\` text NULL, \`datePublished\` datetime NOT NULL, INDEX \`IDX_recipes_cuisine_key\` (\`cuisineKey\`), INDEX \`IDX_recipes_published\` (\`datePublished\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`users\` (\`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(120) NOT NULL, \`email\` varchar(254) NOT NULL, \`passwordHash\` varchar(255) NOT NULL, \`role\` varchar(10) NOT NULL DEFAULT 'USER', UNIQUE INDEX \`UQ_users_email\` (\`email\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`comments\` (\`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`recipeId\` int NOT NULL, \`userId\` int NOT NULL, \`parentCommentId\` int NULL, \`content\` text NOT NULL, \`score\` int NOT NULL DEFAULT '0', \`datePosted\` datetime NOT NULL, INDEX \`IDX_comments_parent\` (\`parentCommentId\`), INDEX \`IDX_comments_recipe\` (\`recipeId\`, \`datePosted\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`site_configuration\` (\`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL, \`featuredRecipeIds\` text NOT NULL, \`instagramUrl\` varchar(500) NULL, \`youtubeUrl\` varchar(500) NULL, \`tiktokUrl\` varchar(500) NULL, \`pinterestUrl\` varchar(500) NULL, \`facebookUrl\` varchar(500) NULL, \`featuredEBookId\` int NULL, \`partnerships\` text NOT NULL, \`googleAdsenseScript\` text NULL, \`weeklyMonday\` int NULL, \`weeklyTuesday\` int NULL, \`weeklyWednesday\` int NULL, \`weeklyThursday\` int NULL, \`weeklyFriday\` int NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`contact_submissions\` (\`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`nome\` varchar(100) NOT NULL, \`sobrenome\` varchar(100) NOT NULL, \`empresa\` varchar(150) NULL, \`email\` varchar(254) NOT NULL, \`telefone\` varchar(40) NOT NULL, \`assunto\` varchar(200) NOT NULL, \`mensagem\` text NOT NULL, INDEX \`IDX_contact_submissions_created\` (\`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`cravings\` (\`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`nameKey\` varchar(100) NOT NULL, \`description\` text NULL, \`imageSmall\` varchar(500) NULL, \`imageMedium\` varchar(500) NULL, \`imageOriginal\` varchar(500) NULL, UNIQUE INDEX \`UQ_cravings_name_key\` (\`nameKey\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`ebooks\` (\`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`title\` varchar(200) NOT NULL, \`author\` varchar(120) NOT NULL, \`price\` decimal(10,2) NOT NULL, \`verticalCoverSmall\` varchar(500) NULL, \`verticalCoverMedium\` varchar(500) NULL, \`verticalCoverOriginal\` varchar(500) NULL, \`horizontalCoverSmall\` varchar(500) NULL, \`horizontalCoverMedium\` varchar(500) NULL, \`horizontalCoverOriginal\` varchar(500) NULL, \`externalUrl\` varchar(500) NOT NULL, \`publicationDate\` date NOT NULL, INDEX \`IDX_ebooks_publication\` (\`publicationDate\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`media_assets\` (\`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`storageKey\` varchar(200) NOT NULL, \`sourceFormat\` varchar(10) NOT NULL, \`width\` int NOT NULL, \`height\` int NOT NULL, \`storedBytes\` int NOT NULL, \`uploadedById\` int NULL, UNIQUE INDEX \`UQ_media_assets_key\` (\`storageKey\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`newsletter_subscribers\` (\`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`email\` varchar(254) NOT NULL, \`source\` varchar(20) NOT NULL, \`consentAt\` datetime NOT NULL, \`unsubscribeToken\` varchar(64) NOT NULL, \`unsubscribedAt\` datetime NULL, UNIQUE INDEX \`UQ_newsletter_subscribers_email\` (\`email\`), UNIQUE INDEX \`UQ_newsletter_subscribers_token\` (\`unsubscribeToken\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`notifications\` (\`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NULL, \`message\` varchar(500) NOT NULL, \`recipeId\` int NULL, INDEX \`IDX_notifications_user\` (\`userId\`, \`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`notification_reads\` (\`notificationId\` int NOT NULL, \`userId\` int NOT NULL, \`readAt\` datetime NOT NULL, PRIMARY KEY (\`notificationId\`, \`userId\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`occasions\` (\`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`nameKey\` varchar(100) NOT NULL, UNIQUE INDEX \`UQ_occasions_name_key\` (\`nameKey\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`recipe_categories\` (\`recipeId\` int NOT NULL, \`categoryId\` int NOT NULL, \`position\` int NOT NULL, INDEX \`IDX_recipe_categories_category\` (\`categoryId\`), PRIMARY KEY (\`recipeId\`, \`categoryId\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`recipe_cravings\` (\`recipeId\` int NOT NULL, \`cravingId\` int NOT NULL, \`position\` int NOT NULL, INDEX \`IDX_recipe_cravings_craving\` (\`cravingId\`), PRIMARY KEY (\`recipeId\`, \`cravingId\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`recipe_occasions\` (\`recipeId\` int NOT NULL, \`occasionId\` int NOT NULL, \`position\` int NOT NULL, INDEX \`IDX_recipe_occasions_occasion\` (\`occasionId\`), PRIMARY KEY (\`recipeId\`, \`occasionId\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`recipe_ingredients\` (\`id\` int NOT NULL AUTO_INCREMENT, \`recipeId\` int NOT NULL, \`position\` int NOT NULL, \`section\` varchar(120) NOT NULL DEFAULT '', \`ingredientName\` varchar(200) NOT NULL, \`quantity\` varchar(50) NOT NULL DEFAULT '', \`unit\` varchar(50) NOT NULL DEFAULT '', INDEX \`IDX_recipe_ingredients_recipe\` (\`recipeId\`, \`position\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`recipe_instructions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`recipeId\` int NOT NULL, \`position\` int NOT NULL, \`section\` varchar(120) NOT NULL DEFAULT '', \`stepNumber\` int NOT NULL, \`instructionText\` text NOT NULL, INDEX \`IDX_recipe_instructions_recipe\` (\`recipeId\`, \`position\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`recipe_notes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`recipeId\` int NOT NULL, \`position\` int NOT NULL, \`noteText\` text NOT NULL, INDEX \`IDX_recipe_notes_recipe\` (\`recipeId\`, \`position\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`recipe_tags\` (\`id\` int NOT NULL AUTO_INCREMENT, \`recipeId\` int NOT NULL, \`position\` int NOT NULL, \`name\` varchar(80) NOT NULL, INDEX \`IDX_recipe_tags_recipe\` (\`recipeId\`, \`position\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`recipe_utensils\` (\`id\` int NOT NULL AUTO_INCREMENT, \`recipeId\` int NOT NULL, \`position\` int NOT NULL, \`name\` varchar(120) NOT NULL, \`link\` varchar(500) NULL, INDEX \`IDX_recipe_utensils_recipe\` (\`recipeId\`, \`position\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`comments\` ADD CONSTRAINT \`FK_d2faca4b7c1a5875d6c997f7666\` FOREIGN KEY (\`recipeId\`) REFERENCES \`recipes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`comments\` ADD CONSTRAINT \`FK_7e8d7c49f218ebb14314fdb3749\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`comments\` ADD CONSTRAINT \`FK_4875672591221a61ace66f2d4f9\` FOREIGN KEY (\`parentCommentId\`) REFERENCES \`comments\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`notifications\` ADD CONSTRAINT \`FK_692a909ee0fa9383e7859f9b406\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`notifications\` ADD CONSTRAINT \`FK_fe0156e263b9cae2612595fda29\` FOREIGN KEY (\`recipeId\`) REFERENCES \`recipes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`notification_reads\` ADD CONSTRAINT \`FK_38d077b9c1f597ae662c5ae4119\` FOREIGN KEY (\`notificationId\`) REFERENCES \`notifications\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`notification_reads\` ADD CONSTRAINT \`FK_bddd24aed9c7f0beee6e8d8339f\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`recipe_categories\` ADD CONSTRAINT \`FK_5f229c43ddb9ebf83bb9a56bf9a\` FOREIGN KEY (\`recipeId\`) REFERENCES \`recipes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`recipe_categories\` ADD CONSTRAINT \`FK_d21edfe40e6d0b14efbd33f04a8\` FOREIGN KEY (\`categoryId\`) REFERENCES \`categories\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`recipe_cravings\` ADD CONSTRAINT \`FK_3e2f7af8b33bef8d8aec4450fb2\` FOREIGN KEY (\`recipeId\`) REFERENCES \`recipes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`recipe_cravings\` ADD CONSTRAINT \`FK_9b48063a1d83ca3f568f04be311\` FOREIGN KEY (\`cravingId\`) REFERENCES \`cravings\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`recipe_occasions\` ADD CONSTRAINT \`FK_fa631e0090c637ecff18f4fa069\` FOREIGN KEY (\`recipeId\`) REFERENCES \`recipes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`recipe_occasions\` ADD CONSTRAINT \`FK_458f98573f435008c524a7e82d2\` FOREIGN KEY (\`occasionId\`) REFERENCES \`occasions\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`recipe_ingredients\` ADD CONSTRAINT \`FK_2d7f407ae694e91bb3da1798c61\` FOREIGN KEY (\`recipeId\`) REFERENCES \`recipes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`recipe_instructions\` ADD CONSTRAINT \`FK_a0bb8487d8217e430ad6b1e0bcb\` FOREIGN KEY (\`recipeId\`) REFERENCES \`recipes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`recipe_notes\` ADD CONSTRAINT \`FK_28884623118268651186f99c866\` FOREIGN KEY (\`recipeId\`) REFERENCES \`recipes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`recipe_tags\` ADD CONSTRAINT \`FK_fe69eadecd02fac0832d33286ac\` FOREIGN KEY (\`recipeId\`) REFERENCES \`recipes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`recipe_utensils\` ADD CONSTRAINT \`FK_aaa2e9236f68e0838505385aec6\` FOREIGN KEY (\`recipeId\`) REFERENCES \`recipes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`recipe_utensils\` DROP FOREIGN KEY \`FK_aaa2e9236f68e0838505385aec6\``);
    await queryRunner.query(`ALTER TABLE \`recipe_tags\` DROP FOREIGN KEY \`FK_fe69eadecd02fac0832d33286ac\``);
    await queryRunner.query(`ALTER TABLE \`recipe_notes\` DROP FOREIGN KEY \`FK_28884623118268651186f99c866\``);
    await queryRunner.query(`ALTER TABLE \`recipe_instructions\` DROP FOREIGN KEY \`FK_a0bb8487d8217e430ad6b1e0bcb\``);
    await queryRunner.query(`ALTER TABLE \`recipe_ingredients\` DROP FOREIGN KEY \`FK_2d7f407ae694e91bb3da1798c61\``);
    await queryRunner.query(`ALTER TABLE \`recipe_occasions\` DROP FOREIGN KEY \`FK_458f98573f435008c524a7e82d2\``);
    await queryRunner.query(`ALTER TABLE \`recipe_occasions\` DROP FOREIGN KEY \`FK_fa631e0090c637ecff18f4fa069\``);
    await queryRunner.query(`ALTER TABLE \`recipe_cravings\` DROP FOREIGN KEY \`FK_9b48063a1d83ca3f568f04be311\``);
    await queryRunner.query(`ALTER TABLE \`recipe_cravings\` DROP FOREIGN KEY \`FK_3e2f7af8b33bef8d8aec4450fb2\``);
    await queryRunner.query(`ALTER TABLE \`recipe_categories\` DROP FOREIGN KEY \`FK_d21edfe40e6d0b14efbd33f04a8\``);
    await queryRunner.query(`ALTER TABLE \`recipe_categories\` DROP FOREIGN KEY \`FK_5f229c43ddb9ebf83bb9a56bf9a\``);
    await queryRunner.query(`ALTER TABLE \`notification_reads\` DROP FOREIGN KEY \`FK_bddd24aed9c7f0beee6e8d8339f\``);
    await queryRunner.query(`ALTER TABLE \`notification_reads\` DROP FOREIGN KEY \`FK_38d077b9c1f597ae662c5ae4119\``);
    await queryRunner.query(`ALTER TABLE \`notifications\` DROP FOREIGN KEY \`FK_fe0156e263b9cae2612595fda29\``);
    await queryRunner.query(`ALTER TABLE \`notifications\` DROP FOREIGN KEY \`FK_692a909ee0fa9383e7859f9b406\``);
    await queryRunner.query(`ALTER TABLE \`comments\` DROP FOREIGN KEY \`FK_4875672591221a61ace66f2d4f9\``);
    await queryRunner.query(`ALTER TABLE \`comments\` DROP FOREIGN KEY \`FK_7e8d7c49f218ebb14314fdb3749\``);
    await queryRunner.query(`ALTER TABLE \`comments\` DROP FOREIGN KEY \`FK_d2faca4b7c1a5875d6c997f7666\``);
    await queryRunner.query(`DROP INDEX \`IDX_recipe_utensils_recipe\` ON \`recipe_utensils\``);
    await queryRunner.query(`DROP TABLE \`recipe_utensils\``);
    await queryRunner.query(`DROP INDEX \`IDX_recipe_tags_recipe\` ON \`recipe_tags\``);
    await queryRunner.query(`DROP TABLE \`recipe_tags\``);
    await queryRunner.query(`DROP INDEX \`IDX_recipe_notes_recipe\` ON \`recipe_notes\``);
    await queryRunner.query(`DROP TABLE \`recipe_notes\``);
    await queryRunner.query(`DROP INDEX \`IDX_recipe_instructions_recipe\` ON \`recipe_instructions\``);
    await queryRunner.query(`DROP TABLE \`recipe_instructions\``);
    await queryRunner.query(`DROP INDEX \`IDX_recipe_ingredients_recipe\` ON \`recipe_ingredients\``);
    await queryRunner.query(`DROP TABLE \`recipe_ingredients\``);
    await queryRunner.query(`DROP INDEX \`IDX_recipe_occasions_occasion\` ON \`recipe_occasions\``);
    await queryRunner.query(`DROP TABLE \`recipe_occasions\``);
    await queryRunner.query(`DROP INDEX \`IDX_recipe_cravings_craving\` ON \`recipe_cravings\``);
    await queryRunner.query(`DROP TABLE \`recipe_cravings\``);
    await queryRunner.query(`DROP INDEX \`IDX_recipe_categories_category\` ON \`recipe_categories\``);
    await queryRunner.query(`DROP TABLE \`recipe_categories\``);
    await queryRunner.query(`DROP INDEX \`UQ_occasions_name_key\` ON \`occasions\``);
    await queryRunner.query(`DROP TABLE \`occasions\``);
    await queryRunner.query(`DROP TABLE \`notification_reads\``);
    await queryRunner.query(`DROP INDEX \`IDX_notifications_user\` ON \`notifications\``);
    await queryRunner.query(`DROP TABLE \`notifications\``);
    await queryRunner.query(`DROP INDEX \`UQ_newsletter_subscribers_token\` ON \`newsletter_subscribers\``);
    await queryRunner.query(`DROP INDEX \`UQ_newsletter_subscribers_email\` ON \`newsletter_subscribers\``);
    await queryRunner.query(`DROP TABLE \`newsletter_subscribers\``);
    await queryRunner.query(`DROP INDEX \`UQ_media_assets_key\` ON \`media_assets\``);
    await queryRunner.query(`DROP TABLE \`media_assets\``);
    await queryRunner.query(`DROP INDEX \`IDX_ebooks_publication\` ON \`ebooks\``);
    await queryRunner.query(`DROP TABLE \`ebooks\``);
    await queryRunner.query(`DROP INDEX \`UQ_cravings_name_key\` ON \`cravings\``);
    await queryRunner.query(`DROP TABLE \`cravings\``);
    await queryRunner.query(`DROP INDEX \`IDX_contact_submissions_created\` ON \`contact_submissions\``);
    await queryRunner.query(`DROP TABLE \`contact_submissions\``);
    await queryRunner.query(`DROP TABLE \`site_configuration\``);
    await queryRunner.query(`DROP INDEX \`IDX_comments_recipe\` ON \`comments\``);
    await queryRunner.query(`DROP INDEX \`IDX_comments_parent\` ON \`comments\``);
    await queryRunner.query(`DROP TABLE \`comments\``);
    await queryRunner.query(`DROP INDEX \`UQ_users_email\` ON \`users\``);
    await queryRunner.query(`DROP TABLE \`users\``);
    await queryRunner.query(`DROP INDEX \`IDX_recipes_published\` ON \`recipes\``);
    await queryRunner.query(`DROP INDEX \`IDX_recipes_cuisine_key\` ON \`recipes\``);
    await queryRunner.query(`DROP TABLE \`recipes\``);
    await queryRunner.query(`DROP INDEX \`UQ_categories_name_key\` ON \`categories\``);
    await queryRunner.query(`DROP TABLE \`categories\``);
  }
}
