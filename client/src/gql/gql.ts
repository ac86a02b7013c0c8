/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment RecipeCard_recipe on Recipe {\n    recipeId\n    title\n    totalTime\n    difficulty\n    imageUrl {\n      small\n      medium\n    }\n    category {\n      categoryId\n      name\n    }\n  }\n": typeof types.RecipeCard_RecipeFragmentDoc,
    "\n  query SavedRecipeIds {\n    savedRecipes {\n      recipeId\n    }\n  }\n": typeof types.SavedRecipeIdsDocument,
    "\n  mutation SaveRecipe($recipeId: Int!) {\n    saveRecipe(recipeId: $recipeId) {\n      ...RecipeCard_recipe\n      saved\n    }\n  }\n": typeof types.SaveRecipeDocument,
    "\n  mutation UnsaveRecipe($recipeId: Int!) {\n    unsaveRecipe(recipeId: $recipeId) {\n      recipeId\n      saved\n    }\n  }\n": typeof types.UnsaveRecipeDocument,
    "\n  fragment LeadImage_imageSet on ImageSet {\n    avif {\n      small\n      medium\n      large\n    }\n    crops {\n      share {\n        url\n        width\n        height\n      }\n    }\n  }\n": typeof types.LeadImage_ImageSetFragmentDoc,
    "\n  query AboutPage {\n    recipes: topRecipes(limit: 9) {\n      ...FavouriteRecipe_recipe\n    }\n    siteConfiguration {\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n      partnerships {\n        name\n        image_url\n        website_url\n      }\n    }\n  }\n": typeof types.AboutPageDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      id\n    }\n  }\n": typeof types.SubmitContactDocument,
    "\n  fragment FavouriteRecipe_recipe on Recipe {\n    recipeId\n    title\n    description\n    imageUrl {\n      small\n      medium\n      original\n    }\n  }\n": typeof types.FavouriteRecipe_RecipeFragmentDoc,
    "\n  mutation LogoutEverywhere {\n    logoutEverywhere {\n      token\n    }\n  }\n": typeof types.LogoutEverywhereDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestSignInLink($email: String!) {\n    requestSignInLink(email: $email)\n  }\n": typeof types.RequestSignInLinkDocument,
    "\n  mutation SignInWithLink($token: String!) {\n    signInWithLink(token: $token) {\n      token\n    }\n  }\n": typeof types.SignInWithLinkDocument,
    "\n  query CategoryPage($id: Int!, $page: Int!, $size: Int!) {\n    category(id: $id) {\n      categoryId\n      name\n      description\n      imageUrl {\n        small\n        medium\n        original\n        ...LeadImage_imageSet\n      }\n    }\n    recipes: findRecipes(criteria: { categoryId: $id }, page: { page: $page, size: $size }) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n    featured: findRecipes(criteria: { categoryId: $id }, page: { page: 0, size: 1 }) {\n      content {\n        recipeId\n        title\n      }\n    }\n  }\n": typeof types.CategoryPageDocument,
    "\n  fragment CommentFields on Comment {\n    commentId\n    content\n    score\n    datePosted\n    parentCommentId\n    status\n    byCreator\n    user {\n      name\n    }\n  }\n": typeof types.CommentFieldsFragmentDoc,
    "\n  fragment RecipeRatingSummary on Recipe {\n    recipeId\n    rating {\n      average\n      count\n    }\n  }\n": typeof types.RecipeRatingSummaryFragmentDoc,
    "\n  fragment CommentThreadFields on Comment {\n    ...CommentFields\n    replyCount\n    replies {\n      ...CommentFields\n    }\n  }\n": typeof types.CommentThreadFieldsFragmentDoc,
    "\n  query RecipeComments($recipeId: Int!, $page: Int!, $size: Int!) {\n    commentThreads(recipeId: $recipeId, page: { page: $page, size: $size }) {\n      content {\n        ...CommentThreadFields\n      }\n      page\n      totalElements\n      totalPages\n      commentCount\n    }\n    recipe(id: $recipeId) {\n      ...RecipeRatingSummary\n    }\n  }\n": typeof types.RecipeCommentsDocument,
    "\n  query CommentReplies($commentId: Int!, $page: Int!, $size: Int!) {\n    commentReplies(commentId: $commentId, page: { page: $page, size: $size }) {\n      content {\n        ...CommentFields\n      }\n      totalElements\n    }\n  }\n": typeof types.CommentRepliesDocument,
    "\n  query CommentThread($commentId: Int!) {\n    commentThread(commentId: $commentId) {\n      ...CommentThreadFields\n    }\n  }\n": typeof types.CommentThreadDocument,
    "\n  query RecipeRating($recipeId: Int!) {\n    recipe(id: $recipeId) {\n      ...RecipeRatingSummary\n    }\n  }\n": typeof types.RecipeRatingDocument,
    "\n  mutation PostComment($recipeId: Int!, $input: CommentInput!) {\n    postComment(recipeId: $recipeId, input: $input) {\n      ...CommentThreadFields\n    }\n  }\n": typeof types.PostCommentDocument,
    "\n  query MyPendingComments($recipeId: Int!) {\n    myPendingComments(recipeId: $recipeId) {\n      ...CommentFields\n    }\n  }\n": typeof types.MyPendingCommentsDocument,
    "\n  mutation DeleteComment($id: Int!) {\n    deleteComment(id: $id)\n  }\n": typeof types.DeleteCommentDocument,
    "\n  query EmailConfirmationStatus {\n    me {\n      id\n      emailConfirmed\n    }\n  }\n": typeof types.EmailConfirmationStatusDocument,
    "\n  mutation ResendEmailConfirmation {\n    resendEmailConfirmation\n  }\n": typeof types.ResendEmailConfirmationDocument,
    "\n  query CravingPage($id: String!, $criteria: RecipeCriteria!, $page: Int!, $size: Int!) {\n    craving(id: $id) {\n      id\n      name\n      description\n      imageUrl {\n        small\n        medium\n        original\n        ...LeadImage_imageSet\n      }\n    }\n    recipes: findRecipes(criteria: $criteria, page: { page: $page, size: $size }) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n    featured: findRecipes(criteria: $criteria, page: { page: 0, size: 1 }) {\n      content {\n        recipeId\n        title\n      }\n    }\n  }\n": typeof types.CravingPageDocument,
    "\n  query DashboardCategories {\n    categories {\n      categoryId\n      name\n      description\n      createdAt\n      imageUrl {\n        small\n        medium\n      }\n      # sent back as expectedVersion: a save over a newer version is refused\n      version\n    }\n  }\n": typeof types.DashboardCategoriesDocument,
    "\n  mutation DashboardCreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      categoryId\n      name\n    }\n  }\n": typeof types.DashboardCreateCategoryDocument,
    "\n  mutation DashboardUpdateCategory($id: Int!, $input: CategoryInput!, $expectedVersion: Int) {\n    updateCategory(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      categoryId\n      name\n    }\n  }\n": typeof types.DashboardUpdateCategoryDocument,
    "\n  mutation DashboardDeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n": typeof types.DashboardDeleteCategoryDocument,
    "\n  query DashboardCravings {\n    cravings {\n      id\n      name\n      description\n      createdAt\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n  }\n": typeof types.DashboardCravingsDocument,
    "\n  mutation DashboardCreateCraving($input: CravingInput!) {\n    createCraving(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.DashboardCreateCravingDocument,
    "\n  mutation DashboardUpdateCraving($id: Int!, $input: CravingInput!) {\n    updateCraving(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.DashboardUpdateCravingDocument,
    "\n  mutation DashboardDeleteCraving($id: Int!) {\n    deleteCraving(id: $id)\n  }\n": typeof types.DashboardDeleteCravingDocument,
    "\n  query DashboardOccasions {\n    occasions {\n      id\n      name\n      createdAt\n    }\n  }\n": typeof types.DashboardOccasionsDocument,
    "\n  mutation DashboardCreateOccasion($input: OccasionInput!) {\n    createOccasion(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.DashboardCreateOccasionDocument,
    "\n  mutation DashboardUpdateOccasion($id: Int!, $input: OccasionInput!) {\n    updateOccasion(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.DashboardUpdateOccasionDocument,
    "\n  mutation DashboardDeleteOccasion($id: Int!) {\n    deleteOccasion(id: $id)\n  }\n": typeof types.DashboardDeleteOccasionDocument,
    "\n  fragment ModerationComment_comment on ModerationComment {\n    commentId\n    content\n    score\n    datePosted\n    status\n    parentCommentId\n    hasLink\n    recipe {\n      recipeId\n      title\n    }\n    author {\n      userId\n      name\n      email\n      banned\n      admin\n      approvedComments\n    }\n  }\n": typeof types.ModerationComment_CommentFragmentDoc,
    "\n  query ModerationCounts {\n    moderationCounts {\n      pending\n      approved\n      spam\n    }\n  }\n": typeof types.ModerationCountsDocument,
    "\n  query ModerationComments($status: CommentStatus!, $page: PageInput) {\n    moderationComments(status: $status, page: $page) {\n      content {\n        ...ModerationComment_comment\n      }\n      page\n      totalElements\n      totalPages\n    }\n  }\n": typeof types.ModerationCommentsDocument,
    "\n  mutation ModerateComments($ids: [Int!]!, $action: CommentModerationAction!) {\n    moderateComments(ids: $ids, action: $action)\n  }\n": typeof types.ModerateCommentsDocument,
    "\n  mutation BanCommentAuthor($userId: Int!) {\n    banCommentAuthor(userId: $userId)\n  }\n": typeof types.BanCommentAuthorDocument,
    "\n  mutation UnbanCommentAuthor($userId: Int!) {\n    unbanCommentAuthor(userId: $userId)\n  }\n": typeof types.UnbanCommentAuthorDocument,
    "\n  mutation ReplyToComment($recipeId: Int!, $input: CommentInput!) {\n    postComment(recipeId: $recipeId, input: $input) {\n      commentId\n    }\n  }\n": typeof types.ReplyToCommentDocument,
    "\n  query CommentModerationSettings {\n    commentModerationSettings {\n      holdFirstComments\n      holdCommentsWithLinks\n      ratingsNeedConfirmedEmail\n    }\n  }\n": typeof types.CommentModerationSettingsDocument,
    "\n  mutation SaveCommentModerationSettings($input: CommentModerationSettingsInput!) {\n    saveCommentModerationSettings(input: $input) {\n      holdFirstComments\n      holdCommentsWithLinks\n      ratingsNeedConfirmedEmail\n    }\n  }\n": typeof types.SaveCommentModerationSettingsDocument,
    "\n  fragment RecipePickerOption_recipe on Recipe {\n    recipeId\n    title\n    description\n    status\n    imageUrl {\n      small\n      medium\n    }\n  }\n": typeof types.RecipePickerOption_RecipeFragmentDoc,
    "\n  query RecipePickerSearch($criteria: RecipeCriteria, $page: PageInput) {\n    dashboardRecipes(criteria: $criteria, page: $page) {\n      content {\n        ...RecipePickerOption_recipe\n      }\n    }\n  }\n": typeof types.RecipePickerSearchDocument,
    "\n  query RecipePickerByIds($ids: [Int!]!) {\n    recipesByIds(ids: $ids) {\n      ...RecipePickerOption_recipe\n    }\n  }\n": typeof types.RecipePickerByIdsDocument,
    "\n  query RecipePickerRecipe($id: Int!) {\n    recipe(id: $id) {\n      ...RecipePickerOption_recipe\n    }\n  }\n": typeof types.RecipePickerRecipeDocument,
    "\n  fragment DashboardSiteConfiguration_configuration on SiteConfiguration {\n    featuredRecipeIds\n    featuredEBookId\n    socialMedia {\n      instagram\n      youtube\n      tiktok\n      pinterest\n      facebook\n    }\n    partnerships {\n      name\n      image_url\n      website_url\n    }\n    googleAdsenseScript\n    weeklyRecipes {\n      monday\n      tuesday\n      wednesday\n      thursday\n      friday\n    }\n    creator {\n      name\n      photoUrl\n      bio\n    }\n  }\n": typeof types.DashboardSiteConfiguration_ConfigurationFragmentDoc,
    "\n  query DashboardConfiguration {\n    siteConfiguration {\n      ...DashboardSiteConfiguration_configuration\n    }\n    adminEbooks {\n      id\n      title\n      author\n      coverImageUrl {\n        small\n        medium\n      }\n    }\n  }\n": typeof types.DashboardConfigurationDocument,
    "\n  mutation SaveSiteConfiguration($input: SiteConfigurationInput!) {\n    saveSiteConfiguration(input: $input) {\n      ...DashboardSiteConfiguration_configuration\n    }\n  }\n": typeof types.SaveSiteConfigurationDocument,
    "\n  fragment DashboardContact_contact on ContactSubmission {\n    id\n    nome\n    sobrenome\n    empresa\n    email\n    telefone\n    assunto\n    mensagem\n    createdAt\n    readAt\n  }\n": typeof types.DashboardContact_ContactFragmentDoc,
    "\n  query DashboardContacts {\n    contacts {\n      ...DashboardContact_contact\n    }\n  }\n": typeof types.DashboardContactsDocument,
    "\n  query UnreadContactCount {\n    unreadContactCount\n  }\n": typeof types.UnreadContactCountDocument,
    "\n  mutation MarkContactRead($id: Int!) {\n    markContactRead(id: $id) {\n      id\n      readAt\n    }\n  }\n": typeof types.MarkContactReadDocument,
    "\n  fragment DashboardEbook_ebook on EBook {\n    id\n    title\n    author\n    price\n    publicationDate\n    externalUrl\n    verticalCoverImageUrl {\n      small\n      medium\n      original\n    }\n    horizontalCoverImageUrl {\n      small\n      medium\n      original\n    }\n    recipeIds\n    # sent back as expectedVersion: a save over a newer version is refused\n    version\n  }\n": typeof types.DashboardEbook_EbookFragmentDoc,
    "\n  query DashboardEbooks {\n    adminEbooks {\n      ...DashboardEbook_ebook\n    }\n  }\n": typeof types.DashboardEbooksDocument,
    "\n  query DashboardEbook($id: Int!) {\n    adminEbook(id: $id) {\n      ...DashboardEbook_ebook\n    }\n  }\n": typeof types.DashboardEbookDocument,
    "\n  mutation DashboardCreateEbook($input: EBookInput!) {\n    createEbook(input: $input) {\n      ...DashboardEbook_ebook\n    }\n  }\n": typeof types.DashboardCreateEbookDocument,
    "\n  mutation DashboardUpdateEbook($id: Int!, $input: EBookInput!, $expectedVersion: Int) {\n    updateEbook(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...DashboardEbook_ebook\n    }\n  }\n": typeof types.DashboardUpdateEbookDocument,
    "\n  mutation DashboardDeleteEbook($id: Int!) {\n    deleteEbook(id: $id)\n  }\n": typeof types.DashboardDeleteEbookDocument,
    "\n  mutation SetImageFocalPoint($image: String!, $x: Int!, $y: Int!) {\n    setImageFocalPoint(image: $image, x: $x, y: $y) {\n      x\n      y\n    }\n  }\n": typeof types.SetImageFocalPointDocument,
    "\n  mutation ImportRecipe($url: String, $html: String) {\n    importRecipe(url: $url, html: $html) {\n      recipe {\n        title\n        description\n        author\n        prepTime\n        cookTime\n        totalTime\n        servings\n        cuisine\n        ingredients {\n          section\n          quantity\n          unit\n          ingredientName\n        }\n        instructions {\n          section\n          stepNumber\n          instructionText\n        }\n        notes {\n          noteText\n        }\n        tags {\n          name\n        }\n        category {\n          categoryId\n          name\n        }\n        suggestedCategories\n        nutrition {\n          calories\n          carbohydrates\n          protein\n          fat\n          fiber\n          sodium\n        }\n        imageSourceUrl\n        sourceUrl\n      }\n      source {\n        url\n        siteName\n      }\n      warnings\n      duplicateOf {\n        recipeId\n        title\n      }\n    }\n  }\n": typeof types.ImportRecipeDocument,
    "\n  mutation ImportRecipeImage($url: String!) {\n    importRecipeImage(url: $url) {\n      small\n      medium\n      original\n      focalPoint {\n        x\n        y\n      }\n    }\n  }\n": typeof types.ImportRecipeImageDocument,
    "\n  fragment ImportJob_job on ImportJob {\n    jobId\n    status\n    sitemapUrl\n    pathPrefix\n    error\n    createdAt\n    finishedAt\n    progress {\n      total\n      done\n      imported\n      failed\n      duplicates\n      pending\n      currentUrl\n    }\n  }\n": typeof types.ImportJob_JobFragmentDoc,
    "\n  mutation StartImportJob($urls: [String!], $sitemapUrl: String, $pathPrefix: String) {\n    startImportJob(urls: $urls, sitemapUrl: $sitemapUrl, pathPrefix: $pathPrefix) {\n      ...ImportJob_job\n    }\n  }\n": typeof types.StartImportJobDocument,
    "\n  mutation CancelImportJob($jobId: Int!) {\n    cancelImportJob(jobId: $jobId) {\n      ...ImportJob_job\n    }\n  }\n": typeof types.CancelImportJobDocument,
    "\n  query ImportJobs {\n    importJobs(limit: 10) {\n      ...ImportJob_job\n    }\n  }\n": typeof types.ImportJobsDocument,
    "\n  query ImportJob($jobId: Int!, $limit: Int!, $status: ImportItemStatus) {\n    importJob(jobId: $jobId) {\n      ...ImportJob_job\n      items(limit: $limit, status: $status) {\n        itemId\n        url\n        status\n        recipeId\n        error\n        warning\n        recipe {\n          recipeId\n          title\n          status\n        }\n      }\n    }\n  }\n": typeof types.ImportJobDocument,
    "\n  fragment MediaTile_item on MediaItem {\n    id\n    url\n    thumbnailUrl\n    image {\n      small\n      medium\n      original\n    }\n    width\n    height\n    alt\n    originalName\n    focalPoint {\n      x\n      y\n    }\n    createdAt\n    uploadedBy\n    usageCount\n  }\n": typeof types.MediaTile_ItemFragmentDoc,
    "\n  query MediaItems($search: String, $page: PageInput) {\n    mediaItems(search: $search, page: $page) {\n      content {\n        ...MediaTile_item\n      }\n      page\n      size\n      totalElements\n      totalPages\n    }\n  }\n": typeof types.MediaItemsDocument,
    "\n  fragment MediaItemDetail_detail on MediaItemDetail {\n    item {\n      ...MediaTile_item\n    }\n    usages {\n      kind\n      id\n      title\n      field\n      trashed\n    }\n  }\n": typeof types.MediaItemDetail_DetailFragmentDoc,
    "\n  query MediaItem($id: Int!) {\n    mediaItem(id: $id) {\n      ...MediaItemDetail_detail\n    }\n  }\n": typeof types.MediaItemDocument,
    "\n  mutation UpdateMediaItem($id: Int!, $alt: String) {\n    updateMediaItem(id: $id, alt: $alt) {\n      ...MediaItemDetail_detail\n    }\n  }\n": typeof types.UpdateMediaItemDocument,
    "\n  mutation DeleteMediaItem($id: Int!) {\n    deleteMediaItem(id: $id)\n  }\n": typeof types.DeleteMediaItemDocument,
    "\n  query DashboardOverview {\n    dashboardOverview {\n      recipes {\n        published\n        scheduled\n        drafts\n      }\n      newsletterSubscribers\n      unreadContacts\n      viewsByDay {\n        day\n        views\n      }\n      topRecipes {\n        views\n        recipe {\n          recipeId\n          title\n          imageUrl {\n            small\n          }\n        }\n      }\n      latestComments {\n        commentId\n        authorName\n        content\n        score\n        isReply\n        datePosted\n        recipe {\n          recipeId\n          title\n        }\n      }\n    }\n  }\n": typeof types.DashboardOverviewDocument,
    "\n  mutation DashboardSignInAgain($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n": typeof types.DashboardSignInAgainDocument,
    "\n  fragment RecipeForm_recipe on Recipe {\n    recipeId\n    status\n    sourceUrl\n    # the SEO checklist's note on ratings\n    rating {\n      count\n    }\n    title\n    description\n    author\n    prepTime\n    cookTime\n    totalTime\n    servings\n    difficulty\n    cuisine\n    imageUrl {\n      small\n      medium\n      original\n      focalPoint {\n        x\n        y\n      }\n    }\n    ingredients {\n      ingredientId\n      section\n      ingredientName\n      quantity\n      unit\n    }\n    instructions {\n      instructionId\n      section\n      stepNumber\n      instructionText\n    }\n    notes {\n      noteId\n      noteText\n    }\n    tags {\n      recipeTagId\n      name\n    }\n    utensils {\n      id\n      name\n      link\n    }\n    category {\n      categoryId\n      name\n    }\n    cravings {\n      id\n      name\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n    occasions {\n      id\n      name\n    }\n    commentBody\n    nutrition {\n      calories\n      carbohydrates\n      protein\n      fat\n      fiber\n      sodium\n    }\n    datePublished\n    updatedAt\n    # sent back as expectedVersion: a save over a newer version is refused (409) and the editor shows what changed\n    version\n  }\n": typeof types.RecipeForm_RecipeFragmentDoc,
    "\n  query RecipeForEdit($id: Int!) {\n    recipe(id: $id) {\n      ...RecipeForm_recipe\n    }\n  }\n": typeof types.RecipeForEditDocument,
    "\n  query RecipeFormOptions {\n    categories {\n      categoryId\n      name\n    }\n    cravings {\n      id\n      name\n      imageUrl {\n        small\n      }\n    }\n    occasions {\n      id\n      name\n    }\n  }\n": typeof types.RecipeFormOptionsDocument,
    "\n  mutation CreateRecipe($input: RecipeInput!) {\n    createRecipe(input: $input) {\n      ...RecipeForm_recipe\n    }\n  }\n": typeof types.CreateRecipeDocument,
    "\n  mutation UpdateRecipe($id: Int!, $input: RecipeInput!, $expectedVersion: Int) {\n    updateRecipe(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...RecipeForm_recipe\n    }\n  }\n": typeof types.UpdateRecipeDocument,
    "\n  query RecipeRevisions($recipeId: Int!, $page: Int!, $size: Int!) {\n    recipeRevisions(recipeId: $recipeId, page: { page: $page, size: $size }) {\n      totalElements\n      totalPages\n      content {\n        id\n        kind\n        recipeVersion\n        createdAt\n        authorName\n        changedFields\n      }\n    }\n  }\n": typeof types.RecipeRevisionsDocument,
    "\n  mutation RestoreRecipeRevision($revisionId: Int!, $expectedVersion: Int) {\n    restoreRecipeRevision(revisionId: $revisionId, expectedVersion: $expectedVersion) {\n      ...RecipeForm_recipe\n    }\n  }\n": typeof types.RestoreRecipeRevisionDocument,
    "\n  mutation AutosaveRecipe($id: Int!, $input: RecipeInput!, $baseVersion: Int!) {\n    autosaveRecipe(id: $id, input: $input, baseVersion: $baseVersion) {\n      id\n      createdAt\n    }\n  }\n": typeof types.AutosaveRecipeDocument,
    "\n  query RecipeAutosave($recipeId: Int!) {\n    recipeAutosave(recipeId: $recipeId) {\n      id\n      createdAt\n      baseVersion\n      snapshot\n    }\n  }\n": typeof types.RecipeAutosaveDocument,
    "\n  mutation DiscardRecipeAutosave($recipeId: Int!) {\n    discardRecipeAutosave(recipeId: $recipeId)\n  }\n": typeof types.DiscardRecipeAutosaveDocument,
    "\n  fragment DashboardRecipeCard_recipe on Recipe {\n    recipeId\n    title\n    description\n    author\n    difficulty\n    cuisine\n    cookTime\n    datePublished\n    status\n    imageUrl {\n      small\n      medium\n      original\n      # the SEO dot: a picture too small for Google's crops\n      crops {\n        wide {\n          width\n          height\n        }\n      }\n    }\n    # the SEO dot's other inputs (seo-checklist.ts)\n    prepTime\n    servings\n    category {\n      categoryId\n    }\n  }\n": typeof types.DashboardRecipeCard_RecipeFragmentDoc,
    "\n  query DashboardRecipes($criteria: RecipeCriteria, $page: PageInput) {\n    dashboardRecipes(criteria: $criteria, page: $page) {\n      content {\n        ...DashboardRecipeCard_recipe\n      }\n      page\n      totalElements\n      totalPages\n      counts {\n        published\n        scheduled\n        drafts\n      }\n    }\n  }\n": typeof types.DashboardRecipesDocument,
    "\n  query DashboardRecipe($id: Int!) {\n    recipe(id: $id) {\n      ...DashboardRecipeCard_recipe\n    }\n  }\n": typeof types.DashboardRecipeDocument,
    "\n  mutation DashboardDeleteRecipe($id: Int!) {\n    deleteRecipe(id: $id)\n  }\n": typeof types.DashboardDeleteRecipeDocument,
    "\n  mutation DashboardDuplicateRecipe($id: Int!) {\n    duplicateRecipe(id: $id) {\n      recipeId\n      title\n    }\n  }\n": typeof types.DashboardDuplicateRecipeDocument,
    "\n  mutation DashboardBulkRecipes($ids: [Int!]!, $action: RecipeBulkAction!) {\n    bulkRecipes(ids: $ids, action: $action)\n  }\n": typeof types.DashboardBulkRecipesDocument,
    "\n  query Trash($kind: TrashKind, $page: Int!, $size: Int!) {\n    trash(kind: $kind, page: { page: $page, size: $size }) {\n      totalElements\n      totalPages\n      content {\n        kind\n        id\n        title\n        deletedAt\n        deletedByName\n        purgeAt\n      }\n    }\n  }\n": typeof types.TrashDocument,
    "\n  mutation RestoreFromTrash($kind: TrashKind!, $id: Int!) {\n    restoreFromTrash(kind: $kind, id: $id)\n  }\n": typeof types.RestoreFromTrashDocument,
    "\n  mutation DeleteForever($kind: TrashKind!, $id: Int!) {\n    deleteForever(kind: $kind, id: $id)\n  }\n": typeof types.DeleteForeverDocument,
    "\n  mutation EmptyTrash {\n    emptyTrash\n  }\n": typeof types.EmptyTrashDocument,
    "\n  query DeletionImpact($kind: TrashKind!, $ids: [Int!]!) {\n    deletionImpact(kind: $kind, ids: $ids) {\n      label\n    }\n  }\n": typeof types.DeletionImpactDocument,
    "\n  fragment DashboardUserRow_user on User {\n    id\n    name\n    email\n    role\n    createdAt\n  }\n": typeof types.DashboardUserRow_UserFragmentDoc,
    "\n  query DashboardUsers {\n    users {\n      ...DashboardUserRow_user\n    }\n  }\n": typeof types.DashboardUsersDocument,
    "\n  mutation DashboardCreateUser($input: UserCreateInput!) {\n    createUser(input: $input) {\n      ...DashboardUserRow_user\n    }\n  }\n": typeof types.DashboardCreateUserDocument,
    "\n  mutation DashboardUpdateUser($id: Int!, $input: UserUpdateInput!) {\n    updateUser(id: $id, input: $input) {\n      ...DashboardUserRow_user\n    }\n  }\n": typeof types.DashboardUpdateUserDocument,
    "\n  mutation DashboardDeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DashboardDeleteUserDocument,
    "\n  query NewsletterSubscriberCount {\n    newsletterSubscriberCount\n  }\n": typeof types.NewsletterSubscriberCountDocument,
    "\n  fragment EBookCard_ebook on EBook {\n    title\n    author\n    price\n    externalUrl\n    horizontalCoverImageUrl {\n      small\n      medium\n      original\n    }\n    recipes {\n      recipeId\n      title\n    }\n  }\n": typeof types.EBookCard_EbookFragmentDoc,
    "\n  query EBookPage {\n    ebooks {\n      id\n      ...EBookCard_ebook\n    }\n  }\n": typeof types.EBookPageDocument,
    "\n  query RecipeFilterFacets($filter: FacetFilterInput) {\n    recipeFilters(filter: $filter) {\n      categories {\n        item {\n          categoryId\n          name\n        }\n        count\n        active\n      }\n      occasions {\n        item {\n          id\n          name\n        }\n        count\n        active\n      }\n      cravings {\n        item {\n          id\n          name\n        }\n        count\n        active\n      }\n      ingredients {\n        item\n        count\n        active\n      }\n      skills {\n        item\n        count\n        active\n      }\n      times {\n        item\n        count\n        active\n      }\n    }\n  }\n": typeof types.RecipeFilterFacetsDocument,
    "\n  query RecipeFilterResults($filter: FacetFilterInput, $page: Int!, $size: Int!) {\n    filteredRecipesPage(filter: $filter, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n": typeof types.RecipeFilterResultsDocument,
    "\n  query HomePage {\n    homePage {\n      hero {\n        ...RecipeCard_recipe\n        description\n        # the first is shown large (up to 700 px wide), and shared as the home page's picture\n        imageUrl {\n          original\n          ...LeadImage_imageSet\n        }\n      }\n      perfectForYou {\n        ...RecipeCard_recipe\n      }\n      weeklyMenu {\n        day\n        recipe {\n          ...RecipeCard_recipe\n          description\n          # shown up to 600 px wide\n          imageUrl {\n            original\n          }\n        }\n      }\n      popular {\n        ...RecipeCard_recipe\n      }\n      kitchen {\n        ...RecipeCard_recipe\n      }\n      latest {\n        ...RecipeCard_recipe\n      }\n    }\n    categories {\n      categoryId\n      name\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n    cravings {\n      id\n      name\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n    siteConfiguration {\n      creator {\n        name\n        photoUrl\n        bio\n      }\n      socialMedia {\n        instagram\n        tiktok\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query HomeEBook {\n    siteConfiguration {\n      featuredEBookId\n    }\n    ebooks {\n      id\n      title\n      author\n      price\n      horizontalCoverImageUrl {\n        small\n        medium\n        original\n      }\n    }\n  }\n": typeof types.HomeEBookDocument,
    "\n  query LayoutChrome {\n    categories {\n      categoryId\n      name\n    }\n    siteConfiguration {\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n    }\n  }\n": typeof types.LayoutChromeDocument,
    "\n  fragment LayoutRecipeThumb_recipe on Recipe {\n    recipeId\n    title\n    imageUrl {\n      small\n    }\n  }\n": typeof types.LayoutRecipeThumb_RecipeFragmentDoc,
    "\n  query LayoutLatestRecipes($page: Int!, $size: Int!) {\n    recipes: findRecipes(page: { page: $page, size: $size }) {\n      content {\n        ...LayoutRecipeThumb_recipe\n      }\n      totalElements\n    }\n  }\n": typeof types.LayoutLatestRecipesDocument,
    "\n  mutation SubscribeNewsletter($email: String!, $source: String!) {\n    subscribeNewsletter(email: $email, source: $source) {\n      success\n      message\n    }\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  query UnreadNotifications {\n    unreadNotifications {\n      id\n      message\n      createdAt\n      read\n      recipeId\n      commentId\n    }\n  }\n": typeof types.UnreadNotificationsDocument,
    "\n  mutation MarkNotificationRead($id: Int!) {\n    markNotificationRead(id: $id)\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  query IndexCategoryRecipes($categoryId: Int!, $page: Int!, $size: Int!) {\n    recipes: findRecipes(criteria: { categoryId: $categoryId }, page: { page: $page, size: $size }) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n": typeof types.IndexCategoryRecipesDocument,
    "\n  fragment CategoryTile_category on Category {\n    categoryId\n    name\n    imageUrl {\n      small\n      medium\n    }\n  }\n": typeof types.CategoryTile_CategoryFragmentDoc,
    "\n  query RecipeIndexCategories {\n    categories {\n      ...CategoryTile_category\n    }\n  }\n": typeof types.RecipeIndexCategoriesDocument,
    "\n  query PrintPage($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      description\n      imageUrl {\n        small\n        medium\n        original\n        avif {\n          small\n          medium\n          large\n        }\n      }\n      ...RecipeBody_recipe\n    }\n  }\n": typeof types.PrintPageDocument,
    "\n  query RecipeEBooks($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      ebooks {\n        id\n        title\n        price\n        externalUrl\n      }\n    }\n  }\n": typeof types.RecipeEBooksDocument,
    "\n  query RecipePage($id: Int!) {\n    recipe(id: $id) {\n      description\n      author\n      imageUrl {\n        small\n        medium\n        original\n        ...LeadImage_imageSet\n      }\n      tags {\n        recipeTagId\n        name\n      }\n      category {\n        categoryId\n        name\n      }\n      rating {\n        average\n        count\n      }\n      datePublished\n      updatedAt\n      # recipeId, title, times, yield, difficulty, cuisine and nutrition come with the card's fragment\n      ...RecipeBody_recipe\n    }\n  }\n": typeof types.RecipePageDocument,
    "\n  mutation SaveRecipeByEmail($id: Int!, $email: String!, $subscribe: Boolean!, $factor: Float) {\n    saveRecipeByEmail(id: $id, email: $email, subscribe: $subscribe, factor: $factor) {\n      success\n      message\n    }\n  }\n": typeof types.SaveRecipeByEmailDocument,
    "\n  query RecipeAuthor {\n    siteConfiguration {\n      creator {\n        name\n        photoUrl\n        bio\n      }\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n    }\n  }\n": typeof types.RecipeAuthorDocument,
    "\n  fragment RecipeBody_recipe on Recipe {\n    recipeId\n    title\n    prepTime\n    cookTime\n    totalTime\n    servings\n    difficulty\n    cuisine\n    utensils {\n      id\n      name\n      link\n    }\n    ingredients {\n      ingredientId\n      section\n      ingredientName\n      quantity\n      unit\n    }\n    instructions {\n      instructionId\n      section\n      stepNumber\n      instructionText\n    }\n    notes {\n      noteId\n      noteText\n    }\n    nutrition {\n      calories\n      carbohydrates\n      protein\n      fat\n      fiber\n      sodium\n    }\n  }\n": typeof types.RecipeBody_RecipeFragmentDoc,
    "\n  mutation RecordRecipeView($id: Int!) {\n    recordRecipeView(id: $id)\n  }\n": typeof types.RecordRecipeViewDocument,
    "\n  query SimilarRecipes($id: Int!, $page: Int!, $size: Int!) {\n    similarRecipes(id: $id, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n    }\n  }\n": typeof types.SimilarRecipesDocument,
    "\n  query RecipeStory($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      commentBody\n    }\n  }\n": typeof types.RecipeStoryDocument,
    "\n  query SavedRecipesPage {\n    savedRecipes {\n      ...RecipeCard_recipe\n    }\n  }\n": typeof types.SavedRecipesPageDocument,
    "\n  fragment SearchRecipe_recipe on Recipe {\n    recipeId\n    title\n    imageUrl {\n      medium\n    }\n    category {\n      categoryId\n      name\n    }\n  }\n": typeof types.SearchRecipe_RecipeFragmentDoc,
    "\n  query SearchSuggestions(\n    $viewedIds: [Int!]!\n    $lastViewedId: Int!\n    $withRelated: Boolean!\n    $relatedSize: Int!\n    $popular: Int!\n    $poolSize: Int!\n  ) {\n    viewed: recipesByIds(ids: $viewedIds) {\n      ...SearchRecipe_recipe\n    }\n    similarRecipes(id: $lastViewedId, page: 0, size: $relatedSize) @include(if: $withRelated) {\n      content {\n        ...SearchRecipe_recipe\n      }\n    }\n    topRecipes(limit: $popular) {\n      ...SearchRecipe_recipe\n    }\n    newest: findRecipes(page: { page: 0, size: $poolSize }) {\n      content {\n        ...SearchRecipe_recipe\n      }\n    }\n    categories {\n      categoryId\n      name\n    }\n    recipeCuisines\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  query SearchResults($criteria: RecipeCriteria!, $page: Int!, $size: Int!) {\n    findRecipes(criteria: $criteria, page: { page: $page, size: $size }) {\n      content {\n        ...SearchRecipe_recipe\n      }\n      page\n      totalElements\n      totalPages\n    }\n  }\n": typeof types.SearchResultsDocument,
};
const documents: Documents = {
    "\n  fragment RecipeCard_recipe on Recipe {\n    recipeId\n    title\n    totalTime\n    difficulty\n    imageUrl {\n      small\n      medium\n    }\n    category {\n      categoryId\n      name\n    }\n  }\n": types.RecipeCard_RecipeFragmentDoc,
    "\n  query SavedRecipeIds {\n    savedRecipes {\n      recipeId\n    }\n  }\n": types.SavedRecipeIdsDocument,
    "\n  mutation SaveRecipe($recipeId: Int!) {\n    saveRecipe(recipeId: $recipeId) {\n      ...RecipeCard_recipe\n      saved\n    }\n  }\n": types.SaveRecipeDocument,
    "\n  mutation UnsaveRecipe($recipeId: Int!) {\n    unsaveRecipe(recipeId: $recipeId) {\n      recipeId\n      saved\n    }\n  }\n": types.UnsaveRecipeDocument,
    "\n  fragment LeadImage_imageSet on ImageSet {\n    avif {\n      small\n      medium\n      large\n    }\n    crops {\n      share {\n        url\n        width\n        height\n      }\n    }\n  }\n": types.LeadImage_ImageSetFragmentDoc,
    "\n  query AboutPage {\n    recipes: topRecipes(limit: 9) {\n      ...FavouriteRecipe_recipe\n    }\n    siteConfiguration {\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n      partnerships {\n        name\n        image_url\n        website_url\n      }\n    }\n  }\n": types.AboutPageDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      id\n    }\n  }\n": types.SubmitContactDocument,
    "\n  fragment FavouriteRecipe_recipe on Recipe {\n    recipeId\n    title\n    description\n    imageUrl {\n      small\n      medium\n      original\n    }\n  }\n": types.FavouriteRecipe_RecipeFragmentDoc,
    "\n  mutation LogoutEverywhere {\n    logoutEverywhere {\n      token\n    }\n  }\n": types.LogoutEverywhereDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestSignInLink($email: String!) {\n    requestSignInLink(email: $email)\n  }\n": types.RequestSignInLinkDocument,
    "\n  mutation SignInWithLink($token: String!) {\n    signInWithLink(token: $token) {\n      token\n    }\n  }\n": types.SignInWithLinkDocument,
    "\n  query CategoryPage($id: Int!, $page: Int!, $size: Int!) {\n    category(id: $id) {\n      categoryId\n      name\n      description\n      imageUrl {\n        small\n        medium\n        original\n        ...LeadImage_imageSet\n      }\n    }\n    recipes: findRecipes(criteria: { categoryId: $id }, page: { page: $page, size: $size }) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n    featured: findRecipes(criteria: { categoryId: $id }, page: { page: 0, size: 1 }) {\n      content {\n        recipeId\n        title\n      }\n    }\n  }\n": types.CategoryPageDocument,
    "\n  fragment CommentFields on Comment {\n    commentId\n    content\n    score\n    datePosted\n    parentCommentId\n    status\n    byCreator\n    user {\n      name\n    }\n  }\n": types.CommentFieldsFragmentDoc,
    "\n  fragment RecipeRatingSummary on Recipe {\n    recipeId\n    rating {\n      average\n      count\n    }\n  }\n": types.RecipeRatingSummaryFragmentDoc,
    "\n  fragment CommentThreadFields on Comment {\n    ...CommentFields\n    replyCount\n    replies {\n      ...CommentFields\n    }\n  }\n": types.CommentThreadFieldsFragmentDoc,
    "\n  query RecipeComments($recipeId: Int!, $page: Int!, $size: Int!) {\n    commentThreads(recipeId: $recipeId, page: { page: $page, size: $size }) {\n      content {\n        ...CommentThreadFields\n      }\n      page\n      totalElements\n      totalPages\n      commentCount\n    }\n    recipe(id: $recipeId) {\n      ...RecipeRatingSummary\n    }\n  }\n": types.RecipeCommentsDocument,
    "\n  query CommentReplies($commentId: Int!, $page: Int!, $size: Int!) {\n    commentReplies(commentId: $commentId, page: { page: $page, size: $size }) {\n      content {\n        ...CommentFields\n      }\n      totalElements\n    }\n  }\n": types.CommentRepliesDocument,
    "\n  query CommentThread($commentId: Int!) {\n    commentThread(commentId: $commentId) {\n      ...CommentThreadFields\n    }\n  }\n": types.CommentThreadDocument,
    "\n  query RecipeRating($recipeId: Int!) {\n    recipe(id: $recipeId) {\n      ...RecipeRatingSummary\n    }\n  }\n": types.RecipeRatingDocument,
    "\n  mutation PostComment($recipeId: Int!, $input: CommentInput!) {\n    postComment(recipeId: $recipeId, input: $input) {\n      ...CommentThreadFields\n    }\n  }\n": types.PostCommentDocument,
    "\n  query MyPendingComments($recipeId: Int!) {\n    myPendingComments(recipeId: $recipeId) {\n      ...CommentFields\n    }\n  }\n": types.MyPendingCommentsDocument,
    "\n  mutation DeleteComment($id: Int!) {\n    deleteComment(id: $id)\n  }\n": types.DeleteCommentDocument,
    "\n  query EmailConfirmationStatus {\n    me {\n      id\n      emailConfirmed\n    }\n  }\n": types.EmailConfirmationStatusDocument,
    "\n  mutation ResendEmailConfirmation {\n    resendEmailConfirmation\n  }\n": types.ResendEmailConfirmationDocument,
    "\n  query CravingPage($id: String!, $criteria: RecipeCriteria!, $page: Int!, $size: Int!) {\n    craving(id: $id) {\n      id\n      name\n      description\n      imageUrl {\n        small\n        medium\n        original\n        ...LeadImage_imageSet\n      }\n    }\n    recipes: findRecipes(criteria: $criteria, page: { page: $page, size: $size }) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n    featured: findRecipes(criteria: $criteria, page: { page: 0, size: 1 }) {\n      content {\n        recipeId\n        title\n      }\n    }\n  }\n": types.CravingPageDocument,
    "\n  query DashboardCategories {\n    categories {\n      categoryId\n      name\n      description\n      createdAt\n      imageUrl {\n        small\n        medium\n      }\n      # sent back as expectedVersion: a save over a newer version is refused\n      version\n    }\n  }\n": types.DashboardCategoriesDocument,
    "\n  mutation DashboardCreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      categoryId\n      name\n    }\n  }\n": types.DashboardCreateCategoryDocument,
    "\n  mutation DashboardUpdateCategory($id: Int!, $input: CategoryInput!, $expectedVersion: Int) {\n    updateCategory(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      categoryId\n      name\n    }\n  }\n": types.DashboardUpdateCategoryDocument,
    "\n  mutation DashboardDeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n": types.DashboardDeleteCategoryDocument,
    "\n  query DashboardCravings {\n    cravings {\n      id\n      name\n      description\n      createdAt\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n  }\n": types.DashboardCravingsDocument,
    "\n  mutation DashboardCreateCraving($input: CravingInput!) {\n    createCraving(input: $input) {\n      id\n      name\n    }\n  }\n": types.DashboardCreateCravingDocument,
    "\n  mutation DashboardUpdateCraving($id: Int!, $input: CravingInput!) {\n    updateCraving(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.DashboardUpdateCravingDocument,
    "\n  mutation DashboardDeleteCraving($id: Int!) {\n    deleteCraving(id: $id)\n  }\n": types.DashboardDeleteCravingDocument,
    "\n  query DashboardOccasions {\n    occasions {\n      id\n      name\n      createdAt\n    }\n  }\n": types.DashboardOccasionsDocument,
    "\n  mutation DashboardCreateOccasion($input: OccasionInput!) {\n    createOccasion(input: $input) {\n      id\n      name\n    }\n  }\n": types.DashboardCreateOccasionDocument,
    "\n  mutation DashboardUpdateOccasion($id: Int!, $input: OccasionInput!) {\n    updateOccasion(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.DashboardUpdateOccasionDocument,
    "\n  mutation DashboardDeleteOccasion($id: Int!) {\n    deleteOccasion(id: $id)\n  }\n": types.DashboardDeleteOccasionDocument,
    "\n  fragment ModerationComment_comment on ModerationComment {\n    commentId\n    content\n    score\n    datePosted\n    status\n    parentCommentId\n    hasLink\n    recipe {\n      recipeId\n      title\n    }\n    author {\n      userId\n      name\n      email\n      banned\n      admin\n      approvedComments\n    }\n  }\n": types.ModerationComment_CommentFragmentDoc,
    "\n  query ModerationCounts {\n    moderationCounts {\n      pending\n      approved\n      spam\n    }\n  }\n": types.ModerationCountsDocument,
    "\n  query ModerationComments($status: CommentStatus!, $page: PageInput) {\n    moderationComments(status: $status, page: $page) {\n      content {\n        ...ModerationComment_comment\n      }\n      page\n      totalElements\n      totalPages\n    }\n  }\n": types.ModerationCommentsDocument,
    "\n  mutation ModerateComments($ids: [Int!]!, $action: CommentModerationAction!) {\n    moderateComments(ids: $ids, action: $action)\n  }\n": types.ModerateCommentsDocument,
    "\n  mutation BanCommentAuthor($userId: Int!) {\n    banCommentAuthor(userId: $userId)\n  }\n": types.BanCommentAuthorDocument,
    "\n  mutation UnbanCommentAuthor($userId: Int!) {\n    unbanCommentAuthor(userId: $userId)\n  }\n": types.UnbanCommentAuthorDocument,
    "\n  mutation ReplyToComment($recipeId: Int!, $input: CommentInput!) {\n    postComment(recipeId: $recipeId, input: $input) {\n      commentId\n    }\n  }\n": types.ReplyToCommentDocument,
    "\n  query CommentModerationSettings {\n    commentModerationSettings {\n      holdFirstComments\n      holdCommentsWithLinks\n      ratingsNeedConfirmedEmail\n    }\n  }\n": types.CommentModerationSettingsDocument,
    "\n  mutation SaveCommentModerationSettings($input: CommentModerationSettingsInput!) {\n    saveCommentModerationSettings(input: $input) {\n      holdFirstComments\n      holdCommentsWithLinks\n      ratingsNeedConfirmedEmail\n    }\n  }\n": types.SaveCommentModerationSettingsDocument,
    "\n  fragment RecipePickerOption_recipe on Recipe {\n    recipeId\n    title\n    description\n    status\n    imageUrl {\n      small\n      medium\n    }\n  }\n": types.RecipePickerOption_RecipeFragmentDoc,
    "\n  query RecipePickerSearch($criteria: RecipeCriteria, $page: PageInput) {\n    dashboardRecipes(criteria: $criteria, page: $page) {\n      content {\n        ...RecipePickerOption_recipe\n      }\n    }\n  }\n": types.RecipePickerSearchDocument,
    "\n  query RecipePickerByIds($ids: [Int!]!) {\n    recipesByIds(ids: $ids) {\n      ...RecipePickerOption_recipe\n    }\n  }\n": types.RecipePickerByIdsDocument,
    "\n  query RecipePickerRecipe($id: Int!) {\n    recipe(id: $id) {\n      ...RecipePickerOption_recipe\n    }\n  }\n": types.RecipePickerRecipeDocument,
    "\n  fragment DashboardSiteConfiguration_configuration on SiteConfiguration {\n    featuredRecipeIds\n    featuredEBookId\n    socialMedia {\n      instagram\n      youtube\n      tiktok\n      pinterest\n      facebook\n    }\n    partnerships {\n      name\n      image_url\n      website_url\n    }\n    googleAdsenseScript\n    weeklyRecipes {\n      monday\n      tuesday\n      wednesday\n      thursday\n      friday\n    }\n    creator {\n      name\n      photoUrl\n      bio\n    }\n  }\n": types.DashboardSiteConfiguration_ConfigurationFragmentDoc,
    "\n  query DashboardConfiguration {\n    siteConfiguration {\n      ...DashboardSiteConfiguration_configuration\n    }\n    adminEbooks {\n      id\n      title\n      author\n      coverImageUrl {\n        small\n        medium\n      }\n    }\n  }\n": types.DashboardConfigurationDocument,
    "\n  mutation SaveSiteConfiguration($input: SiteConfigurationInput!) {\n    saveSiteConfiguration(input: $input) {\n      ...DashboardSiteConfiguration_configuration\n    }\n  }\n": types.SaveSiteConfigurationDocument,
    "\n  fragment DashboardContact_contact on ContactSubmission {\n    id\n    nome\n    sobrenome\n    empresa\n    email\n    telefone\n    assunto\n    mensagem\n    createdAt\n    readAt\n  }\n": types.DashboardContact_ContactFragmentDoc,
    "\n  query DashboardContacts {\n    contacts {\n      ...DashboardContact_contact\n    }\n  }\n": types.DashboardContactsDocument,
    "\n  query UnreadContactCount {\n    unreadContactCount\n  }\n": types.UnreadContactCountDocument,
    "\n  mutation MarkContactRead($id: Int!) {\n    markContactRead(id: $id) {\n      id\n      readAt\n    }\n  }\n": types.MarkContactReadDocument,
    "\n  fragment DashboardEbook_ebook on EBook {\n    id\n    title\n    author\n    price\n    publicationDate\n    externalUrl\n    verticalCoverImageUrl {\n      small\n      medium\n      original\n    }\n    horizontalCoverImageUrl {\n      small\n      medium\n      original\n    }\n    recipeIds\n    # sent back as expectedVersion: a save over a newer version is refused\n    version\n  }\n": types.DashboardEbook_EbookFragmentDoc,
    "\n  query DashboardEbooks {\n    adminEbooks {\n      ...DashboardEbook_ebook\n    }\n  }\n": types.DashboardEbooksDocument,
    "\n  query DashboardEbook($id: Int!) {\n    adminEbook(id: $id) {\n      ...DashboardEbook_ebook\n    }\n  }\n": types.DashboardEbookDocument,
    "\n  mutation DashboardCreateEbook($input: EBookInput!) {\n    createEbook(input: $input) {\n      ...DashboardEbook_ebook\n    }\n  }\n": types.DashboardCreateEbookDocument,
    "\n  mutation DashboardUpdateEbook($id: Int!, $input: EBookInput!, $expectedVersion: Int) {\n    updateEbook(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...DashboardEbook_ebook\n    }\n  }\n": types.DashboardUpdateEbookDocument,
    "\n  mutation DashboardDeleteEbook($id: Int!) {\n    deleteEbook(id: $id)\n  }\n": types.DashboardDeleteEbookDocument,
    "\n  mutation SetImageFocalPoint($image: String!, $x: Int!, $y: Int!) {\n    setImageFocalPoint(image: $image, x: $x, y: $y) {\n      x\n      y\n    }\n  }\n": types.SetImageFocalPointDocument,
    "\n  mutation ImportRecipe($url: String, $html: String) {\n    importRecipe(url: $url, html: $html) {\n      recipe {\n        title\n        description\n        author\n        prepTime\n        cookTime\n        totalTime\n        servings\n        cuisine\n        ingredients {\n          section\n          quantity\n          unit\n          ingredientName\n        }\n        instructions {\n          section\n          stepNumber\n          instructionText\n        }\n        notes {\n          noteText\n        }\n        tags {\n          name\n        }\n        category {\n          categoryId\n          name\n        }\n        suggestedCategories\n        nutrition {\n          calories\n          carbohydrates\n          protein\n          fat\n          fiber\n          sodium\n        }\n        imageSourceUrl\n        sourceUrl\n      }\n      source {\n        url\n        siteName\n      }\n      warnings\n      duplicateOf {\n        recipeId\n        title\n      }\n    }\n  }\n": types.ImportRecipeDocument,
    "\n  mutation ImportRecipeImage($url: String!) {\n    importRecipeImage(url: $url) {\n      small\n      medium\n      original\n      focalPoint {\n        x\n        y\n      }\n    }\n  }\n": types.ImportRecipeImageDocument,
    "\n  fragment ImportJob_job on ImportJob {\n    jobId\n    status\n    sitemapUrl\n    pathPrefix\n    error\n    createdAt\n    finishedAt\n    progress {\n      total\n      done\n      imported\n      failed\n      duplicates\n      pending\n      currentUrl\n    }\n  }\n": types.ImportJob_JobFragmentDoc,
    "\n  mutation StartImportJob($urls: [String!], $sitemapUrl: String, $pathPrefix: String) {\n    startImportJob(urls: $urls, sitemapUrl: $sitemapUrl, pathPrefix: $pathPrefix) {\n      ...ImportJob_job\n    }\n  }\n": types.StartImportJobDocument,
    "\n  mutation CancelImportJob($jobId: Int!) {\n    cancelImportJob(jobId: $jobId) {\n      ...ImportJob_job\n    }\n  }\n": types.CancelImportJobDocument,
    "\n  query ImportJobs {\n    importJobs(limit: 10) {\n      ...ImportJob_job\n    }\n  }\n": types.ImportJobsDocument,
    "\n  query ImportJob($jobId: Int!, $limit: Int!, $status: ImportItemStatus) {\n    importJob(jobId: $jobId) {\n      ...ImportJob_job\n      items(limit: $limit, status: $status) {\n        itemId\n        url\n        status\n        recipeId\n        error\n        warning\n        recipe {\n          recipeId\n          title\n          status\n        }\n      }\n    }\n  }\n": types.ImportJobDocument,
    "\n  fragment MediaTile_item on MediaItem {\n    id\n    url\n    thumbnailUrl\n    image {\n      small\n      medium\n      original\n    }\n    width\n    height\n    alt\n    originalName\n    focalPoint {\n      x\n      y\n    }\n    createdAt\n    uploadedBy\n    usageCount\n  }\n": types.MediaTile_ItemFragmentDoc,
    "\n  query MediaItems($search: String, $page: PageInput) {\n    mediaItems(search: $search, page: $page) {\n      content {\n        ...MediaTile_item\n      }\n      page\n      size\n      totalElements\n      totalPages\n    }\n  }\n": types.MediaItemsDocument,
    "\n  fragment MediaItemDetail_detail on MediaItemDetail {\n    item {\n      ...MediaTile_item\n    }\n    usages {\n      kind\n      id\n      title\n      field\n      trashed\n    }\n  }\n": types.MediaItemDetail_DetailFragmentDoc,
    "\n  query MediaItem($id: Int!) {\n    mediaItem(id: $id) {\n      ...MediaItemDetail_detail\n    }\n  }\n": types.MediaItemDocument,
    "\n  mutation UpdateMediaItem($id: Int!, $alt: String) {\n    updateMediaItem(id: $id, alt: $alt) {\n      ...MediaItemDetail_detail\n    }\n  }\n": types.UpdateMediaItemDocument,
    "\n  mutation DeleteMediaItem($id: Int!) {\n    deleteMediaItem(id: $id)\n  }\n": types.DeleteMediaItemDocument,
    "\n  query DashboardOverview {\n    dashboardOverview {\n      recipes {\n        published\n        scheduled\n        drafts\n      }\n      newsletterSubscribers\n      unreadContacts\n      viewsByDay {\n        day\n        views\n      }\n      topRecipes {\n        views\n        recipe {\n          recipeId\n          title\n          imageUrl {\n            small\n          }\n        }\n      }\n      latestComments {\n        commentId\n        authorName\n        content\n        score\n        isReply\n        datePosted\n        recipe {\n          recipeId\n          title\n        }\n      }\n    }\n  }\n": types.DashboardOverviewDocument,
    "\n  mutation DashboardSignInAgain($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n": types.DashboardSignInAgainDocument,
    "\n  fragment RecipeForm_recipe on Recipe {\n    recipeId\n    status\n    sourceUrl\n    # the SEO checklist's note on ratings\n    rating {\n      count\n    }\n    title\n    description\n    author\n    prepTime\n    cookTime\n    totalTime\n    servings\n    difficulty\n    cuisine\n    imageUrl {\n      small\n      medium\n      original\n      focalPoint {\n        x\n        y\n      }\n    }\n    ingredients {\n      ingredientId\n      section\n      ingredientName\n      quantity\n      unit\n    }\n    instructions {\n      instructionId\n      section\n      stepNumber\n      instructionText\n    }\n    notes {\n      noteId\n      noteText\n    }\n    tags {\n      recipeTagId\n      name\n    }\n    utensils {\n      id\n      name\n      link\n    }\n    category {\n      categoryId\n      name\n    }\n    cravings {\n      id\n      name\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n    occasions {\n      id\n      name\n    }\n    commentBody\n    nutrition {\n      calories\n      carbohydrates\n      protein\n      fat\n      fiber\n      sodium\n    }\n    datePublished\n    updatedAt\n    # sent back as expectedVersion: a save over a newer version is refused (409) and the editor shows what changed\n    version\n  }\n": types.RecipeForm_RecipeFragmentDoc,
    "\n  query RecipeForEdit($id: Int!) {\n    recipe(id: $id) {\n      ...RecipeForm_recipe\n    }\n  }\n": types.RecipeForEditDocument,
    "\n  query RecipeFormOptions {\n    categories {\n      categoryId\n      name\n    }\n    cravings {\n      id\n      name\n      imageUrl {\n        small\n      }\n    }\n    occasions {\n      id\n      name\n    }\n  }\n": types.RecipeFormOptionsDocument,
    "\n  mutation CreateRecipe($input: RecipeInput!) {\n    createRecipe(input: $input) {\n      ...RecipeForm_recipe\n    }\n  }\n": types.CreateRecipeDocument,
    "\n  mutation UpdateRecipe($id: Int!, $input: RecipeInput!, $expectedVersion: Int) {\n    updateRecipe(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...RecipeForm_recipe\n    }\n  }\n": types.UpdateRecipeDocument,
    "\n  query RecipeRevisions($recipeId: Int!, $page: Int!, $size: Int!) {\n    recipeRevisions(recipeId: $recipeId, page: { page: $page, size: $size }) {\n      totalElements\n      totalPages\n      content {\n        id\n        kind\n        recipeVersion\n        createdAt\n        authorName\n        changedFields\n      }\n    }\n  }\n": types.RecipeRevisionsDocument,
    "\n  mutation RestoreRecipeRevision($revisionId: Int!, $expectedVersion: Int) {\n    restoreRecipeRevision(revisionId: $revisionId, expectedVersion: $expectedVersion) {\n      ...RecipeForm_recipe\n    }\n  }\n": types.RestoreRecipeRevisionDocument,
    "\n  mutation AutosaveRecipe($id: Int!, $input: RecipeInput!, $baseVersion: Int!) {\n    autosaveRecipe(id: $id, input: $input, baseVersion: $baseVersion) {\n      id\n      createdAt\n    }\n  }\n": types.AutosaveRecipeDocument,
    "\n  query RecipeAutosave($recipeId: Int!) {\n    recipeAutosave(recipeId: $recipeId) {\n      id\n      createdAt\n      baseVersion\n      snapshot\n    }\n  }\n": types.RecipeAutosaveDocument,
    "\n  mutation DiscardRecipeAutosave($recipeId: Int!) {\n    discardRecipeAutosave(recipeId: $recipeId)\n  }\n": types.DiscardRecipeAutosaveDocument,
    "\n  fragment DashboardRecipeCard_recipe on Recipe {\n    recipeId\n    title\n    description\n    author\n    difficulty\n    cuisine\n    cookTime\n    datePublished\n    status\n    imageUrl {\n      small\n      medium\n      original\n      # the SEO dot: a picture too small for Google's crops\n      crops {\n        wide {\n          width\n          height\n        }\n      }\n    }\n    # the SEO dot's other inputs (seo-checklist.ts)\n    prepTime\n    servings\n    category {\n      categoryId\n    }\n  }\n": types.DashboardRecipeCard_RecipeFragmentDoc,
    "\n  query DashboardRecipes($criteria: RecipeCriteria, $page: PageInput) {\n    dashboardRecipes(criteria: $criteria, page: $page) {\n      content {\n        ...DashboardRecipeCard_recipe\n      }\n      page\n      totalElements\n      totalPages\n      counts {\n        published\n        scheduled\n        drafts\n      }\n    }\n  }\n": types.DashboardRecipesDocument,
    "\n  query DashboardRecipe($id: Int!) {\n    recipe(id: $id) {\n      ...DashboardRecipeCard_recipe\n    }\n  }\n": types.DashboardRecipeDocument,
    "\n  mutation DashboardDeleteRecipe($id: Int!) {\n    deleteRecipe(id: $id)\n  }\n": types.DashboardDeleteRecipeDocument,
    "\n  mutation DashboardDuplicateRecipe($id: Int!) {\n    duplicateRecipe(id: $id) {\n      recipeId\n      title\n    }\n  }\n": types.DashboardDuplicateRecipeDocument,
    "\n  mutation DashboardBulkRecipes($ids: [Int!]!, $action: RecipeBulkAction!) {\n    bulkRecipes(ids: $ids, action: $action)\n  }\n": types.DashboardBulkRecipesDocument,
    "\n  query Trash($kind: TrashKind, $page: Int!, $size: Int!) {\n    trash(kind: $kind, page: { page: $page, size: $size }) {\n      totalElements\n      totalPages\n      content {\n        kind\n        id\n        title\n        deletedAt\n        deletedByName\n        purgeAt\n      }\n    }\n  }\n": types.TrashDocument,
    "\n  mutation RestoreFromTrash($kind: TrashKind!, $id: Int!) {\n    restoreFromTrash(kind: $kind, id: $id)\n  }\n": types.RestoreFromTrashDocument,
    "\n  mutation DeleteForever($kind: TrashKind!, $id: Int!) {\n    deleteForever(kind: $kind, id: $id)\n  }\n": types.DeleteForeverDocument,
    "\n  mutation EmptyTrash {\n    emptyTrash\n  }\n": types.EmptyTrashDocument,
    "\n  query DeletionImpact($kind: TrashKind!, $ids: [Int!]!) {\n    deletionImpact(kind: $kind, ids: $ids) {\n      label\n    }\n  }\n": types.DeletionImpactDocument,
    "\n  fragment DashboardUserRow_user on User {\n    id\n    name\n    email\n    role\n    createdAt\n  }\n": types.DashboardUserRow_UserFragmentDoc,
    "\n  query DashboardUsers {\n    users {\n      ...DashboardUserRow_user\n    }\n  }\n": types.DashboardUsersDocument,
    "\n  mutation DashboardCreateUser($input: UserCreateInput!) {\n    createUser(input: $input) {\n      ...DashboardUserRow_user\n    }\n  }\n": types.DashboardCreateUserDocument,
    "\n  mutation DashboardUpdateUser($id: Int!, $input: UserUpdateInput!) {\n    updateUser(id: $id, input: $input) {\n      ...DashboardUserRow_user\n    }\n  }\n": types.DashboardUpdateUserDocument,
    "\n  mutation DashboardDeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n": types.DashboardDeleteUserDocument,
    "\n  query NewsletterSubscriberCount {\n    newsletterSubscriberCount\n  }\n": types.NewsletterSubscriberCountDocument,
    "\n  fragment EBookCard_ebook on EBook {\n    title\n    author\n    price\n    externalUrl\n    horizontalCoverImageUrl {\n      small\n      medium\n      original\n    }\n    recipes {\n      recipeId\n      title\n    }\n  }\n": types.EBookCard_EbookFragmentDoc,
    "\n  query EBookPage {\n    ebooks {\n      id\n      ...EBookCard_ebook\n    }\n  }\n": types.EBookPageDocument,
    "\n  query RecipeFilterFacets($filter: FacetFilterInput) {\n    recipeFilters(filter: $filter) {\n      categories {\n        item {\n          categoryId\n          name\n        }\n        count\n        active\n      }\n      occasions {\n        item {\n          id\n          name\n        }\n        count\n        active\n      }\n      cravings {\n        item {\n          id\n          name\n        }\n        count\n        active\n      }\n      ingredients {\n        item\n        count\n        active\n      }\n      skills {\n        item\n        count\n        active\n      }\n      times {\n        item\n        count\n        active\n      }\n    }\n  }\n": types.RecipeFilterFacetsDocument,
    "\n  query RecipeFilterResults($filter: FacetFilterInput, $page: Int!, $size: Int!) {\n    filteredRecipesPage(filter: $filter, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n": types.RecipeFilterResultsDocument,
    "\n  query HomePage {\n    homePage {\n      hero {\n        ...RecipeCard_recipe\n        description\n        # the first is shown large (up to 700 px wide), and shared as the home page's picture\n        imageUrl {\n          original\n          ...LeadImage_imageSet\n        }\n      }\n      perfectForYou {\n        ...RecipeCard_recipe\n      }\n      weeklyMenu {\n        day\n        recipe {\n          ...RecipeCard_recipe\n          description\n          # shown up to 600 px wide\n          imageUrl {\n            original\n          }\n        }\n      }\n      popular {\n        ...RecipeCard_recipe\n      }\n      kitchen {\n        ...RecipeCard_recipe\n      }\n      latest {\n        ...RecipeCard_recipe\n      }\n    }\n    categories {\n      categoryId\n      name\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n    cravings {\n      id\n      name\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n    siteConfiguration {\n      creator {\n        name\n        photoUrl\n        bio\n      }\n      socialMedia {\n        instagram\n        tiktok\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  query HomeEBook {\n    siteConfiguration {\n      featuredEBookId\n    }\n    ebooks {\n      id\n      title\n      author\n      price\n      horizontalCoverImageUrl {\n        small\n        medium\n        original\n      }\n    }\n  }\n": types.HomeEBookDocument,
    "\n  query LayoutChrome {\n    categories {\n      categoryId\n      name\n    }\n    siteConfiguration {\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n    }\n  }\n": types.LayoutChromeDocument,
    "\n  fragment LayoutRecipeThumb_recipe on Recipe {\n    recipeId\n    title\n    imageUrl {\n      small\n    }\n  }\n": types.LayoutRecipeThumb_RecipeFragmentDoc,
    "\n  query LayoutLatestRecipes($page: Int!, $size: Int!) {\n    recipes: findRecipes(page: { page: $page, size: $size }) {\n      content {\n        ...LayoutRecipeThumb_recipe\n      }\n      totalElements\n    }\n  }\n": types.LayoutLatestRecipesDocument,
    "\n  mutation SubscribeNewsletter($email: String!, $source: String!) {\n    subscribeNewsletter(email: $email, source: $source) {\n      success\n      message\n    }\n  }\n": types.SubscribeNewsletterDocument,
    "\n  query UnreadNotifications {\n    unreadNotifications {\n      id\n      message\n      createdAt\n      read\n      recipeId\n      commentId\n    }\n  }\n": types.UnreadNotificationsDocument,
    "\n  mutation MarkNotificationRead($id: Int!) {\n    markNotificationRead(id: $id)\n  }\n": types.MarkNotificationReadDocument,
    "\n  query IndexCategoryRecipes($categoryId: Int!, $page: Int!, $size: Int!) {\n    recipes: findRecipes(criteria: { categoryId: $categoryId }, page: { page: $page, size: $size }) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n": types.IndexCategoryRecipesDocument,
    "\n  fragment CategoryTile_category on Category {\n    categoryId\n    name\n    imageUrl {\n      small\n      medium\n    }\n  }\n": types.CategoryTile_CategoryFragmentDoc,
    "\n  query RecipeIndexCategories {\n    categories {\n      ...CategoryTile_category\n    }\n  }\n": types.RecipeIndexCategoriesDocument,
    "\n  query PrintPage($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      description\n      imageUrl {\n        small\n        medium\n        original\n        avif {\n          small\n          medium\n          large\n        }\n      }\n      ...RecipeBody_recipe\n    }\n  }\n": types.PrintPageDocument,
    "\n  query RecipeEBooks($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      ebooks {\n        id\n        title\n        price\n        externalUrl\n      }\n    }\n  }\n": types.RecipeEBooksDocument,
    "\n  query RecipePage($id: Int!) {\n    recipe(id: $id) {\n      description\n      author\n      imageUrl {\n        small\n        medium\n        original\n        ...LeadImage_imageSet\n      }\n      tags {\n        recipeTagId\n        name\n      }\n      category {\n        categoryId\n        name\n      }\n      rating {\n        average\n        count\n      }\n      datePublished\n      updatedAt\n      # recipeId, title, times, yield, difficulty, cuisine and nutrition come with the card's fragment\n      ...RecipeBody_recipe\n    }\n  }\n": types.RecipePageDocument,
    "\n  mutation SaveRecipeByEmail($id: Int!, $email: String!, $subscribe: Boolean!, $factor: Float) {\n    saveRecipeByEmail(id: $id, email: $email, subscribe: $subscribe, factor: $factor) {\n      success\n      message\n    }\n  }\n": types.SaveRecipeByEmailDocument,
    "\n  query RecipeAuthor {\n    siteConfiguration {\n      creator {\n        name\n        photoUrl\n        bio\n      }\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n    }\n  }\n": types.RecipeAuthorDocument,
    "\n  fragment RecipeBody_recipe on Recipe {\n    recipeId\n    title\n    prepTime\n    cookTime\n    totalTime\n    servings\n    difficulty\n    cuisine\n    utensils {\n      id\n      name\n      link\n    }\n    ingredients {\n      ingredientId\n      section\n      ingredientName\n      quantity\n      unit\n    }\n    instructions {\n      instructionId\n      section\n      stepNumber\n      instructionText\n    }\n    notes {\n      noteId\n      noteText\n    }\n    nutrition {\n      calories\n      carbohydrates\n      protein\n      fat\n      fiber\n      sodium\n    }\n  }\n": types.RecipeBody_RecipeFragmentDoc,
    "\n  mutation RecordRecipeView($id: Int!) {\n    recordRecipeView(id: $id)\n  }\n": types.RecordRecipeViewDocument,
    "\n  query SimilarRecipes($id: Int!, $page: Int!, $size: Int!) {\n    similarRecipes(id: $id, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n    }\n  }\n": types.SimilarRecipesDocument,
    "\n  query RecipeStory($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      commentBody\n    }\n  }\n": types.RecipeStoryDocument,
    "\n  query SavedRecipesPage {\n    savedRecipes {\n      ...RecipeCard_recipe\n    }\n  }\n": types.SavedRecipesPageDocument,
    "\n  fragment SearchRecipe_recipe on Recipe {\n    recipeId\n    title\n    imageUrl {\n      medium\n    }\n    category {\n      categoryId\n      name\n    }\n  }\n": types.SearchRecipe_RecipeFragmentDoc,
    "\n  query SearchSuggestions(\n    $viewedIds: [Int!]!\n    $lastViewedId: Int!\n    $withRelated: Boolean!\n    $relatedSize: Int!\n    $popular: Int!\n    $poolSize: Int!\n  ) {\n    viewed: recipesByIds(ids: $viewedIds) {\n      ...SearchRecipe_recipe\n    }\n    similarRecipes(id: $lastViewedId, page: 0, size: $relatedSize) @include(if: $withRelated) {\n      content {\n        ...SearchRecipe_recipe\n      }\n    }\n    topRecipes(limit: $popular) {\n      ...SearchRecipe_recipe\n    }\n    newest: findRecipes(page: { page: 0, size: $poolSize }) {\n      content {\n        ...SearchRecipe_recipe\n      }\n    }\n    categories {\n      categoryId\n      name\n    }\n    recipeCuisines\n  }\n": types.SearchSuggestionsDocument,
    "\n  query SearchResults($criteria: RecipeCriteria!, $page: Int!, $size: Int!) {\n    findRecipes(criteria: $criteria, page: { page: $page, size: $size }) {\n      content {\n        ...SearchRecipe_recipe\n      }\n      page\n      totalElements\n      totalPages\n    }\n  }\n": types.SearchResultsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeCard_recipe on Recipe {\n    recipeId\n    title\n    totalTime\n    difficulty\n    imageUrl {\n      small\n      medium\n    }\n    category {\n      categoryId\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment RecipeCard_recipe on Recipe {\n    recipeId\n    title\n    totalTime\n    difficulty\n    imageUrl {\n      small\n      medium\n    }\n    category {\n      categoryId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedRecipeIds {\n    savedRecipes {\n      recipeId\n    }\n  }\n"): (typeof documents)["\n  query SavedRecipeIds {\n    savedRecipes {\n      recipeId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRecipe($recipeId: Int!) {\n    saveRecipe(recipeId: $recipeId) {\n      ...RecipeCard_recipe\n      saved\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRecipe($recipeId: Int!) {\n    saveRecipe(recipeId: $recipeId) {\n      ...RecipeCard_recipe\n      saved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsaveRecipe($recipeId: Int!) {\n    unsaveRecipe(recipeId: $recipeId) {\n      recipeId\n      saved\n    }\n  }\n"): (typeof documents)["\n  mutation UnsaveRecipe($recipeId: Int!) {\n    unsaveRecipe(recipeId: $recipeId) {\n      recipeId\n      saved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeadImage_imageSet on ImageSet {\n    avif {\n      small\n      medium\n      large\n    }\n    crops {\n      share {\n        url\n        width\n        height\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LeadImage_imageSet on ImageSet {\n    avif {\n      small\n      medium\n      large\n    }\n    crops {\n      share {\n        url\n        width\n        height\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutPage {\n    recipes: topRecipes(limit: 9) {\n      ...FavouriteRecipe_recipe\n    }\n    siteConfiguration {\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n      partnerships {\n        name\n        image_url\n        website_url\n      }\n    }\n  }\n"): (typeof documents)["\n  query AboutPage {\n    recipes: topRecipes(limit: 9) {\n      ...FavouriteRecipe_recipe\n    }\n    siteConfiguration {\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n      partnerships {\n        name\n        image_url\n        website_url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FavouriteRecipe_recipe on Recipe {\n    recipeId\n    title\n    description\n    imageUrl {\n      small\n      medium\n      original\n    }\n  }\n"): (typeof documents)["\n  fragment FavouriteRecipe_recipe on Recipe {\n    recipeId\n    title\n    description\n    imageUrl {\n      small\n      medium\n      original\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutEverywhere {\n    logoutEverywhere {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation LogoutEverywhere {\n    logoutEverywhere {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestSignInLink($email: String!) {\n    requestSignInLink(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestSignInLink($email: String!) {\n    requestSignInLink(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithLink($token: String!) {\n    signInWithLink(token: $token) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation SignInWithLink($token: String!) {\n    signInWithLink(token: $token) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryPage($id: Int!, $page: Int!, $size: Int!) {\n    category(id: $id) {\n      categoryId\n      name\n      description\n      imageUrl {\n        small\n        medium\n        original\n        ...LeadImage_imageSet\n      }\n    }\n    recipes: findRecipes(criteria: { categoryId: $id }, page: { page: $page, size: $size }) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n    featured: findRecipes(criteria: { categoryId: $id }, page: { page: 0, size: 1 }) {\n      content {\n        recipeId\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryPage($id: Int!, $page: Int!, $size: Int!) {\n    category(id: $id) {\n      categoryId\n      name\n      description\n      imageUrl {\n        small\n        medium\n        original\n        ...LeadImage_imageSet\n      }\n    }\n    recipes: findRecipes(criteria: { categoryId: $id }, page: { page: $page, size: $size }) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n    featured: findRecipes(criteria: { categoryId: $id }, page: { page: 0, size: 1 }) {\n      content {\n        recipeId\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentFields on Comment {\n    commentId\n    content\n    score\n    datePosted\n    parentCommentId\n    status\n    byCreator\n    user {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CommentFields on Comment {\n    commentId\n    content\n    score\n    datePosted\n    parentCommentId\n    status\n    byCreator\n    user {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeRatingSummary on Recipe {\n    recipeId\n    rating {\n      average\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment RecipeRatingSummary on Recipe {\n    recipeId\n    rating {\n      average\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentThreadFields on Comment {\n    ...CommentFields\n    replyCount\n    replies {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  fragment CommentThreadFields on Comment {\n    ...CommentFields\n    replyCount\n    replies {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeComments($recipeId: Int!, $page: Int!, $size: Int!) {\n    commentThreads(recipeId: $recipeId, page: { page: $page, size: $size }) {\n      content {\n        ...CommentThreadFields\n      }\n      page\n      totalElements\n      totalPages\n      commentCount\n    }\n    recipe(id: $recipeId) {\n      ...RecipeRatingSummary\n    }\n  }\n"): (typeof documents)["\n  query RecipeComments($recipeId: Int!, $page: Int!, $size: Int!) {\n    commentThreads(recipeId: $recipeId, page: { page: $page, size: $size }) {\n      content {\n        ...CommentThreadFields\n      }\n      page\n      totalElements\n      totalPages\n      commentCount\n    }\n    recipe(id: $recipeId) {\n      ...RecipeRatingSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentReplies($commentId: Int!, $page: Int!, $size: Int!) {\n    commentReplies(commentId: $commentId, page: { page: $page, size: $size }) {\n      content {\n        ...CommentFields\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query CommentReplies($commentId: Int!, $page: Int!, $size: Int!) {\n    commentReplies(commentId: $commentId, page: { page: $page, size: $size }) {\n      content {\n        ...CommentFields\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentThread($commentId: Int!) {\n    commentThread(commentId: $commentId) {\n      ...CommentThreadFields\n    }\n  }\n"): (typeof documents)["\n  query CommentThread($commentId: Int!) {\n    commentThread(commentId: $commentId) {\n      ...CommentThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeRating($recipeId: Int!) {\n    recipe(id: $recipeId) {\n      ...RecipeRatingSummary\n    }\n  }\n"): (typeof documents)["\n  query RecipeRating($recipeId: Int!) {\n    recipe(id: $recipeId) {\n      ...RecipeRatingSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostComment($recipeId: Int!, $input: CommentInput!) {\n    postComment(recipeId: $recipeId, input: $input) {\n      ...CommentThreadFields\n    }\n  }\n"): (typeof documents)["\n  mutation PostComment($recipeId: Int!, $input: CommentInput!) {\n    postComment(recipeId: $recipeId, input: $input) {\n      ...CommentThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPendingComments($recipeId: Int!) {\n    myPendingComments(recipeId: $recipeId) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  query MyPendingComments($recipeId: Int!) {\n    myPendingComments(recipeId: $recipeId) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($id: Int!) {\n    deleteComment(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteComment($id: Int!) {\n    deleteComment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailConfirmationStatus {\n    me {\n      id\n      emailConfirmed\n    }\n  }\n"): (typeof documents)["\n  query EmailConfirmationStatus {\n    me {\n      id\n      emailConfirmed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendEmailConfirmation {\n    resendEmailConfirmation\n  }\n"): (typeof documents)["\n  mutation ResendEmailConfirmation {\n    resendEmailConfirmation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CravingPage($id: String!, $criteria: RecipeCriteria!, $page: Int!, $size: Int!) {\n    craving(id: $id) {\n      id\n      name\n      description\n      imageUrl {\n        small\n        medium\n        original\n        ...LeadImage_imageSet\n      }\n    }\n    recipes: findRecipes(criteria: $criteria, page: { page: $page, size: $size }) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n    featured: findRecipes(criteria: $criteria, page: { page: 0, size: 1 }) {\n      content {\n        recipeId\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query CravingPage($id: String!, $criteria: RecipeCriteria!, $page: Int!, $size: Int!) {\n    craving(id: $id) {\n      id\n      name\n      description\n      imageUrl {\n        small\n        medium\n        original\n        ...LeadImage_imageSet\n      }\n    }\n    recipes: findRecipes(criteria: $criteria, page: { page: $page, size: $size }) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n    featured: findRecipes(criteria: $criteria, page: { page: 0, size: 1 }) {\n      content {\n        recipeId\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCategories {\n    categories {\n      categoryId\n      name\n      description\n      createdAt\n      imageUrl {\n        small\n        medium\n      }\n      # sent back as expectedVersion: a save over a newer version is refused\n      version\n    }\n  }\n"): (typeof documents)["\n  query DashboardCategories {\n    categories {\n      categoryId\n      name\n      description\n      createdAt\n      imageUrl {\n        small\n        medium\n      }\n      # sent back as expectedVersion: a save over a newer version is refused\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      categoryId\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardCreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      categoryId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardUpdateCategory($id: Int!, $input: CategoryInput!, $expectedVersion: Int) {\n    updateCategory(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      categoryId\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardUpdateCategory($id: Int!, $input: CategoryInput!, $expectedVersion: Int) {\n    updateCategory(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      categoryId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardDeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n"): (typeof documents)["\n  mutation DashboardDeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCravings {\n    cravings {\n      id\n      name\n      description\n      createdAt\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardCravings {\n    cravings {\n      id\n      name\n      description\n      createdAt\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCreateCraving($input: CravingInput!) {\n    createCraving(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardCreateCraving($input: CravingInput!) {\n    createCraving(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardUpdateCraving($id: Int!, $input: CravingInput!) {\n    updateCraving(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardUpdateCraving($id: Int!, $input: CravingInput!) {\n    updateCraving(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardDeleteCraving($id: Int!) {\n    deleteCraving(id: $id)\n  }\n"): (typeof documents)["\n  mutation DashboardDeleteCraving($id: Int!) {\n    deleteCraving(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardOccasions {\n    occasions {\n      id\n      name\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query DashboardOccasions {\n    occasions {\n      id\n      name\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCreateOccasion($input: OccasionInput!) {\n    createOccasion(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardCreateOccasion($input: OccasionInput!) {\n    createOccasion(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardUpdateOccasion($id: Int!, $input: OccasionInput!) {\n    updateOccasion(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardUpdateOccasion($id: Int!, $input: OccasionInput!) {\n    updateOccasion(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardDeleteOccasion($id: Int!) {\n    deleteOccasion(id: $id)\n  }\n"): (typeof documents)["\n  mutation DashboardDeleteOccasion($id: Int!) {\n    deleteOccasion(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModerationComment_comment on ModerationComment {\n    commentId\n    content\n    score\n    datePosted\n    status\n    parentCommentId\n    hasLink\n    recipe {\n      recipeId\n      title\n    }\n    author {\n      userId\n      name\n      email\n      banned\n      admin\n      approvedComments\n    }\n  }\n"): (typeof documents)["\n  fragment ModerationComment_comment on ModerationComment {\n    commentId\n    content\n    score\n    datePosted\n    status\n    parentCommentId\n    hasLink\n    recipe {\n      recipeId\n      title\n    }\n    author {\n      userId\n      name\n      email\n      banned\n      admin\n      approvedComments\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationCounts {\n    moderationCounts {\n      pending\n      approved\n      spam\n    }\n  }\n"): (typeof documents)["\n  query ModerationCounts {\n    moderationCounts {\n      pending\n      approved\n      spam\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationComments($status: CommentStatus!, $page: PageInput) {\n    moderationComments(status: $status, page: $page) {\n      content {\n        ...ModerationComment_comment\n      }\n      page\n      totalElements\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query ModerationComments($status: CommentStatus!, $page: PageInput) {\n    moderationComments(status: $status, page: $page) {\n      content {\n        ...ModerationComment_comment\n      }\n      page\n      totalElements\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerateComments($ids: [Int!]!, $action: CommentModerationAction!) {\n    moderateComments(ids: $ids, action: $action)\n  }\n"): (typeof documents)["\n  mutation ModerateComments($ids: [Int!]!, $action: CommentModerationAction!) {\n    moderateComments(ids: $ids, action: $action)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BanCommentAuthor($userId: Int!) {\n    banCommentAuthor(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation BanCommentAuthor($userId: Int!) {\n    banCommentAuthor(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnbanCommentAuthor($userId: Int!) {\n    unbanCommentAuthor(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation UnbanCommentAuthor($userId: Int!) {\n    unbanCommentAuthor(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToComment($recipeId: Int!, $input: CommentInput!) {\n    postComment(recipeId: $recipeId, input: $input) {\n      commentId\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToComment($recipeId: Int!, $input: CommentInput!) {\n    postComment(recipeId: $recipeId, input: $input) {\n      commentId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentModerationSettings {\n    commentModerationSettings {\n      holdFirstComments\n      holdCommentsWithLinks\n      ratingsNeedConfirmedEmail\n    }\n  }\n"): (typeof documents)["\n  query CommentModerationSettings {\n    commentModerationSettings {\n      holdFirstComments\n      holdCommentsWithLinks\n      ratingsNeedConfirmedEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCommentModerationSettings($input: CommentModerationSettingsInput!) {\n    saveCommentModerationSettings(input: $input) {\n      holdFirstComments\n      holdCommentsWithLinks\n      ratingsNeedConfirmedEmail\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCommentModerationSettings($input: CommentModerationSettingsInput!) {\n    saveCommentModerationSettings(input: $input) {\n      holdFirstComments\n      holdCommentsWithLinks\n      ratingsNeedConfirmedEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipePickerOption_recipe on Recipe {\n    recipeId\n    title\n    description\n    status\n    imageUrl {\n      small\n      medium\n    }\n  }\n"): (typeof documents)["\n  fragment RecipePickerOption_recipe on Recipe {\n    recipeId\n    title\n    description\n    status\n    imageUrl {\n      small\n      medium\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipePickerSearch($criteria: RecipeCriteria, $page: PageInput) {\n    dashboardRecipes(criteria: $criteria, page: $page) {\n      content {\n        ...RecipePickerOption_recipe\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecipePickerSearch($criteria: RecipeCriteria, $page: PageInput) {\n    dashboardRecipes(criteria: $criteria, page: $page) {\n      content {\n        ...RecipePickerOption_recipe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipePickerByIds($ids: [Int!]!) {\n    recipesByIds(ids: $ids) {\n      ...RecipePickerOption_recipe\n    }\n  }\n"): (typeof documents)["\n  query RecipePickerByIds($ids: [Int!]!) {\n    recipesByIds(ids: $ids) {\n      ...RecipePickerOption_recipe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipePickerRecipe($id: Int!) {\n    recipe(id: $id) {\n      ...RecipePickerOption_recipe\n    }\n  }\n"): (typeof documents)["\n  query RecipePickerRecipe($id: Int!) {\n    recipe(id: $id) {\n      ...RecipePickerOption_recipe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardSiteConfiguration_configuration on SiteConfiguration {\n    featuredRecipeIds\n    featuredEBookId\n    socialMedia {\n      instagram\n      youtube\n      tiktok\n      pinterest\n      facebook\n    }\n    partnerships {\n      name\n      image_url\n      website_url\n    }\n    googleAdsenseScript\n    weeklyRecipes {\n      monday\n      tuesday\n      wednesday\n      thursday\n      friday\n    }\n    creator {\n      name\n      photoUrl\n      bio\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardSiteConfiguration_configuration on SiteConfiguration {\n    featuredRecipeIds\n    featuredEBookId\n    socialMedia {\n      instagram\n      youtube\n      tiktok\n      pinterest\n      facebook\n    }\n    partnerships {\n      name\n      image_url\n      website_url\n    }\n    googleAdsenseScript\n    weeklyRecipes {\n      monday\n      tuesday\n      wednesday\n      thursday\n      friday\n    }\n    creator {\n      name\n      photoUrl\n      bio\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardConfiguration {\n    siteConfiguration {\n      ...DashboardSiteConfiguration_configuration\n    }\n    adminEbooks {\n      id\n      title\n      author\n      coverImageUrl {\n        small\n        medium\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardConfiguration {\n    siteConfiguration {\n      ...DashboardSiteConfiguration_configuration\n    }\n    adminEbooks {\n      id\n      title\n      author\n      coverImageUrl {\n        small\n        medium\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSiteConfiguration($input: SiteConfigurationInput!) {\n    saveSiteConfiguration(input: $input) {\n      ...DashboardSiteConfiguration_configuration\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSiteConfiguration($input: SiteConfigurationInput!) {\n    saveSiteConfiguration(input: $input) {\n      ...DashboardSiteConfiguration_configuration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardContact_contact on ContactSubmission {\n    id\n    nome\n    sobrenome\n    empresa\n    email\n    telefone\n    assunto\n    mensagem\n    createdAt\n    readAt\n  }\n"): (typeof documents)["\n  fragment DashboardContact_contact on ContactSubmission {\n    id\n    nome\n    sobrenome\n    empresa\n    email\n    telefone\n    assunto\n    mensagem\n    createdAt\n    readAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardContacts {\n    contacts {\n      ...DashboardContact_contact\n    }\n  }\n"): (typeof documents)["\n  query DashboardContacts {\n    contacts {\n      ...DashboardContact_contact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadContactCount {\n    unreadContactCount\n  }\n"): (typeof documents)["\n  query UnreadContactCount {\n    unreadContactCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkContactRead($id: Int!) {\n    markContactRead(id: $id) {\n      id\n      readAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkContactRead($id: Int!) {\n    markContactRead(id: $id) {\n      id\n      readAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardEbook_ebook on EBook {\n    id\n    title\n    author\n    price\n    publicationDate\n    externalUrl\n    verticalCoverImageUrl {\n      small\n      medium\n      original\n    }\n    horizontalCoverImageUrl {\n      small\n      medium\n      original\n    }\n    recipeIds\n    # sent back as expectedVersion: a save over a newer version is refused\n    version\n  }\n"): (typeof documents)["\n  fragment DashboardEbook_ebook on EBook {\n    id\n    title\n    author\n    price\n    publicationDate\n    externalUrl\n    verticalCoverImageUrl {\n      small\n      medium\n      original\n    }\n    horizontalCoverImageUrl {\n      small\n      medium\n      original\n    }\n    recipeIds\n    # sent back as expectedVersion: a save over a newer version is refused\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardEbooks {\n    adminEbooks {\n      ...DashboardEbook_ebook\n    }\n  }\n"): (typeof documents)["\n  query DashboardEbooks {\n    adminEbooks {\n      ...DashboardEbook_ebook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardEbook($id: Int!) {\n    adminEbook(id: $id) {\n      ...DashboardEbook_ebook\n    }\n  }\n"): (typeof documents)["\n  query DashboardEbook($id: Int!) {\n    adminEbook(id: $id) {\n      ...DashboardEbook_ebook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCreateEbook($input: EBookInput!) {\n    createEbook(input: $input) {\n      ...DashboardEbook_ebook\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardCreateEbook($input: EBookInput!) {\n    createEbook(input: $input) {\n      ...DashboardEbook_ebook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardUpdateEbook($id: Int!, $input: EBookInput!, $expectedVersion: Int) {\n    updateEbook(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...DashboardEbook_ebook\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardUpdateEbook($id: Int!, $input: EBookInput!, $expectedVersion: Int) {\n    updateEbook(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...DashboardEbook_ebook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardDeleteEbook($id: Int!) {\n    deleteEbook(id: $id)\n  }\n"): (typeof documents)["\n  mutation DashboardDeleteEbook($id: Int!) {\n    deleteEbook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetImageFocalPoint($image: String!, $x: Int!, $y: Int!) {\n    setImageFocalPoint(image: $image, x: $x, y: $y) {\n      x\n      y\n    }\n  }\n"): (typeof documents)["\n  mutation SetImageFocalPoint($image: String!, $x: Int!, $y: Int!) {\n    setImageFocalPoint(image: $image, x: $x, y: $y) {\n      x\n      y\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportRecipe($url: String, $html: String) {\n    importRecipe(url: $url, html: $html) {\n      recipe {\n        title\n        description\n        author\n        prepTime\n        cookTime\n        totalTime\n        servings\n        cuisine\n        ingredients {\n          section\n          quantity\n          unit\n          ingredientName\n        }\n        instructions {\n          section\n          stepNumber\n          instructionText\n        }\n        notes {\n          noteText\n        }\n        tags {\n          name\n        }\n        category {\n          categoryId\n          name\n        }\n        suggestedCategories\n        nutrition {\n          calories\n          carbohydrates\n          protein\n          fat\n          fiber\n          sodium\n        }\n        imageSourceUrl\n        sourceUrl\n      }\n      source {\n        url\n        siteName\n      }\n      warnings\n      duplicateOf {\n        recipeId\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportRecipe($url: String, $html: String) {\n    importRecipe(url: $url, html: $html) {\n      recipe {\n        title\n        description\n        author\n        prepTime\n        cookTime\n        totalTime\n        servings\n        cuisine\n        ingredients {\n          section\n          quantity\n          unit\n          ingredientName\n        }\n        instructions {\n          section\n          stepNumber\n          instructionText\n        }\n        notes {\n          noteText\n        }\n        tags {\n          name\n        }\n        category {\n          categoryId\n          name\n        }\n        suggestedCategories\n        nutrition {\n          calories\n          carbohydrates\n          protein\n          fat\n          fiber\n          sodium\n        }\n        imageSourceUrl\n        sourceUrl\n      }\n      source {\n        url\n        siteName\n      }\n      warnings\n      duplicateOf {\n        recipeId\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportRecipeImage($url: String!) {\n    importRecipeImage(url: $url) {\n      small\n      medium\n      original\n      focalPoint {\n        x\n        y\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportRecipeImage($url: String!) {\n    importRecipeImage(url: $url) {\n      small\n      medium\n      original\n      focalPoint {\n        x\n        y\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImportJob_job on ImportJob {\n    jobId\n    status\n    sitemapUrl\n    pathPrefix\n    error\n    createdAt\n    finishedAt\n    progress {\n      total\n      done\n      imported\n      failed\n      duplicates\n      pending\n      currentUrl\n    }\n  }\n"): (typeof documents)["\n  fragment ImportJob_job on ImportJob {\n    jobId\n    status\n    sitemapUrl\n    pathPrefix\n    error\n    createdAt\n    finishedAt\n    progress {\n      total\n      done\n      imported\n      failed\n      duplicates\n      pending\n      currentUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartImportJob($urls: [String!], $sitemapUrl: String, $pathPrefix: String) {\n    startImportJob(urls: $urls, sitemapUrl: $sitemapUrl, pathPrefix: $pathPrefix) {\n      ...ImportJob_job\n    }\n  }\n"): (typeof documents)["\n  mutation StartImportJob($urls: [String!], $sitemapUrl: String, $pathPrefix: String) {\n    startImportJob(urls: $urls, sitemapUrl: $sitemapUrl, pathPrefix: $pathPrefix) {\n      ...ImportJob_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelImportJob($jobId: Int!) {\n    cancelImportJob(jobId: $jobId) {\n      ...ImportJob_job\n    }\n  }\n"): (typeof documents)["\n  mutation CancelImportJob($jobId: Int!) {\n    cancelImportJob(jobId: $jobId) {\n      ...ImportJob_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportJobs {\n    importJobs(limit: 10) {\n      ...ImportJob_job\n    }\n  }\n"): (typeof documents)["\n  query ImportJobs {\n    importJobs(limit: 10) {\n      ...ImportJob_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportJob($jobId: Int!, $limit: Int!, $status: ImportItemStatus) {\n    importJob(jobId: $jobId) {\n      ...ImportJob_job\n      items(limit: $limit, status: $status) {\n        itemId\n        url\n        status\n        recipeId\n        error\n        warning\n        recipe {\n          recipeId\n          title\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ImportJob($jobId: Int!, $limit: Int!, $status: ImportItemStatus) {\n    importJob(jobId: $jobId) {\n      ...ImportJob_job\n      items(limit: $limit, status: $status) {\n        itemId\n        url\n        status\n        recipeId\n        error\n        warning\n        recipe {\n          recipeId\n          title\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MediaTile_item on MediaItem {\n    id\n    url\n    thumbnailUrl\n    image {\n      small\n      medium\n      original\n    }\n    width\n    height\n    alt\n    originalName\n    focalPoint {\n      x\n      y\n    }\n    createdAt\n    uploadedBy\n    usageCount\n  }\n"): (typeof documents)["\n  fragment MediaTile_item on MediaItem {\n    id\n    url\n    thumbnailUrl\n    image {\n      small\n      medium\n      original\n    }\n    width\n    height\n    alt\n    originalName\n    focalPoint {\n      x\n      y\n    }\n    createdAt\n    uploadedBy\n    usageCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaItems($search: String, $page: PageInput) {\n    mediaItems(search: $search, page: $page) {\n      content {\n        ...MediaTile_item\n      }\n      page\n      size\n      totalElements\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query MediaItems($search: String, $page: PageInput) {\n    mediaItems(search: $search, page: $page) {\n      content {\n        ...MediaTile_item\n      }\n      page\n      size\n      totalElements\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MediaItemDetail_detail on MediaItemDetail {\n    item {\n      ...MediaTile_item\n    }\n    usages {\n      kind\n      id\n      title\n      field\n      trashed\n    }\n  }\n"): (typeof documents)["\n  fragment MediaItemDetail_detail on MediaItemDetail {\n    item {\n      ...MediaTile_item\n    }\n    usages {\n      kind\n      id\n      title\n      field\n      trashed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaItem($id: Int!) {\n    mediaItem(id: $id) {\n      ...MediaItemDetail_detail\n    }\n  }\n"): (typeof documents)["\n  query MediaItem($id: Int!) {\n    mediaItem(id: $id) {\n      ...MediaItemDetail_detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMediaItem($id: Int!, $alt: String) {\n    updateMediaItem(id: $id, alt: $alt) {\n      ...MediaItemDetail_detail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMediaItem($id: Int!, $alt: String) {\n    updateMediaItem(id: $id, alt: $alt) {\n      ...MediaItemDetail_detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMediaItem($id: Int!) {\n    deleteMediaItem(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMediaItem($id: Int!) {\n    deleteMediaItem(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardOverview {\n    dashboardOverview {\n      recipes {\n        published\n        scheduled\n        drafts\n      }\n      newsletterSubscribers\n      unreadContacts\n      viewsByDay {\n        day\n        views\n      }\n      topRecipes {\n        views\n        recipe {\n          recipeId\n          title\n          imageUrl {\n            small\n          }\n        }\n      }\n      latestComments {\n        commentId\n        authorName\n        content\n        score\n        isReply\n        datePosted\n        recipe {\n          recipeId\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardOverview {\n    dashboardOverview {\n      recipes {\n        published\n        scheduled\n        drafts\n      }\n      newsletterSubscribers\n      unreadContacts\n      viewsByDay {\n        day\n        views\n      }\n      topRecipes {\n        views\n        recipe {\n          recipeId\n          title\n          imageUrl {\n            small\n          }\n        }\n      }\n      latestComments {\n        commentId\n        authorName\n        content\n        score\n        isReply\n        datePosted\n        recipe {\n          recipeId\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardSignInAgain($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardSignInAgain($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeForm_recipe on Recipe {\n    recipeId\n    status\n    sourceUrl\n    # the SEO checklist's note on ratings\n    rating {\n      count\n    }\n    title\n    description\n    author\n    prepTime\n    cookTime\n    totalTime\n    servings\n    difficulty\n    cuisine\n    imageUrl {\n      small\n      medium\n      original\n      focalPoint {\n        x\n        y\n      }\n    }\n    ingredients {\n      ingredientId\n      section\n      ingredientName\n      quantity\n      unit\n    }\n    instructions {\n      instructionId\n      section\n      stepNumber\n      instructionText\n    }\n    notes {\n      noteId\n      noteText\n    }\n    tags {\n      recipeTagId\n      name\n    }\n    utensils {\n      id\n      name\n      link\n    }\n    category {\n      categoryId\n      name\n    }\n    cravings {\n      id\n      name\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n    occasions {\n      id\n      name\n    }\n    commentBody\n    nutrition {\n      calories\n      carbohydrates\n      protein\n      fat\n      fiber\n      sodium\n    }\n    datePublished\n    updatedAt\n    # sent back as expectedVersion: a save over a newer version is refused (409) and the editor shows what changed\n    version\n  }\n"): (typeof documents)["\n  fragment RecipeForm_recipe on Recipe {\n    recipeId\n    status\n    sourceUrl\n    # the SEO checklist's note on ratings\n    rating {\n      count\n    }\n    title\n    description\n    author\n    prepTime\n    cookTime\n    totalTime\n    servings\n    difficulty\n    cuisine\n    imageUrl {\n      small\n      medium\n      original\n      focalPoint {\n        x\n        y\n      }\n    }\n    ingredients {\n      ingredientId\n      section\n      ingredientName\n      quantity\n      unit\n    }\n    instructions {\n      instructionId\n      section\n      stepNumber\n      instructionText\n    }\n    notes {\n      noteId\n      noteText\n    }\n    tags {\n      recipeTagId\n      name\n    }\n    utensils {\n      id\n      name\n      link\n    }\n    category {\n      categoryId\n      name\n    }\n    cravings {\n      id\n      name\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n    occasions {\n      id\n      name\n    }\n    commentBody\n    nutrition {\n      calories\n      carbohydrates\n      protein\n      fat\n      fiber\n      sodium\n    }\n    datePublished\n    updatedAt\n    # sent back as expectedVersion: a save over a newer version is refused (409) and the editor shows what changed\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeForEdit($id: Int!) {\n    recipe(id: $id) {\n      ...RecipeForm_recipe\n    }\n  }\n"): (typeof documents)["\n  query RecipeForEdit($id: Int!) {\n    recipe(id: $id) {\n      ...RecipeForm_recipe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeFormOptions {\n    categories {\n      categoryId\n      name\n    }\n    cravings {\n      id\n      name\n      imageUrl {\n        small\n      }\n    }\n    occasions {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query RecipeFormOptions {\n    categories {\n      categoryId\n      name\n    }\n    cravings {\n      id\n      name\n      imageUrl {\n        small\n      }\n    }\n    occasions {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRecipe($input: RecipeInput!) {\n    createRecipe(input: $input) {\n      ...RecipeForm_recipe\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRecipe($input: RecipeInput!) {\n    createRecipe(input: $input) {\n      ...RecipeForm_recipe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRecipe($id: Int!, $input: RecipeInput!, $expectedVersion: Int) {\n    updateRecipe(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...RecipeForm_recipe\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRecipe($id: Int!, $input: RecipeInput!, $expectedVersion: Int) {\n    updateRecipe(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...RecipeForm_recipe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeRevisions($recipeId: Int!, $page: Int!, $size: Int!) {\n    recipeRevisions(recipeId: $recipeId, page: { page: $page, size: $size }) {\n      totalElements\n      totalPages\n      content {\n        id\n        kind\n        recipeVersion\n        createdAt\n        authorName\n        changedFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecipeRevisions($recipeId: Int!, $page: Int!, $size: Int!) {\n    recipeRevisions(recipeId: $recipeId, page: { page: $page, size: $size }) {\n      totalElements\n      totalPages\n      content {\n        id\n        kind\n        recipeVersion\n        createdAt\n        authorName\n        changedFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreRecipeRevision($revisionId: Int!, $expectedVersion: Int) {\n    restoreRecipeRevision(revisionId: $revisionId, expectedVersion: $expectedVersion) {\n      ...RecipeForm_recipe\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreRecipeRevision($revisionId: Int!, $expectedVersion: Int) {\n    restoreRecipeRevision(revisionId: $revisionId, expectedVersion: $expectedVersion) {\n      ...RecipeForm_recipe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AutosaveRecipe($id: Int!, $input: RecipeInput!, $baseVersion: Int!) {\n    autosaveRecipe(id: $id, input: $input, baseVersion: $baseVersion) {\n      id\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation AutosaveRecipe($id: Int!, $input: RecipeInput!, $baseVersion: Int!) {\n    autosaveRecipe(id: $id, input: $input, baseVersion: $baseVersion) {\n      id\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeAutosave($recipeId: Int!) {\n    recipeAutosave(recipeId: $recipeId) {\n      id\n      createdAt\n      baseVersion\n      snapshot\n    }\n  }\n"): (typeof documents)["\n  query RecipeAutosave($recipeId: Int!) {\n    recipeAutosave(recipeId: $recipeId) {\n      id\n      createdAt\n      baseVersion\n      snapshot\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardRecipeAutosave($recipeId: Int!) {\n    discardRecipeAutosave(recipeId: $recipeId)\n  }\n"): (typeof documents)["\n  mutation DiscardRecipeAutosave($recipeId: Int!) {\n    discardRecipeAutosave(recipeId: $recipeId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardRecipeCard_recipe on Recipe {\n    recipeId\n    title\n    description\n    author\n    difficulty\n    cuisine\n    cookTime\n    datePublished\n    status\n    imageUrl {\n      small\n      medium\n      original\n      # the SEO dot: a picture too small for Google's crops\n      crops {\n        wide {\n          width\n          height\n        }\n      }\n    }\n    # the SEO dot's other inputs (seo-checklist.ts)\n    prepTime\n    servings\n    category {\n      categoryId\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardRecipeCard_recipe on Recipe {\n    recipeId\n    title\n    description\n    author\n    difficulty\n    cuisine\n    cookTime\n    datePublished\n    status\n    imageUrl {\n      small\n      medium\n      original\n      # the SEO dot: a picture too small for Google's crops\n      crops {\n        wide {\n          width\n          height\n        }\n      }\n    }\n    # the SEO dot's other inputs (seo-checklist.ts)\n    prepTime\n    servings\n    category {\n      categoryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardRecipes($criteria: RecipeCriteria, $page: PageInput) {\n    dashboardRecipes(criteria: $criteria, page: $page) {\n      content {\n        ...DashboardRecipeCard_recipe\n      }\n      page\n      totalElements\n      totalPages\n      counts {\n        published\n        scheduled\n        drafts\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardRecipes($criteria: RecipeCriteria, $page: PageInput) {\n    dashboardRecipes(criteria: $criteria, page: $page) {\n      content {\n        ...DashboardRecipeCard_recipe\n      }\n      page\n      totalElements\n      totalPages\n      counts {\n        published\n        scheduled\n        drafts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardRecipe($id: Int!) {\n    recipe(id: $id) {\n      ...DashboardRecipeCard_recipe\n    }\n  }\n"): (typeof documents)["\n  query DashboardRecipe($id: Int!) {\n    recipe(id: $id) {\n      ...DashboardRecipeCard_recipe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardDeleteRecipe($id: Int!) {\n    deleteRecipe(id: $id)\n  }\n"): (typeof documents)["\n  mutation DashboardDeleteRecipe($id: Int!) {\n    deleteRecipe(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardDuplicateRecipe($id: Int!) {\n    duplicateRecipe(id: $id) {\n      recipeId\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardDuplicateRecipe($id: Int!) {\n    duplicateRecipe(id: $id) {\n      recipeId\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardBulkRecipes($ids: [Int!]!, $action: RecipeBulkAction!) {\n    bulkRecipes(ids: $ids, action: $action)\n  }\n"): (typeof documents)["\n  mutation DashboardBulkRecipes($ids: [Int!]!, $action: RecipeBulkAction!) {\n    bulkRecipes(ids: $ids, action: $action)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trash($kind: TrashKind, $page: Int!, $size: Int!) {\n    trash(kind: $kind, page: { page: $page, size: $size }) {\n      totalElements\n      totalPages\n      content {\n        kind\n        id\n        title\n        deletedAt\n        deletedByName\n        purgeAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Trash($kind: TrashKind, $page: Int!, $size: Int!) {\n    trash(kind: $kind, page: { page: $page, size: $size }) {\n      totalElements\n      totalPages\n      content {\n        kind\n        id\n        title\n        deletedAt\n        deletedByName\n        purgeAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreFromTrash($kind: TrashKind!, $id: Int!) {\n    restoreFromTrash(kind: $kind, id: $id)\n  }\n"): (typeof documents)["\n  mutation RestoreFromTrash($kind: TrashKind!, $id: Int!) {\n    restoreFromTrash(kind: $kind, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteForever($kind: TrashKind!, $id: Int!) {\n    deleteForever(kind: $kind, id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteForever($kind: TrashKind!, $id: Int!) {\n    deleteForever(kind: $kind, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmptyTrash {\n    emptyTrash\n  }\n"): (typeof documents)["\n  mutation EmptyTrash {\n    emptyTrash\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeletionImpact($kind: TrashKind!, $ids: [Int!]!) {\n    deletionImpact(kind: $kind, ids: $ids) {\n      label\n    }\n  }\n"): (typeof documents)["\n  query DeletionImpact($kind: TrashKind!, $ids: [Int!]!) {\n    deletionImpact(kind: $kind, ids: $ids) {\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardUserRow_user on User {\n    id\n    name\n    email\n    role\n    createdAt\n  }\n"): (typeof documents)["\n  fragment DashboardUserRow_user on User {\n    id\n    name\n    email\n    role\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardUsers {\n    users {\n      ...DashboardUserRow_user\n    }\n  }\n"): (typeof documents)["\n  query DashboardUsers {\n    users {\n      ...DashboardUserRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCreateUser($input: UserCreateInput!) {\n    createUser(input: $input) {\n      ...DashboardUserRow_user\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardCreateUser($input: UserCreateInput!) {\n    createUser(input: $input) {\n      ...DashboardUserRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardUpdateUser($id: Int!, $input: UserUpdateInput!) {\n    updateUser(id: $id, input: $input) {\n      ...DashboardUserRow_user\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardUpdateUser($id: Int!, $input: UserUpdateInput!) {\n    updateUser(id: $id, input: $input) {\n      ...DashboardUserRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardDeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DashboardDeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterSubscriberCount {\n    newsletterSubscriberCount\n  }\n"): (typeof documents)["\n  query NewsletterSubscriberCount {\n    newsletterSubscriberCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EBookCard_ebook on EBook {\n    title\n    author\n    price\n    externalUrl\n    horizontalCoverImageUrl {\n      small\n      medium\n      original\n    }\n    recipes {\n      recipeId\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment EBookCard_ebook on EBook {\n    title\n    author\n    price\n    externalUrl\n    horizontalCoverImageUrl {\n      small\n      medium\n      original\n    }\n    recipes {\n      recipeId\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EBookPage {\n    ebooks {\n      id\n      ...EBookCard_ebook\n    }\n  }\n"): (typeof documents)["\n  query EBookPage {\n    ebooks {\n      id\n      ...EBookCard_ebook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeFilterFacets($filter: FacetFilterInput) {\n    recipeFilters(filter: $filter) {\n      categories {\n        item {\n          categoryId\n          name\n        }\n        count\n        active\n      }\n      occasions {\n        item {\n          id\n          name\n        }\n        count\n        active\n      }\n      cravings {\n        item {\n          id\n          name\n        }\n        count\n        active\n      }\n      ingredients {\n        item\n        count\n        active\n      }\n      skills {\n        item\n        count\n        active\n      }\n      times {\n        item\n        count\n        active\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecipeFilterFacets($filter: FacetFilterInput) {\n    recipeFilters(filter: $filter) {\n      categories {\n        item {\n          categoryId\n          name\n        }\n        count\n        active\n      }\n      occasions {\n        item {\n          id\n          name\n        }\n        count\n        active\n      }\n      cravings {\n        item {\n          id\n          name\n        }\n        count\n        active\n      }\n      ingredients {\n        item\n        count\n        active\n      }\n      skills {\n        item\n        count\n        active\n      }\n      times {\n        item\n        count\n        active\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeFilterResults($filter: FacetFilterInput, $page: Int!, $size: Int!) {\n    filteredRecipesPage(filter: $filter, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query RecipeFilterResults($filter: FacetFilterInput, $page: Int!, $size: Int!) {\n    filteredRecipesPage(filter: $filter, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    homePage {\n      hero {\n        ...RecipeCard_recipe\n        description\n        # the first is shown large (up to 700 px wide), and shared as the home page's picture\n        imageUrl {\n          original\n          ...LeadImage_imageSet\n        }\n      }\n      perfectForYou {\n        ...RecipeCard_recipe\n      }\n      weeklyMenu {\n        day\n        recipe {\n          ...RecipeCard_recipe\n          description\n          # shown up to 600 px wide\n          imageUrl {\n            original\n          }\n        }\n      }\n      popular {\n        ...RecipeCard_recipe\n      }\n      kitchen {\n        ...RecipeCard_recipe\n      }\n      latest {\n        ...RecipeCard_recipe\n      }\n    }\n    categories {\n      categoryId\n      name\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n    cravings {\n      id\n      name\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n    siteConfiguration {\n      creator {\n        name\n        photoUrl\n        bio\n      }\n      socialMedia {\n        instagram\n        tiktok\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    homePage {\n      hero {\n        ...RecipeCard_recipe\n        description\n        # the first is shown large (up to 700 px wide), and shared as the home page's picture\n        imageUrl {\n          original\n          ...LeadImage_imageSet\n        }\n      }\n      perfectForYou {\n        ...RecipeCard_recipe\n      }\n      weeklyMenu {\n        day\n        recipe {\n          ...RecipeCard_recipe\n          description\n          # shown up to 600 px wide\n          imageUrl {\n            original\n          }\n        }\n      }\n      popular {\n        ...RecipeCard_recipe\n      }\n      kitchen {\n        ...RecipeCard_recipe\n      }\n      latest {\n        ...RecipeCard_recipe\n      }\n    }\n    categories {\n      categoryId\n      name\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n    cravings {\n      id\n      name\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n    siteConfiguration {\n      creator {\n        name\n        photoUrl\n        bio\n      }\n      socialMedia {\n        instagram\n        tiktok\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeEBook {\n    siteConfiguration {\n      featuredEBookId\n    }\n    ebooks {\n      id\n      title\n      author\n      price\n      horizontalCoverImageUrl {\n        small\n        medium\n        original\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeEBook {\n    siteConfiguration {\n      featuredEBookId\n    }\n    ebooks {\n      id\n      title\n      author\n      price\n      horizontalCoverImageUrl {\n        small\n        medium\n        original\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LayoutChrome {\n    categories {\n      categoryId\n      name\n    }\n    siteConfiguration {\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n    }\n  }\n"): (typeof documents)["\n  query LayoutChrome {\n    categories {\n      categoryId\n      name\n    }\n    siteConfiguration {\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LayoutRecipeThumb_recipe on Recipe {\n    recipeId\n    title\n    imageUrl {\n      small\n    }\n  }\n"): (typeof documents)["\n  fragment LayoutRecipeThumb_recipe on Recipe {\n    recipeId\n    title\n    imageUrl {\n      small\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LayoutLatestRecipes($page: Int!, $size: Int!) {\n    recipes: findRecipes(page: { page: $page, size: $size }) {\n      content {\n        ...LayoutRecipeThumb_recipe\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query LayoutLatestRecipes($page: Int!, $size: Int!) {\n    recipes: findRecipes(page: { page: $page, size: $size }) {\n      content {\n        ...LayoutRecipeThumb_recipe\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletter($email: String!, $source: String!) {\n    subscribeNewsletter(email: $email, source: $source) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeNewsletter($email: String!, $source: String!) {\n    subscribeNewsletter(email: $email, source: $source) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotifications {\n    unreadNotifications {\n      id\n      message\n      createdAt\n      read\n      recipeId\n      commentId\n    }\n  }\n"): (typeof documents)["\n  query UnreadNotifications {\n    unreadNotifications {\n      id\n      message\n      createdAt\n      read\n      recipeId\n      commentId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: Int!) {\n    markNotificationRead(id: $id)\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: Int!) {\n    markNotificationRead(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IndexCategoryRecipes($categoryId: Int!, $page: Int!, $size: Int!) {\n    recipes: findRecipes(criteria: { categoryId: $categoryId }, page: { page: $page, size: $size }) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query IndexCategoryRecipes($categoryId: Int!, $page: Int!, $size: Int!) {\n    recipes: findRecipes(criteria: { categoryId: $categoryId }, page: { page: $page, size: $size }) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryTile_category on Category {\n    categoryId\n    name\n    imageUrl {\n      small\n      medium\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryTile_category on Category {\n    categoryId\n    name\n    imageUrl {\n      small\n      medium\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeIndexCategories {\n    categories {\n      ...CategoryTile_category\n    }\n  }\n"): (typeof documents)["\n  query RecipeIndexCategories {\n    categories {\n      ...CategoryTile_category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintPage($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      description\n      imageUrl {\n        small\n        medium\n        original\n        avif {\n          small\n          medium\n          large\n        }\n      }\n      ...RecipeBody_recipe\n    }\n  }\n"): (typeof documents)["\n  query PrintPage($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      description\n      imageUrl {\n        small\n        medium\n        original\n        avif {\n          small\n          medium\n          large\n        }\n      }\n      ...RecipeBody_recipe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeEBooks($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      ebooks {\n        id\n        title\n        price\n        externalUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecipeEBooks($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      ebooks {\n        id\n        title\n        price\n        externalUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipePage($id: Int!) {\n    recipe(id: $id) {\n      description\n      author\n      imageUrl {\n        small\n        medium\n        original\n        ...LeadImage_imageSet\n      }\n      tags {\n        recipeTagId\n        name\n      }\n      category {\n        categoryId\n        name\n      }\n      rating {\n        average\n        count\n      }\n      datePublished\n      updatedAt\n      # recipeId, title, times, yield, difficulty, cuisine and nutrition come with the card's fragment\n      ...RecipeBody_recipe\n    }\n  }\n"): (typeof documents)["\n  query RecipePage($id: Int!) {\n    recipe(id: $id) {\n      description\n      author\n      imageUrl {\n        small\n        medium\n        original\n        ...LeadImage_imageSet\n      }\n      tags {\n        recipeTagId\n        name\n      }\n      category {\n        categoryId\n        name\n      }\n      rating {\n        average\n        count\n      }\n      datePublished\n      updatedAt\n      # recipeId, title, times, yield, difficulty, cuisine and nutrition come with the card's fragment\n      ...RecipeBody_recipe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRecipeByEmail($id: Int!, $email: String!, $subscribe: Boolean!, $factor: Float) {\n    saveRecipeByEmail(id: $id, email: $email, subscribe: $subscribe, factor: $factor) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRecipeByEmail($id: Int!, $email: String!, $subscribe: Boolean!, $factor: Float) {\n    saveRecipeByEmail(id: $id, email: $email, subscribe: $subscribe, factor: $factor) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeAuthor {\n    siteConfiguration {\n      creator {\n        name\n        photoUrl\n        bio\n      }\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecipeAuthor {\n    siteConfiguration {\n      creator {\n        name\n        photoUrl\n        bio\n      }\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeBody_recipe on Recipe {\n    recipeId\n    title\n    prepTime\n    cookTime\n    totalTime\n    servings\n    difficulty\n    cuisine\n    utensils {\n      id\n      name\n      link\n    }\n    ingredients {\n      ingredientId\n      section\n      ingredientName\n      quantity\n      unit\n    }\n    instructions {\n      instructionId\n      section\n      stepNumber\n      instructionText\n    }\n    notes {\n      noteId\n      noteText\n    }\n    nutrition {\n      calories\n      carbohydrates\n      protein\n      fat\n      fiber\n      sodium\n    }\n  }\n"): (typeof documents)["\n  fragment RecipeBody_recipe on Recipe {\n    recipeId\n    title\n    prepTime\n    cookTime\n    totalTime\n    servings\n    difficulty\n    cuisine\n    utensils {\n      id\n      name\n      link\n    }\n    ingredients {\n      ingredientId\n      section\n      ingredientName\n      quantity\n      unit\n    }\n    instructions {\n      instructionId\n      section\n      stepNumber\n      instructionText\n    }\n    notes {\n      noteId\n      noteText\n    }\n    nutrition {\n      calories\n      carbohydrates\n      protein\n      fat\n      fiber\n      sodium\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordRecipeView($id: Int!) {\n    recordRecipeView(id: $id)\n  }\n"): (typeof documents)["\n  mutation RecordRecipeView($id: Int!) {\n    recordRecipeView(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SimilarRecipes($id: Int!, $page: Int!, $size: Int!) {\n    similarRecipes(id: $id, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n    }\n  }\n"): (typeof documents)["\n  query SimilarRecipes($id: Int!, $page: Int!, $size: Int!) {\n    similarRecipes(id: $id, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeStory($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      commentBody\n    }\n  }\n"): (typeof documents)["\n  query RecipeStory($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      commentBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedRecipesPage {\n    savedRecipes {\n      ...RecipeCard_recipe\n    }\n  }\n"): (typeof documents)["\n  query SavedRecipesPage {\n    savedRecipes {\n      ...RecipeCard_recipe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchRecipe_recipe on Recipe {\n    recipeId\n    title\n    imageUrl {\n      medium\n    }\n    category {\n      categoryId\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment SearchRecipe_recipe on Recipe {\n    recipeId\n    title\n    imageUrl {\n      medium\n    }\n    category {\n      categoryId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions(\n    $viewedIds: [Int!]!\n    $lastViewedId: Int!\n    $withRelated: Boolean!\n    $relatedSize: Int!\n    $popular: Int!\n    $poolSize: Int!\n  ) {\n    viewed: recipesByIds(ids: $viewedIds) {\n      ...SearchRecipe_recipe\n    }\n    similarRecipes(id: $lastViewedId, page: 0, size: $relatedSize) @include(if: $withRelated) {\n      content {\n        ...SearchRecipe_recipe\n      }\n    }\n    topRecipes(limit: $popular) {\n      ...SearchRecipe_recipe\n    }\n    newest: findRecipes(page: { page: 0, size: $poolSize }) {\n      content {\n        ...SearchRecipe_recipe\n      }\n    }\n    categories {\n      categoryId\n      name\n    }\n    recipeCuisines\n  }\n"): (typeof documents)["\n  query SearchSuggestions(\n    $viewedIds: [Int!]!\n    $lastViewedId: Int!\n    $withRelated: Boolean!\n    $relatedSize: Int!\n    $popular: Int!\n    $poolSize: Int!\n  ) {\n    viewed: recipesByIds(ids: $viewedIds) {\n      ...SearchRecipe_recipe\n    }\n    similarRecipes(id: $lastViewedId, page: 0, size: $relatedSize) @include(if: $withRelated) {\n      content {\n        ...SearchRecipe_recipe\n      }\n    }\n    topRecipes(limit: $popular) {\n      ...SearchRecipe_recipe\n    }\n    newest: findRecipes(page: { page: 0, size: $poolSize }) {\n      content {\n        ...SearchRecipe_recipe\n      }\n    }\n    categories {\n      categoryId\n      name\n    }\n    recipeCuisines\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchResults($criteria: RecipeCriteria!, $page: Int!, $size: Int!) {\n    findRecipes(criteria: $criteria, page: { page: $page, size: $size }) {\n      content {\n        ...SearchRecipe_recipe\n      }\n      page\n      totalElements\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query SearchResults($criteria: RecipeCriteria!, $page: Int!, $size: Int!) {\n    findRecipes(criteria: $criteria, page: { page: $page, size: $size }) {\n      content {\n        ...SearchRecipe_recipe\n      }\n      page\n      totalElements\n      totalPages\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;