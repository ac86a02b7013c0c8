import { graphql } from '../../../gql';

/** A recipe read from another site's page, in the form's fields. */
export const ImportRecipeMutation = graphql(`
  mutation ImportRecipe($url: String, $html: String) {
    importRecipe(url: $url, html: $html) {
      recipe {
        title
        description
        author
        prepTime
        cookTime
        totalTime
        servings
        cuisine
        ingredients {
          section
          quantity
          unit
          ingredientName
        }
        instructions {
          section
          stepNumber
          instructionText
        }
        notes {
          noteText
        }
        tags {
          name
        }
        category {
          categoryId
          name
        }
        suggestedCategories
        nutrition {
          calories
          carbohydrates
          protein
          fat
          fiber
          sodium
        }
        imageSourceUrl
        sourceUrl
      }
      source {
        url
        siteName
      }
      warnings
      duplicateOf {
        recipeId
        title
      }
    }
  }
`);

/** The page's picture, brought into the media at once so the editor shows it. */
export const ImportRecipeImageMutation = graphql(`
  mutation ImportRecipeImage($url: String!) {
    importRecipeImage(url: $url) {
      small
      medium
      original
      focalPoint {
        x
        y
      }
    }
  }
`);

export const ImportJobFragment = graphql(`
  fragment ImportJob_job on ImportJob {
    jobId
    status
    sitemapUrl
    pathPrefix
    error
    createdAt
    finishedAt
    progress {
      total
      done
      imported
      failed
      duplicates
      pending
      currentUrl
    }
  }
`);

export const StartImportJobMutation = graphql(`
  mutation StartImportJob($urls: [String!], $sitemapUrl: String, $pathPrefix: String) {
    startImportJob(urls: $urls, sitemapUrl: $sitemapUrl, pathPrefix: $pathPrefix) {
      ...ImportJob_job
    }
  }
`);

export const CancelImportJobMutation = graphql(`
  mutation CancelImportJob($jobId: Int!) {
    cancelImportJob(jobId: $jobId) {
      ...ImportJob_job
    }
  }
`);

export const ImportJobsQuery = graphql(`
  query ImportJobs {
    importJobs(limit: 10) {
      ...ImportJob_job
    }
  }
`);

export const ImportJobQuery = graphql(`
  query ImportJob($jobId: Int!, $limit: Int!, $status: ImportItemStatus) {
    importJob(jobId: $jobId) {
      ...ImportJob_job
      items(limit: $limit, status: $status) {
        itemId
        url
        status
        recipeId
        error
        warning
        recipe {
          recipeId
          title
          status
        }
      }
    }
  }
`);
