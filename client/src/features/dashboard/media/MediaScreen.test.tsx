import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '../../../lib/apollo';
import { mediaDetailMock, mediaPageMock, mediaTile, mediaUsage } from './media-fixtures';
import { DeleteMediaItemMutation, UpdateMediaItemMutation } from './media-operations';
import { MediaScreen } from './MediaScreen';

const LOADED = { timeout: 15_000 };
const PAGE = { size: 36 };

const cake = mediaTile(2, 'bolo', { alt: 'Bolo de fubá', usageCount: 2 });
const bread = mediaTile(1, 'pao');
const cakeUsages = [
  mediaUsage('RECIPE', 7, 'Bolo de Fubá', 'Foto da receita'),
  mediaUsage('RECIPE', 9, 'Bolo Antigo', 'Foto da receita (na lixeira)', true),
  mediaUsage('CONFIGURATION', 1, 'Perfil da criadora', 'Configuração: foto da criadora'),
];

function renderScreen(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter initialEntries={['/dashboard/media']}>
        <MediaScreen />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const open = async (name: string) => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }, LOADED));
  return { user, panel: await screen.findByRole('dialog', { name: 'Detalhes da imagem' }) };
};

describe('the media screen', () => {
  it('opens a picture beside the grid: its focal point, alt text, details and where it is used, linked', async () => {
    renderScreen([mediaPageMock([cake, bread], PAGE), mediaDetailMock(cake, cakeUsages)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Mídia' })).toBeInTheDocument();
    const { panel } = await open('Bolo de fubá (em uso em 2 lugares)');
    expect(await within(panel).findByRole('slider', { name: /ponto/i })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Texto alternativo' })).toHaveValue('Bolo de fubá');
    expect(within(panel).getByText('bolo.jpg')).toBeInTheDocument();
    expect(within(panel).getByText('1200 × 800 px')).toBeInTheDocument();
    const places = within(panel).getByRole('list', { name: 'Onde é usada' });
    expect(within(places).getByRole('link', { name: 'Abrir Bolo de Fubá' })).toHaveAttribute(
      'href',
      '/dashboard/recipes?editar=7',
    );
    // in the trash: named, and the way to it is the trash (restore it there before editing it)
    expect(within(places).getByRole('link', { name: 'Abrir Bolo Antigo' })).toHaveAttribute('href', '/dashboard/trash');
    expect(within(places).getByText(/Foto da receita \(na lixeira\)/)).toBeInTheDocument();
    expect(within(places).getByRole('link', { name: 'Abrir Perfil da criadora' })).toHaveAttribute(
      'href',
      '/dashboard/configurations',
    );
  });

  it('saves the alt text on its own', async () => {
    const described = { ...bread, alt: 'Pão de queijo na cesta' };
    const save: MockLink.MockedResponse = {
      request: { query: UpdateMediaItemMutation, variables: { id: 1, alt: 'Pão de queijo na cesta' } },
      result: { data: { updateMediaItem: { __typename: 'MediaItemDetail', item: described, usages: [] } } },
    };
    renderScreen([mediaPageMock([cake, bread], PAGE), mediaDetailMock(bread, []), save]);
    const { user, panel } = await open('pao.jpg (sem uso)');
    const alt = await within(panel).findByRole('textbox', { name: 'Texto alternativo' });
    await user.type(alt, '  Pão de queijo na cesta ');
    await user.click(within(panel).getByRole('button', { name: 'Salvar descrição' }));
    expect(await within(panel).findByText('Descrição salva.')).toBeInTheDocument();
    expect(alt).toHaveValue('Pão de queijo na cesta');
    // the grid's tile (behind the panel) follows: the same cached picture
    expect(screen.getByRole('button', { name: 'Pão de queijo na cesta (sem uso)', hidden: true })).toBeInTheDocument();
  });

  it('refuses to delete a picture in use, naming the places, without asking the server', async () => {
    renderScreen([mediaPageMock([cake, bread], PAGE), mediaDetailMock(cake, cakeUsages)]);
    const { user, panel } = await open('Bolo de fubá (em uso em 2 lugares)');
    await user.click(await within(panel).findByRole('button', { name: 'Excluir' }));
    const refusal = within(panel).getByRole('alert');
    expect(refusal).toHaveTextContent('Esta imagem está em uso e não pode ser excluída.');
    expect(refusal).toHaveTextContent('Foto da receita: Bolo de Fubá');
    expect(refusal).toHaveTextContent('Configuração: foto da criadora: Perfil da criadora');
  });

  it('deletes an unused picture once confirmed, and says so', async () => {
    const remove: MockLink.MockedResponse = {
      request: { query: DeleteMediaItemMutation, variables: { id: 1 } },
      result: { data: { deleteMediaItem: true } },
    };
    renderScreen([mediaPageMock([cake, bread], PAGE), mediaDetailMock(bread, []), remove, mediaPageMock([cake], PAGE)]);
    const { user, panel } = await open('pao.jpg (sem uso)');
    expect(await within(panel).findByText('Esta imagem não é usada em nenhum lugar.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Excluir' }));
    await user.click(await screen.findByRole('button', { name: 'Excluir imagem' }));
    expect(await screen.findByText('Imagem excluída.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Detalhes da imagem' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('1 imagem')).toBeInTheDocument());
  });

  it("shows the server's refusal when the picture came into use since the panel opened", async () => {
    const message = 'Esta imagem está em uso e não pode ser excluída. Remova-a antes de: Foto da receita: "Pudim".';
    const refused: MockLink.MockedResponse = {
      request: { query: DeleteMediaItemMutation, variables: { id: 1 } },
      result: { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT' } })] },
    };
    renderScreen([
      mediaPageMock([cake, bread], PAGE),
      mediaDetailMock(bread, []),
      refused,
      mediaDetailMock(bread, [mediaUsage('RECIPE', 4, 'Pudim', 'Foto da receita')]),
    ]);
    const { user, panel } = await open('pao.jpg (sem uso)');
    await user.click(await within(panel).findByRole('button', { name: 'Excluir' }));
    await user.click(await screen.findByRole('button', { name: 'Excluir imagem' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(message);
    expect(await within(panel).findByRole('link', { name: 'Abrir Pudim' })).toBeInTheDocument();
  });
});
