import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TOKEN_KEY } from '../../lib/session';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { LoginMutation, RegisterMutation, RequestSignInLinkMutation, SignInWithLinkMutation } from './auth-operations';

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
const tokenFor = (role: 'ADMIN' | 'USER') =>
  `${encode({ alg: 'HS256' })}.${encode({ sub: '1', role, exp: Math.floor(Date.now() / 1000) + 3600 })}.signature`;

function renderAt(path: string, mocks: MockLink.MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/dashboard" element={<p>painel</p>} />
          <Route path="/" element={<p>início</p>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const loginMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: LoginMutation, variables: { input: { email: 'marina@receitas.com.br', password: 'segredo-123' } } },
  result,
});

async function fillLogin() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), 'marina@receitas.com.br');
  await user.type(screen.getByLabelText('Senha'), 'segredo-123');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

afterEach(() => window.localStorage.clear());

describe('the sign-in link', () => {
  it('can be asked for after a refused login, and says the same whether or not the account exists', async () => {
    const paused = 'Muitas tentativas de login nesta conta. Para entrar agora, peça um link de acesso por e-mail.';
    renderAt('/login', [
      loginMock({ errors: [{ message: paused, extensions: { code: 'TOO_MANY_REQUESTS' } }] }),
      {
        request: { query: RequestSignInLinkMutation, variables: { email: 'marina@receitas.com.br' } },
        result: { data: { requestSignInLink: true } },
      },
    ]);
    await fillLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent(paused);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Receber um link de acesso por e-mail' }));
    expect(await screen.findByText(/enviamos um link de acesso/)).toBeInTheDocument();
  });

  it('signs in from /login?link= with a click, back where the reader was going', async () => {
    const token = tokenFor('USER');
    renderAt('/login?link=segredo&next=/dashboard', [
      {
        request: { query: SignInWithLinkMutation, variables: { token: 'segredo' } },
        result: { data: { signInWithLink: { __typename: 'AuthPayload', token } } },
      },
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar com o link do e-mail' }));
    expect(await screen.findByText('painel')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(token);
  });
});

describe('LoginPage', () => {
  it('asks for e-mail and password before calling the server', async () => {
    renderAt('/login');
    expect(screen.getByRole('heading', { name: 'Bem-vindo de Volta' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, insira email e senha.');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('submits with Enter and sends an admin to the dashboard', async () => {
    const token = tokenFor('ADMIN');
    renderAt('/login', [loginMock({ data: { login: { __typename: 'AuthPayload', token } } })]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'marina@receitas.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo-123{Enter}');
    expect(await screen.findByText('painel')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(token);
  });

  it('sends a reader home', async () => {
    renderAt('/login', [loginMock({ data: { login: { __typename: 'AuthPayload', token: tokenFor('USER') } } })]);
    await fillLogin();
    expect(await screen.findByText('início')).toBeInTheDocument();
  });

  it('shows the spec message when the credentials are wrong', async () => {
    renderAt('/login', [
      loginMock({ errors: [{ message: 'Email ou senha inválidos.', extensions: { code: 'UNAUTHENTICATED' } }] }),
    ]);
    await fillLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email ou senha inválidos.');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('RegisterPage', () => {
  const input = { name: 'Ana', email: 'ana@exemplo.com.br', password: 'segredo-123' };

  async function fillRegister() {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome'), input.name);
    await user.type(screen.getByLabelText('E-mail'), input.email);
    await user.type(screen.getByLabelText('Senha'), input.password);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
  }

  it('asks for every field', async () => {
    renderAt('/register');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos.');
  });

  it('asks for a password of at least 10 characters before calling the server', async () => {
    renderAt('/register'); // no mock: a request would fail the test
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    expect(screen.getByText(/Use pelo menos 10 caracteres, como três ou quatro palavras/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Senha'), 'senha-123');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A senha deve ter pelo menos 10 caracteres.');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the server's reason for a common password", async () => {
    const common = { ...input, password: '1234567890' };
    renderAt('/register', [
      {
        request: { query: RegisterMutation, variables: { input: common } },
        result: {
          errors: [
            {
              message: 'Essa senha é muito comum. Escolha outra.',
              extensions: { code: 'BAD_USER_INPUT', field: 'password' },
            },
          ],
        },
      },
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome'), common.name);
    await user.type(screen.getByLabelText('E-mail'), common.email);
    await user.type(screen.getByLabelText('Senha'), common.password);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Essa senha é muito comum. Escolha outra.');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("shows the server's reason for a refused account", async () => {
    renderAt('/register', [
      {
        request: { query: RegisterMutation, variables: { input } },
        result: { errors: [{ message: 'Este e-mail já está cadastrado.', extensions: { code: 'CONFLICT' } }] },
      },
    ]);
    await fillRegister();
    expect(await screen.findByRole('alert')).toHaveTextContent('Este e-mail já está cadastrado.');
  });

  it('falls back to the spec message when the failure is not explained', async () => {
    renderAt('/register', [
      { request: { query: RegisterMutation, variables: { input } }, error: new Error('Network down') },
    ]);
    await fillRegister();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao criar conta. Verifique os dados e tente novamente.',
    );
  });

  it('signs the new reader in and goes home', async () => {
    renderAt('/register', [
      {
        request: { query: RegisterMutation, variables: { input } },
        result: { data: { register: { __typename: 'AuthPayload', token: tokenFor('USER') } } },
      },
    ]);
    await fillRegister();
    expect(await screen.findByText('início')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_KEY)).not.toBeNull();
  });
});
