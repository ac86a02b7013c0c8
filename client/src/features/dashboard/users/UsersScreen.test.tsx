import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '../../../lib/apollo';
import { TOKEN_KEY } from '../../../lib/session';
import { UsersScreen } from './UsersScreen';
import {
  CreateUserMutation,
  DashboardUsersQuery,
  DeleteUserMutation,
  NewsletterSubscriberCountQuery,
  UpdateUserMutation,
} from './users-operations';

// The machine running the tests may be busy: wait for what the screen shows, however long it takes to get there.
configure({ asyncUtilTimeout: 20000 });

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
// The signed-in admin is user 1 (Marina).
const signInAsMarina = () =>
  window.localStorage.setItem(
    TOKEN_KEY,
    `${encode({ alg: 'HS256' })}.${encode({ sub: '1', role: 'ADMIN', exp: Math.floor(Date.now() / 1000) + 3600 })}.x`,
  );

const user = (id: number, name: string, email: string, role: 'ADMIN' | 'USER') => ({
  __typename: 'User' as const,
  id,
  name,
  email,
  role,
  createdAt: '2026-03-05T15:00:00.000Z',
});
const marina = user(1, 'Marina Duarte', 'marina@receitas.com.br', 'ADMIN');
const joao = user(2, 'João Pedro', 'joao@exemplo.com', 'USER');
const bia = user(3, 'Beatriz Conceição', 'bia@exemplo.com', 'USER');

const listMock = (users: object[]): MockLink.MockedResponse => ({
  request: { query: DashboardUsersQuery },
  result: { data: { users } },
});
const countMock: MockLink.MockedResponse = {
  request: { query: NewsletterSubscriberCountQuery },
  result: { data: { newsletterSubscriberCount: 12 } },
};
const failure = (message: string, code: string, field?: string) => ({
  errors: [new GraphQLError(message, { extensions: field ? { code, field } : { code } })],
});

function renderScreen(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={[countMock, ...mocks]} cache={createCache()}>
      <MemoryRouter initialEntries={['/dashboard/users']}>
        <UsersScreen />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const table = () => screen.getByRole('table', { name: 'Usuários' });
const rows = () => within(table()).getAllByRole('row').slice(1);
// The first cell holds the initials, the name (the first span), your own row's 'Você' and the e-mail.
const names = () => rows().map((row) => within(row).getAllByRole('cell')[0].querySelector('span')?.textContent);

beforeEach(() => {
  signInAsMarina();
  // DataTable shows a <table> from 800 px wide; jsdom has no matchMedia of its own.
  window.matchMedia = ((query: string) => ({
    matches: query.includes('min-width:800px'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});
afterEach(() => {
  // @ts-expect-error jsdom has no matchMedia of its own
  delete window.matchMedia;
  window.localStorage.clear();
});

describe('users screen', () => {
  it('lists every account with its role badge and sign-up date; your own cannot be deleted', async () => {
    renderScreen([listMock([bia, joao, marina])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Gerenciamento de Usuários' })).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Beatriz Conceição', 'João Pedro', 'Marina Duarte']));
    expect(screen.getByText('3 usuários')).toBeInTheDocument();
    const [, , own] = rows();
    expect(within(own).getByText('Administrador').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(rows()[0]).getByText('Usuário').closest('.MuiChip-root')).toHaveClass('MuiChip-colorInfo');
    expect(within(own).getByText('marina@receitas.com.br')).toBeInTheDocument();
    expect(within(own).getByText('Você')).toBeInTheDocument();
    expect(within(rows()[1]).queryByText('Você')).not.toBeInTheDocument();
    expect(within(own).getByText('05/03/2026')).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Você não pode excluir a própria conta' })).toBeDisabled();
    expect(within(rows()[1]).getByRole('button', { name: 'Excluir: João Pedro' })).toBeEnabled();
    expect(await screen.findByText('12 inscritos na newsletter')).toBeInTheDocument();
  });

  it('searches by name, e-mail or role, ignoring case and accents', async () => {
    renderScreen([listMock([bia, joao, marina])]);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const input = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Buscar usuários' });
    await input.type(search, 'CONCEICAO');
    expect(names()).toEqual(['Beatriz Conceição']);
    expect(screen.getByText('1 de 3 usuários')).toBeInTheDocument();
    await input.clear(search);
    await input.type(search, 'admin');
    expect(names()).toEqual(['Marina Duarte']);
    await input.clear(search);
    await input.type(search, 'joao@');
    expect(names()).toEqual(['João Pedro']);
    await input.clear(search);
    await input.type(search, 'ninguém');
    expect(screen.getByRole('heading', { name: 'Nenhum usuário corresponde à busca' })).toBeInTheDocument();
    await input.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(rows()).toHaveLength(3);
  });

  it('creates a user: checks the form, shows the server refusal on the field and keeps what was typed', async () => {
    const input = { name: 'Caio Lima', email: 'joao@exemplo.com', role: 'ADMIN', password: 'senha-do-caio' };
    const created = user(4, 'Caio Lima', 'caio@exemplo.com', 'ADMIN');
    renderScreen([
      listMock([joao, marina]),
      {
        request: { query: CreateUserMutation, variables: { input } },
        result: failure('Este e-mail já está cadastrado.', 'CONFLICT', 'email'),
      },
      {
        request: { query: CreateUserMutation, variables: { input: { ...input, email: 'caio@exemplo.com' } } },
        result: { data: { createUser: created } },
      },
      listMock([created, joao, marina]),
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const input$ = userEvent.setup();
    await input$.click(screen.getByRole('button', { name: 'Novo Usuário' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Criar Novo Usuário' }));
    await input$.click(dialog.getByRole('button', { name: 'Criar Usuário' }));
    expect(dialog.getAllByText('Nome e e-mail são obrigatórios')).toHaveLength(2);
    expect(dialog.getByText('Senha é obrigatória para novos usuários')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveFocus();

    const fill = async (field: HTMLElement, text: string) => {
      await input$.click(field);
      await input$.paste(text);
    };
    await fill(dialog.getByRole('textbox', { name: 'Nome' }), '  Caio Lima ');
    await fill(dialog.getByRole('textbox', { name: 'E-mail' }), 'joao@exemplo.com');
    await fill(dialog.getByLabelText(/^Senha/), 'senha-do-caio');
    await input$.click(dialog.getByRole('combobox', { name: /Papel/ }));
    await input$.click(screen.getByRole('option', { name: 'Administrador' }));
    await input$.click(dialog.getByRole('button', { name: 'Criar Usuário' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Erro ao criar usuário: Este e-mail já está cadastrado.',
    );
    const email = dialog.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAccessibleDescription('Este e-mail já está cadastrado.');
    expect(email).toHaveFocus();
    expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveValue('  Caio Lima ');
    expect(dialog.getByLabelText(/^Senha/)).toHaveValue('senha-do-caio');

    await input$.clear(email);
    await fill(email, 'caio@exemplo.com');
    await input$.click(dialog.getByRole('button', { name: 'Criar Usuário' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Usuário "Caio Lima" criado.')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Caio Lima', 'João Pedro', 'Marina Duarte']));
  });

  it('edits a user in place, keeping the password when left empty', async () => {
    renderScreen([
      listMock([joao, marina]),
      {
        request: {
          query: UpdateUserMutation,
          variables: { id: 2, input: { name: 'João Pedro', email: 'joao@exemplo.com', role: 'ADMIN', password: null } },
        },
        result: { data: { updateUser: { ...joao, role: 'ADMIN' } } },
      },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const input = userEvent.setup();
    await input.click(screen.getByRole('button', { name: 'Editar: João Pedro' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Editar Usuário' }));
    expect(dialog.getByText('Deixe em branco para manter a senha atual.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue('joao@exemplo.com');
    await input.click(dialog.getByRole('combobox', { name: /Papel/ }));
    await input.click(screen.getByRole('option', { name: 'Administrador' }));
    await input.click(dialog.getByRole('button', { name: 'Atualizar Usuário' }));
    await waitFor(() => expect(within(rows()[0]).getByText('Administrador')).toBeInTheDocument());
    expect(screen.getByText('Usuário "João Pedro" atualizado.')).toBeInTheDocument();
  });

  it('explains why the last admin cannot be demoted, and warns before demoting yourself', async () => {
    renderScreen([
      listMock([joao, marina]),
      {
        request: {
          query: UpdateUserMutation,
          variables: {
            id: 1,
            input: { name: 'Marina Duarte', email: 'marina@receitas.com.br', role: 'USER', password: null },
          },
        },
        result: failure('Não é possível rebaixar o último administrador.', 'CONFLICT'),
      },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const input = userEvent.setup();
    await input.click(screen.getByRole('button', { name: 'Editar: Marina Duarte' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Editar Usuário' }));
    await input.click(dialog.getByRole('combobox', { name: /Papel/ }));
    await input.click(screen.getByRole('option', { name: 'Usuário' }));
    expect(dialog.getByText(/você perderá o acesso ao painel/)).toBeInTheDocument();
    await input.click(dialog.getByRole('button', { name: 'Atualizar Usuário' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Erro ao atualizar usuário: Não é possível rebaixar o último administrador. ' +
        'Promova outro usuário a administrador antes.',
    );
    expect(dialog.getByRole('combobox', { name: /Papel/ })).toHaveTextContent('Usuário');
  });

  it('asks before closing a form with typed data', async () => {
    renderScreen([listMock([joao, marina])]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const input = userEvent.setup();
    await input.click(screen.getByRole('button', { name: 'Novo Usuário' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Criar Novo Usuário' }));
    await input.type(dialog.getByRole('textbox', { name: 'Nome' }), 'Rascunho');
    await input.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    await input.click(within(question).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveValue('Rascunho');
  });

  it('deletes a user only after the in-app confirmation, and reports a refusal', async () => {
    renderScreen([
      listMock([bia, joao, marina]),
      { request: { query: DeleteUserMutation, variables: { id: 2 } }, result: { data: { deleteUser: true } } },
      {
        request: { query: DeleteUserMutation, variables: { id: 3 } },
        result: failure('Usuário não encontrado.', 'NOT_FOUND'),
      },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const input = userEvent.setup();
    await input.click(screen.getByRole('button', { name: 'Excluir: João Pedro' }));
    let question = await screen.findByRole('alertdialog', { name: 'Excluir usuário' });
    expect(question).toHaveTextContent(
      'Tem certeza que deseja excluir o usuário "João Pedro" (joao@exemplo.com)? Esta ação não pode ser desfeita.',
    );
    await input.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rows()).toHaveLength(3);

    await input.click(screen.getByRole('button', { name: 'Excluir: João Pedro' }));
    question = await screen.findByRole('alertdialog', { name: 'Excluir usuário' });
    await input.click(within(question).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(names()).toEqual(['Beatriz Conceição', 'Marina Duarte']));
    expect(screen.getByText('Usuário "João Pedro" excluído.')).toBeInTheDocument();

    await input.click(screen.getByRole('button', { name: 'Excluir: Beatriz Conceição' }));
    question = await screen.findByRole('alertdialog', { name: 'Excluir usuário' });
    await input.click(within(question).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao excluir usuário: Usuário não encontrado.');
    expect(rows()).toHaveLength(2);
  });

  it('says when the list cannot be loaded and loads it again on request', async () => {
    renderScreen([
      { request: { query: DashboardUsersQuery }, result: failure('Serviço indisponível.', 'SERVICE_UNAVAILABLE') },
      listMock([marina]),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar usuários: Serviço indisponível.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(names()).toEqual(['Marina Duarte']));
  });
});

describe('newsletter export', () => {
  // jsdom has no fetch Response: just what the export reads of one.
  const answer = (status: number, body: Blob | object) =>
    jest.fn(async () => ({
      ok: status < 300,
      status,
      blob: async () => body,
      json: async () => body,
    })) as unknown as typeof fetch;
  const realFetch = global.fetch;
  let clicked: string[];
  let click: jest.SpyInstance;
  beforeEach(() => {
    clicked = [];
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = jest.fn(() => 'blob:planilha');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    global.fetch = realFetch;
    click.mockRestore();
  });

  it('downloads newsletter_emails.xlsx with the admin token', async () => {
    global.fetch = answer(200, new Blob(['xlsx']));
    renderScreen([listMock([marina])]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Exportar Newsletter' }));
    expect(await screen.findByText('Planilha newsletter_emails.xlsx baixada.')).toBeInTheDocument();
    expect(clicked).toEqual(['newsletter_emails.xlsx']);
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/admin/newsletter/export');
    expect(init.headers.authorization).toMatch(/^Bearer /);
  });

  it("shows the server's reason when the export fails", async () => {
    global.fetch = answer(403, { status: 403, message: 'Você não tem permissão para esta ação.' });
    renderScreen([listMock([marina])]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Exportar Newsletter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao exportar newsletter: Você não tem permissão para esta ação.',
    );
    expect(clicked).toEqual([]);
  });
});
