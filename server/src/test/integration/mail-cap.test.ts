import { MAILS_PER_RECIPIENT_PER_DAY } from '../../modules/mail/recipient-cap';
import { recipeBody, startTestApp, type TestApp } from '../harness';
import { mailsTo } from '../outbox';

// The probe: five addresses each asked the site to mail a recipe to one victim. Every e-mail the site sends passes
// one per-recipient daily cap, so however many senders there are, the victim gets at most the cap; the senders'
// answers do not change (nobody learns where the cap stands).
let app: TestApp;
let recipeId: number;
beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: '1' } });
  recipeId = (await app.api('POST', '/api/recipes', { token: await app.adminToken(), body: recipeBody() })).body
    .recipeId;
});
afterAll(() => app.close());

const saveFor = (email: string, from: string, subscribe = false) =>
  app.api('POST', `/api/recipes/${recipeId}/save-by-email`, {
    body: { email, subscribe },
    headers: { 'x-forwarded-for': from },
  });

describe('per-recipient daily cap', () => {
  it('five senders, one victim: at most the cap is delivered, every sender gets the same answer', async () => {
    const victim = 'vitima@exemplo.com';
    const answers = [];
    for (let sender = 1; sender <= 5; sender++) {
      // three sends each (under the per-address limit of five a minute), half of them ticking the newsletter box
      for (let i = 0; i < 3; i++) answers.push(await saveFor(victim, `203.0.113.${sender}`, i === 1));
    }
    expect(answers.map((a) => a.status)).toEqual(Array(15).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(2); // with and without the box
    expect(answers.every((a) => a.body.success === true)).toBe(true);
    expect(mailsTo(app.dataDir, victim)).toHaveLength(MAILS_PER_RECIPIENT_PER_DAY);

    // Over the cap, the newsletter's answer is unchanged too, and nothing more arrives.
    const signUp = await app.api('POST', '/api/newsletter/subscribe', {
      body: { email: victim },
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(signUp.status).toBe(200);
    expect(signUp.body.success).toBe(true);
    expect(mailsTo(app.dataDir, victim)).toHaveLength(MAILS_PER_RECIPIENT_PER_DAY);

    // Another inbox is counted apart.
    expect((await saveFor('outra@exemplo.com', '203.0.113.6')).status).toBe(200);
    expect(mailsTo(app.dataDir, 'outra@exemplo.com')).toHaveLength(1);
  });
});
