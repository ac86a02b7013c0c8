import {
  confirmLinkInvalidPage,
  confirmPage,
  confirmedPage,
  unsubscribeLinkInvalidPage,
  unsubscribePage,
  unsubscribedPage,
} from '../../modules/newsletter/newsletter-pages';
import { objectBody, type RestRoute } from '../facade';
import { linkToken, sendLinkPage } from '../link-page-response';

/**
 * The newsletter: sign-up (double opt-in), the confirmation and unsubscribe links. A link's GET only shows a page
 * with a button; the POST acts, so mail scanners that follow links change nothing.
 */
export const newsletterRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/newsletter/subscribe',
    document:
      'mutation ($email: String!, $source: String) { subscribeNewsletter(email: $email, source: $source) { success message } }',
    variables: (req) => {
      const body = objectBody(req);
      return {
        email: typeof body.email === 'string' ? body.email : '',
        source: typeof body.source === 'string' ? body.source : null,
      };
    },
    errorBody: (error) => ({ success: false, message: error.message }),
  },
  {
    method: 'get',
    path: '/newsletter/confirm',
    document: 'query ($token: String!) { newsletterConfirmationPending(token: $token) }',
    variables: linkToken,
    send: (res, data) => {
      const { token } = linkToken(res.req);
      if (data.newsletterConfirmationPending) sendLinkPage(res, 200, confirmPage(token));
      else sendLinkPage(res, 404, confirmLinkInvalidPage());
    },
  },
  {
    method: 'post',
    path: '/newsletter/confirm',
    document: 'mutation ($token: String!) { confirmNewsletterSubscription(token: $token) }',
    variables: linkToken,
    send: (res, data) => {
      if (data.confirmNewsletterSubscription) sendLinkPage(res, 200, confirmedPage());
      else sendLinkPage(res, 404, confirmLinkInvalidPage());
    },
  },
  {
    method: 'get',
    path: '/newsletter/unsubscribe',
    document: 'query ($token: String!) { newsletterUnsubscribeLinkValid(token: $token) }',
    variables: linkToken,
    send: (res, data) => {
      const { token } = linkToken(res.req);
      if (data.newsletterUnsubscribeLinkValid) sendLinkPage(res, 200, unsubscribePage(token));
      else sendLinkPage(res, 404, unsubscribeLinkInvalidPage());
    },
  },
  {
    // The page's button, and RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" here, no session.
    method: 'post',
    path: '/newsletter/unsubscribe',
    document: 'mutation ($token: String!) { unsubscribeNewsletter(token: $token) }',
    variables: linkToken,
    send: (res) => sendLinkPage(res, 200, unsubscribedPage()),
  },
  {
    method: 'get',
    path: '/admin/newsletter/count',
    document: '{ newsletterSubscriberCount }',
    result: (data) => ({ count: data.newsletterSubscriberCount }),
  },
  {
    method: 'get',
    path: '/admin/newsletter/export',
    document: '{ newsletterExport { filename contentType contentBase64 } }',
    send: (res, data) => {
      const file = data.newsletterExport as { filename: string; contentType: string; contentBase64: string };
      res
        .status(200)
        .type(file.contentType)
        .setHeader('Content-Disposition', `attachment; filename="${file.filename}"`)
        .send(Buffer.from(file.contentBase64, 'base64'));
    },
  },
];
