import { singleFileUpload } from '../multipart';
import type { RestRoute } from '../facade';

export const mediaRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/recipes/upload-image',
    preAuthorize: 'ADMIN',
    document: 'mutation ($image: Upload!) { uploadImage(image: $image) { small medium original } }',
    variables: async (req) => ({ image: await singleFileUpload(req, 'image') }),
  },
];
