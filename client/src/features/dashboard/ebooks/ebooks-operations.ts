import { graphql } from '../../../gql';
import type { DashboardEbook_EbookFragment } from '../../../gql/graphql';

/** An e-book as the dashboard lists and edits it. */
export type DashboardEbook = DashboardEbook_EbookFragment;

/** What a row of the e-books screen shows, and what the form edits. */
export const DashboardEbookFragment = graphql(`
  fragment DashboardEbook_ebook on EBook {
    id
    title
    author
    price
    publicationDate
    externalUrl
    verticalCoverImageUrl {
      small
      medium
      original
    }
    horizontalCoverImageUrl {
      small
      medium
      original
    }
    recipeIds
    # sent back as expectedVersion: a save over a newer version is refused
    version
  }
`);

/** Every e-book, scheduled ones included, newest first. */
export const DashboardEbooksQuery = graphql(`
  query DashboardEbooks {
    adminEbooks {
      ...DashboardEbook_ebook
    }
  }
`);

/** One e-book as the site has it now (a save refused as stale is merged with it). */
export const DashboardEbookQuery = graphql(`
  query DashboardEbook($id: Int!) {
    adminEbook(id: $id) {
      ...DashboardEbook_ebook
    }
  }
`);

export const CreateEbookMutation = graphql(`
  mutation DashboardCreateEbook($input: EBookInput!) {
    createEbook(input: $input) {
      ...DashboardEbook_ebook
    }
  }
`);

export const UpdateEbookMutation = graphql(`
  mutation DashboardUpdateEbook($id: Int!, $input: EBookInput!, $expectedVersion: Int) {
    updateEbook(id: $id, input: $input, expectedVersion: $expectedVersion) {
      ...DashboardEbook_ebook
    }
  }
`);

export const DeleteEbookMutation = graphql(`
  mutation DashboardDeleteEbook($id: Int!) {
    deleteEbook(id: $id)
  }
`);
