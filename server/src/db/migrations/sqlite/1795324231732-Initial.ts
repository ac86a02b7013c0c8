import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795324231732 implements MigrationInterface {
  name = 'Initial1795324231732';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "categories" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "nameKey" varchar(100) NOT NULL, "description" text, "imageSmall" varchar(500), "imageMedium" varchar(500))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_categories_name_key" ON "categories" ("nameKey") `);
    await queryRunner.query(
      `CREATE TABLE "recipes" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title" varchar(200) NOT NULL, "titleKey" varchar(200) NOT NULL, "description" text NOT NULL, "author" varchar(120) NOT NULL, "prepTime" varchar(32), "cookTime" varchar(32), "totalTime" varchar(32), "prepMinutes" integer, "cookMinutes" integer, "totalMinutes" integer, "servings" varchar(100) NOT NULL DEFAULT (''), "difficulty" varchar(10) NOT NULL DEFAULT ('EASY'), "cuisine" varchar(100), "cuisineKey" varchar(100), "imageSmall" varchar(500), "imageMedium" varchar(500), "imageOriginal" varchar(500), "commentBody" text NOT NULL, "nutrition" text, "datePublished" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_recipes_cuisine_key" ON "recipes" ("cuisineKey") `);
    await queryRunner.query(`CREATE INDEX "IDX_recipes_published" ON "recipes" ("datePublished") `);
    await queryRunner.query(
      `CREATE TABLE "users" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(120) NOT NULL, "email" varchar(254) NOT NULL, "passwordHash" varchar(255) NOT NULL, "role" varchar(10) NOT NULL DEFAULT ('USER'))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") `);
    await queryRunner.query(
      `CREATE TABLE "comments" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "userId" integer NOT NULL, "parentCommentId" integer, "content" text NOT NULL, "score" integer NOT NULL DEFAULT (0), "datePosted" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_comments_parent" ON "comments" ("parentCommentId") `);
    await queryRunner.query(`CREATE INDEX "IDX_comments_recipe" ON "comments" ("recipeId", "datePosted") `);
    await queryRunner.query(
      `CREATE TABLE "site_configuration" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY NOT NULL, "featuredRecipeIds" text NOT NULL, "instagramUrl" varchar(500), "youtubeUrl" varchar(500), "tiktokUrl" varchar(500), "pinterestUrl" varchar(500), "facebookUrl" varchar(500), "featuredEBookId" integer, "partnerships" text NOT NULL, "googleAdsenseScript" text, "weeklyMonday" integer, "weeklyTuesday" integer, "weeklyWednesday" integer, "weeklyThursday" integer, "weeklyFriday" integer)`,
    );
    await queryRunner.query(
      `CREATE TABLE "contact_submissions" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "nome" varchar(100) NOT NULL, "sobrenome" varchar(100) NOT NULL, "empresa" varchar(150), "email" varchar(254) NOT NULL, "telefone" varchar(40) NOT NULL, "assunto" varchar(200) NOT NULL, "mensagem" text NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_contact_submissions_created" ON "contact_submissions" ("createdAt") `);
    await queryRunner.query(
      `CREATE TABLE "cravings" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "nameKey" varchar(100) NOT NULL, "description" text, "imageSmall" varchar(500), "imageMedium" varchar(500), "imageOriginal" varchar(500))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_cravings_name_key" ON "cravings" ("nameKey") `);
    await queryRunner.query(
      `CREATE TABLE "ebooks" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title" varchar(200) NOT NULL, "author" varchar(120) NOT NULL, "price" decimal(10,2) NOT NULL, "verticalCoverSmall" varchar(500), "verticalCoverMedium" varchar(500), "verticalCoverOriginal" varchar(500), "horizontalCoverSmall" varchar(500), "horizontalCoverMedium" varchar(500), "horizontalCoverOriginal" varchar(500), "externalUrl" varchar(500) NOT NULL, "publicationDate" date NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ebooks_publication" ON "ebooks" ("publicationDate") `);
    await queryRunner.query(
      `CREATE TABLE "media_assets" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "storageKey" varchar(200) NOT NULL, "sourceFormat" varchar(10) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "storedBytes" integer NOT NULL, "uploadedById" integer)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_media_assets_key" ON "media_assets" ("storageKey") `);
    await queryRunner.query(
      `CREATE TABLE "newsletter_subscribers" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "email" varchar(254) NOT NULL, "source" varchar(20) NOT NULL, "consentAt" datetime NOT NULL, "unsubscribeToken" varchar(64) NOT NULL, "unsubscribedAt" datetime)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_newsletter_subscribers_email" ON "newsletter_subscribers" ("email") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_newsletter_subscribers_token" ON "newsletter_subscribers" ("unsubscribeToken") `,
    );
    await queryRunner.query(
      `CREATE TABLE "notifications" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer, "message" varchar(500) NOT NULL, "recipeId" integer)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_notifications_user" ON "notifications" ("userId", "createdAt") `);
    await queryRunner.query(
      `CREATE TABLE "notification_reads" ("notificationId" integer NOT NULL, "userId" integer NOT NULL, "readAt" datetime NOT NULL, PRIMARY KEY ("notificationId", "userId"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "occasions" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "nameKey" varchar(100) NOT NULL)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_occasions_name_key" ON "occasions" ("nameKey") `);
    await queryRunner.query(
      `CREATE TABLE "recipe_categories" ("recipeId" integer NOT NULL, "categoryId" integer NOT NULL, "position" integer NOT NULL, PRIMARY KEY ("recipeId", "categoryId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_recipe_categories_category" ON "recipe_categories" ("categoryId") `);
    await queryRunner.query(
      `CREATE TABLE "recipe_cravings" ("recipeId" integer NOT NULL, "cravingId" integer NOT NULL, "position" integer NOT NULL, PRIMARY KEY ("recipeId", "cravingId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_recipe_cravings_craving" ON "recipe_cravings" ("cravingId") `);
    await queryRunner.query(
      `CREATE TABLE "recipe_occasions" ("recipeId" integer NOT NULL, "occasionId" integer NOT NULL, "position" integer NOT NULL, PRIMARY KEY ("recipeId", "occasionId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_recipe_occasions_occasion" ON "recipe_occasions" ("occasionId") `);
    await queryRunner.query(
      `CREATE TABLE "recipe_ingredients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "position" integer NOT NULL, "section" varchar(120) NOT NULL DEFAULT (''), "ingredientName" varchar(200) NOT NULL, "quantity" varchar(50) NOT NULL DEFAULT (''), "unit" varchar(50) NOT NULL DEFAULT (''))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_recipe_ingredients_recipe" ON "recipe_ingredients" ("recipeId", "position") `,
    );
    await queryRunner.query(
      `CREATE TABLE "recipe_instructions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "position" integer NOT NULL, "section" varchar(120) NOT NULL DEFAULT (''), "stepNumber" integer NOT NULL, "instructionText" text NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_recipe_instructions_recipe" ON "recipe_instructions" ("recipeId", "position") `,
    );
    await queryRunner.query(
      `CREATE TABLE "recipe_notes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "position" integer NOT NULL, "noteText" text NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_recipe_notes_recipe" ON "recipe_notes" ("recipeId", "position") `);
    await queryRunner.query(
      `CREATE TABLE "recipe_tags" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "position" integer NOT NULL, "name" varchar(80) NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_recipe_tags_recipe" ON "recipe_tags" ("recipeId", "position") `);
    await queryRunner.query(
      `CREATE TABLE "recipe_utensils" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "position" integer NOT NULL, "name" varchar(120) NOT NULL, "link" varchar(500))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_recipe_utensils_recipe" ON "recipe_utensils" ("recipeId", "position") `);
    await queryRunner.query(`DROP INDEX "IDX_comments_parent"`);
    await queryRunner.query(`DROP INDEX "IDX_comments_recipe"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_comments" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "userId" integer NOT NULL, "parentCommentId" integer, "content" text NOT NULL, "score" integer NOT NULL DEFAULT (0), "datePosted" datetime NOT NULL, CONSTRAINT "FK_d2faca4b7c1a5875d6c997f7666" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_7e8d7c49f218ebb14314fdb3749" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_4875672591221a61ace66f2d4f9" FOREIGN KEY ("parentCommentId") REFERENCES "comments" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_comments"("createdAt", "updatedAt", "id", "recipeId", "userId", "parentCommentId", "content", "score", "datePosted") SELECT "createdAt", "updatedAt", "id", "recipeId", "userId", "parentCommentId", "content", "score", "datePosted" FROM "comments"`,
    );
    await queryRunner.query(`DROP TABLE "comments"`);
    await queryRunner.query(`ALTER TABLE "temporary_comments" RENAME TO "comments"`);
    await queryRunner.query(`CREATE INDEX "IDX_comments_parent" ON "comments" ("parentCommentId") `);
    await queryRunner.query(`CREATE INDEX "IDX_comments_recipe" ON "comments" ("recipeId", "datePosted") `);
    await queryRunner.query(`DROP INDEX "IDX_notifications_user"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_notifications" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer, "message" varchar(500) NOT NULL, "recipeId" integer, CONSTRAINT "FK_692a909ee0fa9383e7859f9b406" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_fe0156e263b9cae2612595fda29" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_notifications"("createdAt", "updatedAt", "id", "userId", "message", "recipeId") SELECT "createdAt", "updatedAt", "id", "userId", "message", "recipeId" FROM "notifications"`,
    );
    await queryRunner.query(`DROP TABLE "notifications"`);
    await queryRunner.query(`ALTER TABLE "temporary_notifications" RENAME TO "notifications"`);
    await queryRunner.query(`CREATE INDEX "IDX_notifications_user" ON "notifications" ("userId", "createdAt") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_notification_reads" ("notificationId" integer NOT NULL, "userId" integer NOT NULL, "readAt" datetime NOT NULL, CONSTRAINT "FK_38d077b9c1f597ae662c5ae4119" FOREIGN KEY ("notificationId") REFERENCES "notifications" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_bddd24aed9c7f0beee6e8d8339f" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("notificationId", "userId"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_notification_reads"("notificationId", "userId", "readAt") SELECT "notificationId", "userId", "readAt" FROM "notification_reads"`,
    );
    await queryRunner.query(`DROP TABLE "notification_reads"`);
    await queryRunner.query(`ALTER TABLE "temporary_notification_reads" RENAME TO "notification_reads"`);
    await queryRunner.query(`DROP INDEX "IDX_recipe_categories_category"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_recipe_categories" ("recipeId" integer NOT NULL, "categoryId" integer NOT NULL, "position" integer NOT NULL, CONSTRAINT "FK_5f229c43ddb9ebf83bb9a56bf9a" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_d21edfe40e6d0b14efbd33f04a8" FOREIGN KEY ("categoryId") REFERENCES "categories" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("recipeId", "categoryId"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_recipe_categories"("recipeId", "categoryId", "position") SELECT "recipeId", "categoryId", "position" FROM "recipe_categories"`,
    );
    await queryRunner.query(`DROP TABLE "recipe_categories"`);
    await queryRunner.query(`ALTER TABLE "temporary_recipe_categories" RENAME TO "recipe_categories"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipe_categories_category" ON "recipe_categories" ("categoryId") `);
    await queryRunner.query(`DROP INDEX "IDX_recipe_cravings_craving"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_recipe_cravings" ("recipeId" integer NOT NULL, "cravingId" integer NOT NULL, "position" integer NOT NULL, CONSTRAINT "FK_3e2f7af8b33bef8d8aec4450fb2" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_9b48063a1d83ca3f568f04be311" FOREIGN KEY ("cravingId") REFERENCES "cravings" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("recipeId", "cravingId"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_recipe_cravings"("recipeId", "cravingId", "position") SELECT "recipeId", "cravingId", "position" FROM "recipe_cravings"`,
    );
    await queryRunner.query(`DROP TABLE "recipe_cravings"`);
    await queryRunner.query(`ALTER TABLE "temporary_recipe_cravings" RENAME TO "recipe_cravings"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipe_cravings_craving" ON "recipe_cravings" ("cravingId") `);
    await queryRunner.query(`DROP INDEX "IDX_recipe_occasions_occasion"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_recipe_occasions" ("recipeId" integer NOT NULL, "occasionId" integer NOT NULL, "position" integer NOT NULL, CONSTRAINT "FK_fa631e0090c637ecff18f4fa069" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_458f98573f435008c524a7e82d2" FOREIGN KEY ("occasionId") REFERENCES "occasions" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("recipeId", "occasionId"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_recipe_occasions"("recipeId", "occasionId", "position") SELECT "recipeId", "occasionId", "position" FROM "recipe_occasions"`,
    );
    await queryRunner.query(`DROP TABLE "recipe_occasions"`);
    await queryRunner.query(`ALTER TABLE "temporary_recipe_occasions" RENAME TO "recipe_occasions"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipe_occasions_occasion" ON "recipe_occasions" ("occasionId") `);
    await queryRunner.query(`DROP INDEX "IDX_recipe_ingredients_recipe"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_recipe_ingredients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "position" integer NOT NULL, "section" varchar(120) NOT NULL DEFAULT (''), "ingredientName" varchar(200) NOT NULL, "quantity" varchar(50) NOT NULL DEFAULT (''), "unit" varchar(50) NOT NULL DEFAULT (''), CONSTRAINT "FK_2d7f407ae694e91bb3da1798c61" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_recipe_ingredients"("id", "recipeId", "position", "section", "ingredientName", "quantity", "unit") SELECT "id", "recipeId", "position", "section", "ingredientName", "quantity", "unit" FROM "recipe_ingredients"`,
    );
    await queryRunner.query(`DROP TABLE "recipe_ingredients"`);
    await queryRunner.query(`ALTER TABLE "temporary_recipe_ingredients" RENAME TO "recipe_ingredients"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_recipe_ingredients_recipe" ON "recipe_ingredients" ("recipeId", "position") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_recipe_instructions_recipe"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_recipe_instructions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "position" integer NOT NULL, "section" varchar(120) NOT NULL DEFAULT (''), "stepNumber" integer NOT NULL, "instructionText" text NOT NULL, CONSTRAINT "FK_a0bb8487d8217e430ad6b1e0bcb" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_recipe_instructions"("id", "recipeId", "position", "section", "stepNumber", "instructionText") SELECT "id", "recipeId", "position", "section", "stepNumber", "instructionText" FROM "recipe_instructions"`,
    );
    await queryRunner.query(`DROP TABLE "recipe_instructions"`);
    await queryRunner.query(`ALTER TABLE "temporary_recipe_instructions" RENAME TO "recipe_instructions"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_recipe_instructions_recipe" ON "recipe_instructions" ("recipeId", "position") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_recipe_notes_recipe"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_recipe_notes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "position" integer NOT NULL, "noteText" text NOT NULL, CONSTRAINT "FK_28884623118268651186f99c866" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_recipe_notes"("id", "recipeId", "position", "noteText") SELECT "id", "recipeId", "position", "noteText" FROM "recipe_notes"`,
    );
    await queryRunner.query(`DROP TABLE "recipe_notes"`);
    await queryRunner.query(`ALTER TABLE "temporary_recipe_notes" RENAME TO "recipe_notes"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipe_notes_recipe" ON "recipe_notes" ("recipeId", "position") `);
    await queryRunner.query(`DROP INDEX "IDX_recipe_tags_recipe"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_recipe_tags" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "position" integer NOT NULL, "name" varchar(80) NOT NULL, CONSTRAINT "FK_fe69eadecd02fac0832d33286ac" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_recipe_tags"("id", "recipeId", "position", "name") SELECT "id", "recipeId", "position", "name" FROM "recipe_tags"`,
    );
    await queryRunner.query(`DROP TABLE "recipe_tags"`);
    await queryRunner.query(`ALTER TABLE "temporary_recipe_tags" RENAME TO "recipe_tags"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipe_tags_recipe" ON "recipe_tags" ("recipeId", "position") `);
    await queryRunner.query(`DROP INDEX "IDX_recipe_utensils_recipe"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_recipe_utensils" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "position" integer NOT NULL, "name" varchar(120) NOT NULL, "link" varchar(500), CONSTRAINT "FK_aaa2e9236f68e0838505385aec6" FOREIGN KEY ("recipeId") REFERENCES "recipes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_recipe_utensils"("id", "recipeId", "position", "name", "link") SELECT "id", "recipeId", "position", "name", "link" FROM "recipe_utensils"`,
    );
    await queryRunner.query(`DROP TABLE "recipe_utensils"`);
    await queryRunner.query(`ALTER TABLE "temporary_recipe_utensils" RENAME TO "recipe_utensils"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipe_utensils_recipe" ON "recipe_utensils" ("recipeId", "position") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_recipe_utensils_recipe"`);
    await queryRunner.query(`ALTER TABLE "recipe_utensils" RENAME TO "temporary_recipe_utensils"`);
    await queryRunner.query(
      `CREATE TABLE "recipe_utensils" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "position" integer NOT NULL, "name" varchar(120) NOT NULL, "link" varchar(500))`,
    );
    await queryRunner.query(
      `INSERT INTO "recipe_utensils"("id", "recipeId", "position", "name", "link") SELECT "id", "recipeId", "position", "name", "link" FROM "temporary_recipe_utensils"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_recipe_utensils"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipe_utensils_recipe" ON "recipe_utensils" ("recipeId", "position") `);
    await queryRunner.query(`DROP INDEX "IDX_recipe_tags_recipe"`);
    await queryRunner.query(`ALTER TABLE "recipe_tags" RENAME TO "temporary_recipe_tags"`);
    await queryRunner.query(
      `CREATE TABLE "recipe_tags" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "position" integer NOT NULL, "name" varchar(80) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "recipe_tags"("id", "recipeId", "position", "name") SELECT "id", "recipeId", "position", "name" FROM "temporary_recipe_tags"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_recipe_tags"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipe_tags_recipe" ON "recipe_tags" ("recipeId", "position") `);
    await queryRunner.query(`DROP INDEX "IDX_recipe_notes_recipe"`);
    await queryRunner.query(`ALTER TABLE "recipe_notes" RENAME TO "temporary_recipe_notes"`);
    await queryRunner.query(
      `CREATE TABLE "recipe_notes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "position" integer NOT NULL, "noteText" text NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "recipe_notes"("id", "recipeId", "position", "noteText") SELECT "id", "recipeId", "position", "noteText" FROM "temporary_recipe_notes"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_recipe_notes"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipe_notes_recipe" ON "recipe_notes" ("recipeId", "position") `);
    await queryRunner.query(`DROP INDEX "IDX_recipe_instructions_recipe"`);
    await queryRunner.query(`ALTER TABLE "recipe_instructions" RENAME TO "temporary_recipe_instructions"`);
    await queryRunner.query(
      `CREATE TABLE "recipe_instructions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "position" integer NOT NULL, "section" varchar(120) NOT NULL DEFAULT (''), "stepNumber" integer NOT NULL, "instructionText" text NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "recipe_instructions"("id", "recipeId", "position", "section", "stepNumber", "instructionText") SELECT "id", "recipeId", "position", "section", "stepNumber", "instructionText" FROM "temporary_recipe_instructions"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_recipe_instructions"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_recipe_instructions_recipe" ON "recipe_instructions" ("recipeId", "position") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_recipe_ingredients_recipe"`);
    await queryRunner.query(`ALTER TABLE "recipe_ingredients" RENAME TO "temporary_recipe_ingredients"`);
    await queryRunner.query(
      `CREATE TABLE "recipe_ingredients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "position" integer NOT NULL, "section" varchar(120) NOT NULL DEFAULT (''), "ingredientName" varchar(200) NOT NULL, "quantity" varchar(50) NOT NULL DEFAULT (''), "unit" varchar(50) NOT NULL DEFAULT (''))`,
    );
    await queryRunner.query(
      `INSERT INTO "recipe_ingredients"("id", "recipeId", "position", "section", "ingredientName", "quantity", "unit") SELECT "id", "recipeId", "position", "section", "ingredientName", "quantity", "unit" FROM "temporary_recipe_ingredients"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_recipe_ingredients"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_recipe_ingredients_recipe" ON "recipe_ingredients" ("recipeId", "position") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_recipe_occasions_occasion"`);
    await queryRunner.query(`ALTER TABLE "recipe_occasions" RENAME TO "temporary_recipe_occasions"`);
    await queryRunner.query(
      `CREATE TABLE "recipe_occasions" ("recipeId" integer NOT NULL, "occasionId" integer NOT NULL, "position" integer NOT NULL, PRIMARY KEY ("recipeId", "occasionId"))`,
    );
    await queryRunner.query(
      `INSERT INTO "recipe_occasions"("recipeId", "occasionId", "position") SELECT "recipeId", "occasionId", "position" FROM "temporary_recipe_occasions"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_recipe_occasions"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipe_occasions_occasion" ON "recipe_occasions" ("occasionId") `);
    await queryRunner.query(`DROP INDEX "IDX_recipe_cravings_craving"`);
    await queryRunner.query(`ALTER TABLE "recipe_cravings" RENAME TO "temporary_recipe_cravings"`);
    await queryRunner.query(
      `CREATE TABLE "recipe_cravings" ("recipeId" integer NOT NULL, "cravingId" integer NOT NULL, "position" integer NOT NULL, PRIMARY KEY ("recipeId", "cravingId"))`,
    );
    await queryRunner.query(
      `INSERT INTO "recipe_cravings"("recipeId", "cravingId", "position") SELECT "recipeId", "cravingId", "position" FROM "temporary_recipe_cravings"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_recipe_cravings"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipe_cravings_craving" ON "recipe_cravings" ("cravingId") `);
    await queryRunner.query(`DROP INDEX "IDX_recipe_categories_category"`);
    await queryRunner.query(`ALTER TABLE "recipe_categories" RENAME TO "temporary_recipe_categories"`);
    await queryRunner.query(
      `CREATE TABLE "recipe_categories" ("recipeId" integer NOT NULL, "categoryId" integer NOT NULL, "position" integer NOT NULL, PRIMARY KEY ("recipeId", "categoryId"))`,
    );
    await queryRunner.query(
      `INSERT INTO "recipe_categories"("recipeId", "categoryId", "position") SELECT "recipeId", "categoryId", "position" FROM "temporary_recipe_categories"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_recipe_categories"`);
    await queryRunner.query(`CREATE INDEX "IDX_recipe_categories_category" ON "recipe_categories" ("categoryId") `);
    await queryRunner.query(`ALTER TABLE "notification_reads" RENAME TO "temporary_notification_reads"`);
    await queryRunner.query(
      `CREATE TABLE "notification_reads" ("notificationId" integer NOT NULL, "userId" integer NOT NULL, "readAt" datetime NOT NULL, PRIMARY KEY ("notificationId", "userId"))`,
    );
    await queryRunner.query(
      `INSERT INTO "notification_reads"("notificationId", "userId", "readAt") SELECT "notificationId", "userId", "readAt" FROM "temporary_notification_reads"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_notification_reads"`);
    await queryRunner.query(`DROP INDEX "IDX_notifications_user"`);
    await queryRunner.query(`ALTER TABLE "notifications" RENAME TO "temporary_notifications"`);
    await queryRunner.query(
      `CREATE TABLE "notifications" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer, "message" varchar(500) NOT NULL, "recipeId" integer)`,
    );
    await queryRunner.query(
      `INSERT INTO "notifications"("createdAt", "updatedAt", "id", "userId", "message", "recipeId") SELECT "createdAt", "updatedAt", "id", "userId", "message", "recipeId" FROM "temporary_notifications"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_notifications"`);
    await queryRunner.query(`CREATE INDEX "IDX_notifications_user" ON "notifications" ("userId", "createdAt") `);
    await queryRunner.query(`DROP INDEX "IDX_comments_recipe"`);
    await queryRunner.query(`DROP INDEX "IDX_comments_parent"`);
    await queryRunner.query(`ALTER TABLE "comments" RENAME TO "temporary_comments"`);
    await queryRunner.query(
      `CREATE TABLE "comments" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipeId" integer NOT NULL, "userId" integer NOT NULL, "parentCommentId" integer, "content" text NOT NULL, "score" integer NOT NULL DEFAULT (0), "datePosted" datetime NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "comments"("createdAt", "updatedAt", "id", "recipeId", "userId", "parentCommentId", "content", "score", "datePosted") SELECT "createdAt", "updatedAt", "id", "recipeId", "userId", "parentCommentId", "content", "score", "datePosted" FROM "temporary_comments"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_comments"`);
    await queryRunner.query(`CREATE INDEX "IDX_comments_recipe" ON "comments" ("recipeId", "datePosted") `);
    await queryRunner.query(`CREATE INDEX "IDX_comments_parent" ON "comments" ("parentCommentId") `);
    await queryRunner.query(`DROP INDEX "IDX_recipe_utensils_recipe"`);
    await queryRunner.query(`DROP TABLE "recipe_utensils"`);
    await queryRunner.query(`DROP INDEX "IDX_recipe_tags_recipe"`);
    await queryRunner.query(`DROP TABLE "recipe_tags"`);
    await queryRunner.query(`DROP INDEX "IDX_recipe_notes_recipe"`);
    await queryRunner.query(`DROP TABLE "recipe_notes"`);
    await queryRunner.query(`DROP INDEX "IDX_recipe_instructions_recipe"`);
    await queryRunner.query(`DROP TABLE "recipe_instructions"`);
    await queryRunner.query(`DROP INDEX "IDX_recipe_ingredients_recipe"`);
    await queryRunner.query(`DROP TABLE "recipe_ingredients"`);
    await queryRunner.query(`DROP INDEX "IDX_recipe_occasions_occasion"`);
    await queryRunner.query(`DROP TABLE "recipe_occasions"`);
    await queryRunner.query(`DROP INDEX "IDX_recipe_cravings_craving"`);
    await queryRunner.query(`DROP TABLE "recipe_cravings"`);
    await queryRunner.query(`DROP INDEX "IDX_recipe_categories_category"`);
    await queryRunner.query(`DROP TABLE "recipe_categories"`);
    await queryRunner.query(`DROP INDEX "UQ_occasions_name_key"`);
    await queryRunner.query(`DROP TABLE "occasions"`);
    await queryRunner.query(`DROP TABLE "notification_reads"`);
    await queryRunner.query(`DROP INDEX "IDX_notifications_user"`);
    await queryRunner.query(`DROP TABLE "notifications"`);
    await queryRunner.query(`DROP INDEX "UQ_newsletter_subscribers_token"`);
    await queryRunner.query(`DROP INDEX "UQ_newsletter_subscribers_email"`);
    await queryRunner.query(`DROP TABLE "newsletter_subscribers"`);
    await queryRunner.query(`DROP INDEX "UQ_media_assets_key"`);
    await queryRunner.query(`DROP TABLE "media_assets"`);
    await queryRunner.query(`DROP INDEX "IDX_ebooks_publication"`);
    await queryRunner.query(`DROP TABLE "ebooks"`);
    await queryRunner.query(`DROP INDEX "UQ_cravings_name_key"`);
    await queryRunner.query(`DROP TABLE "cravings"`);
    await queryRunner.query(`DROP INDEX "IDX_contact_submissions_created"`);
    await queryRunner.query(`DROP TABLE "contact_submissions"`);
    await queryRunner.query(`DROP TABLE "site_configuration"`);
    await queryRunner.query(`DROP INDEX "IDX_comments_recipe"`);
    await queryRunner.query(`DROP INDEX "IDX_comments_parent"`);
    await queryRunner.query(`DROP TABLE "comments"`);
    await queryRunner.query(`DROP INDEX "UQ_users_email"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP INDEX "IDX_recipes_published"`);
    await queryRunner.query(`DROP INDEX "IDX_recipes_cuisine_key"`);
    await queryRunner.query(`DROP TABLE "recipes"`);
    await queryRunner.query(`DROP INDEX "UQ_categories_name_key"`);
    await queryRunner.query(`DROP TABLE "categories"`);
  }
}
