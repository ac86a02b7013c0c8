import { graphql } from '../../../gql';

/** Moves the point an uploaded picture's crops keep in view; the server cuts the crops again in the background. */
export const SetImageFocalPointMutation = graphql(`
  mutation SetImageFocalPoint($image: String!, $x: Int!, $y: Int!) {
    setImageFocalPoint(image: $image, x: $x, y: $y) {
      x
      y
    }
  }
`);
