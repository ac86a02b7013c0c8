import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TOKEN_KEY, sessionFromToken, storeToken } from '../../lib/session';
import { AccountMenu } from './AccountMenu';
import { LogoutEverywhereMutation } from './account-operations';

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
const tokenOf = (tv: number) =>
  `${encode({ alg: 'HS256' })}.${encode({
    sub: '7',
    role: 'USER',
    email: 'ana@exemplo.com.br',
    tv,
    exp: Math.floor(Date.now() / 1000) + 3600,
  })}.signature`;

const current = tokenOf(0);

function renderMenu(mocks: MockLink.MockedResponse[]) {
  const session = storeToken(current);
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <AccountMenu session={session} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

async function chooseLogoutEverywhere() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Minha conta' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sair de todos os dispositivos' }));
}

afterEach(() => window.localStorage.clear());

describe('AccountMenu: Sair de todos os dispositivos', () => {
  it('ends the other sessions, keeps this device signed in with the new token and says so', async () => {
    const fresh = tokenOf(1);
    renderMenu([
      {
        request: { query: LogoutEverywhereMutation },
        result: { data: { logoutEverywhere: { __typename: 'AuthPayload', token: fresh } } },
      },
    ]);
    await chooseLogoutEverywhere();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Pronto: sua conta saiu de todos os outros dispositivos. Este continua conectado.',
    );
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(fresh);
    expect(sessionFromToken(fresh).authenticated).toBe(true);
  });

  it('keeps the current token and says it did not work when the server refuses', async () => {
    renderMenu([
      {
        request: { query: LogoutEverywhereMutation },
        result: {
          errors: [
            {
              message: 'Sessão inválida ou expirada. Entre novamente.',
              extensions: { code: 'UNAUTHENTICATED' },
            },
          ],
        },
      },
    ]);
    await chooseLogoutEverywhere();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível sair de todos os dispositivos. Tente novamente.',
    );
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(current);
  });
});
