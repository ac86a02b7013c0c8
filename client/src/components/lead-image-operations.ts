import { graphql } from '../gql';

/**
 * What a page's lead picture needs beyond its WebP renditions: the AVIF ones its <picture> offers first
 * (ResponsiveImage) and the sharing crop its og:image names (Seo). Queries spread it into `imageUrl`; the generated
 * documents carry it, so nothing imports this file at run time.
 */
export const LeadImageFragment = graphql(`
  fragment LeadImage_imageSet on ImageSet {
    avif {
      small
      medium
      large
    }
    crops {
      share {
        url
        width
        height
      }
    }
  }
`);
