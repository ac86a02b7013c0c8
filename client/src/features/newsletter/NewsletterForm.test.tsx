import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FooterNewsletter } from './FooterNewsletter';
import { NewsletterForm } from './NewsletterForm';
import { SubscribeNewsletterMutation } from './newsletter-operations';

// Double opt-in: after a sign-up the page forms say a confirmation link is on its way, never that the reader is in.
const accepted = (source: string): MockLink.MockedResponse => ({
  request: { query: SubscribeNewsletterMutation, variables: { email: 'ana@exemplo.com', source } },
  result: { data: { subscribeNewsletter: { __typename: 'NewsletterResult', success: true, message: 'ok' } } },
});

const PENDING = 'Quase lá! Enviamos um link de confirmação para o seu e-mail: clique nele para concluir a inscrição.';

beforeEach(() => localStorage.clear());

it.each([
  ['home', () => <NewsletterForm source="home" />],
  ['footer', () => <FooterNewsletter />],
])('the %s form asks the reader to confirm by e-mail', async (source, Form) => {
  render(
    <MockedProvider mocks={[accepted(source)]}>
      <Form />
    </MockedProvider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Seu e-mail' }), 'ana@exemplo.com');
  await user.click(screen.getByRole('button', { name: 'Quero receber' }));
  expect(await screen.findByText(PENDING)).toBeInTheDocument();
  expect(screen.queryByText(/Prontinho/)).not.toBeInTheDocument();
});
