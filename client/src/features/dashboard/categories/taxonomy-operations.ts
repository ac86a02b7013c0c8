import { graphql } from '../../../gql';

export const DashboardCategoriesQuery = graphql(`
  query DashboardCategories {
    categories {
      categoryId
      name
      description
      createdAt
      imageUrl {
        small
        medium
      }
      # sent back as expectedVersion: a save over a newer version is refused
      version
    }
  }
`);

export const CreateCategoryMutation = graphql(`
  mutation DashboardCreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      categoryId
      name
    }
  }
`);

export const UpdateCategoryMutation = graphql(`
  mutation DashboardUpdateCategory($id: Int!, $input: CategoryInput!, $expectedVersion: Int) {
    updateCategory(id: $id, input: $input, expectedVersion: $expectedVersion) {
      categoryId
      name
    }
  }
`);

export const DeleteCategoryMutation = graphql(`
  mutation DashboardDeleteCategory($id: Int!) {
    deleteCategory(id: $id)
  }
`);

export const DashboardCravingsQuery = graphql(`
  query DashboardCravings {
    cravings {
      id
      name
      description
      createdAt
      imageUrl {
        small
        medium
        original
      }
    }
  }
`);

export const CreateCravingMutation = graphql(`
  mutation DashboardCreateCraving($input: CravingInput!) {
    createCraving(input: $input) {
      id
      name
    }
  }
`);

export const UpdateCravingMutation = graphql(`
  mutation DashboardUpdateCraving($id: Int!, $input: CravingInput!) {
    updateCraving(id: $id, input: $input) {
      id
      name
    }
  }
`);

export const DeleteCravingMutation = graphql(`
  mutation DashboardDeleteCraving($id: Int!) {
    deleteCraving(id: $id)
  }
`);

export const DashboardOccasionsQuery = graphql(`
  query DashboardOccasions {
    occasions {
      id
      name
      createdAt
    }
  }
`);

export const CreateOccasionMutation = graphql(`
  mutation DashboardCreateOccasion($input: OccasionInput!) {
    createOccasion(input: $input) {
      id
      name
    }
  }
`);

export const UpdateOccasionMutation = graphql(`
  mutation DashboardUpdateOccasion($id: Int!, $input: OccasionInput!) {
    updateOccasion(id: $id, input: $input) {
      id
      name
    }
  }
`);

export const DeleteOccasionMutation = graphql(`
  mutation DashboardDeleteOccasion($id: Int!) {
    deleteOccasion(id: $id)
  }
`);
