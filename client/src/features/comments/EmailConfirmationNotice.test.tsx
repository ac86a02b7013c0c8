import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeToken } from '../../lib/session';
import { EmailConfirmationNotice } from './EmailConfirmationNotice';
import { EmailConfirmationStatusQuery, ResendEmailConfirmationMutation } from './email-confirmation-operations';

const NOTICE = 'Confirme seu e-mail para que suas avaliações contem.';

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
const signIn = (role: 'USER' | 'ADMIN') =>
  storeToken(
    `${encode({ alg: 'HS256' })}.${encode({
      sub: '7',
      role,
      email: 'ana@exemplo.com.br',
      tv: 0,
      exp: Math.floor(Date.now() / 1000) + 3600,
    })}.signature`,
  );

const status = (emailConfirmed: boolean): MockLink.MockedResponse => ({
  request: { query: EmailConfirmationStatusQuery },
  result: { data: { me: { __typename: 'User', id: 7, emailConfirmed } } },
});
const resend = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ResendEmailConfirmationMutation },
  result,
});

const renderNotice = (mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <EmailConfirmationNotice />
    </MockedProvider>,
  );

/** Lets the mocked answers arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => window.localStorage.clear());

describe('EmailConfirmationNotice', () => {
  it('asks a reader whose e-mail is not confirmed to confirm it, and mails a new link on request', async () => {
    signIn('USER');
    const user = userEvent.setup();
    renderNotice([status(false), resend({ data: { resendEmailConfirmation: true } })]);
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reenviar link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Enviamos um novo link para o seu e-mail.');
    expect(screen.queryByRole('button', { name: 'Reenviar link' })).not.toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('says so when the new link could not be asked for, and lets the reader try again', async () => {
    signIn('USER');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderNotice([status(false), resend({ errors: [new GraphQLError('falhou')] })]);
    await user.click(await screen.findByRole('button', { name: 'Reenviar link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Não foi possível reenviar o link agora. Tente novamente em alguns minutos.',
    );
    expect(screen.getByRole('button', { name: 'Reenviar link' })).toBeEnabled();
  });

  it('shows nothing to a reader whose e-mail is confirmed', async () => {
    signIn('USER');
    const { container } = renderNotice([status(true)]);
    await settle();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing to a guest or an admin (whose ratings always count), whatever the server would say', async () => {
    // Were the status asked for, this answer would show the notice.
    const guest = renderNotice([status(false)]);
    await settle();
    expect(guest.container).toBeEmptyDOMElement();
    guest.unmount();

    signIn('ADMIN');
    const admin = renderNotice([status(false)]);
    await settle();
    expect(admin.container).toBeEmptyDOMElement();
  });
});
