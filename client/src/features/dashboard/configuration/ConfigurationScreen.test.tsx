import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouterLink } from '../../../components/RouterLink';
import { createCache } from '../../../lib/apollo';
import { ImageUploadError, uploadImage } from '../../../lib/upload-image';
import { ConfigurationScreen } from './ConfigurationScreen';
import { pickerRecipe, pickerServerMocks } from '../components/recipe-picker-mocks';
import { DashboardConfigurationQuery, SaveSiteConfigurationMutation } from './configuration-operations';

// Uploads go through XMLHttpRequest to the server: here they answer at once (the file checks stay real).
jest.mock('../../../lib/upload-image', () => ({
  ...jest.requireActual('../../../lib/upload-image'),
  uploadImage: jest.fn(),
}));
const upload = uploadImage as jest.MockedFunction<typeof uploadImage>;

// A long form in jsdom on a busy machine.
jest.setTimeout(30000);
configure({ asyncUtilTimeout: 4000 });

const LONG_DESCRIPTION = 'Massa amanteigada, recheio de doce de leite e uma cobertura de chocolate meio amargo.';

const RECIPES = [
  pickerRecipe(1, 'Brigadeiro Tradicional', 'O docinho de festa mais amado do Brasil.'),
  pickerRecipe(2, 'Torta Alemã', LONG_DESCRIPTION),
  pickerRecipe(3, 'Quindim', 'Gema, açúcar e coco.'),
  pickerRecipe(4, 'Pavê de Natal', 'Ainda em teste.', 'DRAFT'),
];

const SAVED = {
  __typename: 'SiteConfiguration' as const,
  featuredRecipeIds: ['3'],
  featuredEBookId: null,
  socialMedia: {
    __typename: 'SocialMedia' as const,
    instagram: 'https://instagram.com/marina',
    youtube: null,
    tiktok: null,
    pinterest: null,
    facebook: null,
  },
  partnerships: [
    {
      __typename: 'PartnershipView' as const,
      name: 'Empório',
      image_url: '/uploads/emporio-small.webp',
      website_url: 'https://emporio.com.br',
    },
  ],
  googleAdsenseScript: null,
  weeklyRecipes: {
    __typename: 'WeeklyRecipes' as const,
    monday: '1',
    tuesday: null,
    wednesday: null,
    thursday: null,
    friday: null,
  },
  creator: { __typename: 'Creator' as const, name: 'Marina', photoUrl: null, bio: 'Doceira.' },
};

const loadMock = (configuration: object = SAVED): MockLink.MockedResponse => ({
  request: { query: DashboardConfigurationQuery },
  result: {
    data: {
      siteConfiguration: configuration,
      adminEbooks: [
        {
          __typename: 'EBook' as const,
          id: 7,
          title: 'Doces de Festa',
          author: 'Marina',
          coverImageUrl: { __typename: 'ImageSet' as const, small: '/uploads/ebook-small.webp', medium: null },
        },
      ],
    },
  },
});

/** The input the screen sends for SAVED, with `change` applied. */
const input = (change: Record<string, unknown> = {}) => ({
  featuredRecipeIds: ['3'],
  featuredEBookId: null,
  weeklyRecipes: { monday: '1', tuesday: null, wednesday: null, thursday: null, friday: null },
  socialMedia: {
    instagram: 'https://instagram.com/marina',
    youtube: null,
    tiktok: null,
    pinterest: null,
    facebook: null,
  },
  partnerships: [{ name: 'Empório', image_url: '/uploads/emporio-small.webp', website_url: 'https://emporio.com.br' }],
  googleAdsenseScript: null,
  creator: { name: 'Marina', photoUrl: null, bio: 'Doceira.' },
  ...change,
});

const saveMock = (variables: object, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: SaveSiteConfigurationMutation, variables: { input: variables } },
  result,
  delay: 50,
});

function renderScreen(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  render(
    <MockedProvider mocks={[...mocks, ...pickerServerMocks(RECIPES)]} cache={createCache()}>
      <MemoryRouter initialEntries={['/dashboard/configurations']}>
        <Routes>
          <Route
            path="/dashboard/configurations"
            element={
              <>
                <RouterLink to="/dashboard/recipes">Ir para receitas</RouterLink>
                <ConfigurationScreen />
              </>
            }
          />
          <Route path="/dashboard/recipes" element={<h1>Tela de receitas</h1>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
  return user;
}

/** Types a value the way a paste does: one change, not a render per key (the form is large for jsdom). */
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
  { append = false } = {},
) {
  if (!append) await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const section = (name: string) => screen.getByRole('region', { name });
const saveButton = () => screen.getByRole('button', { name: 'Salvar' });

afterEach(() => {
  upload.mockReset();
  jest.useRealTimers();
});

describe('configuration screen', () => {
  it('lists recipes with descriptions cut to 50 characters, orders the featured ones and saves the whole configuration', async () => {
    const user = renderScreen([
      loadMock(),
      saveMock(input({ featuredRecipeIds: ['3', '2'] }), {
        data: { saveSiteConfiguration: { ...SAVED, featuredRecipeIds: ['3', '2'] } },
      }),
    ]);
    const featured = await screen.findByRole('region', { name: 'Receitas em destaque' });
    const picker = within(featured).getByRole('list', { name: 'Receitas em destaque' });
    expect(await within(picker).findByText(`${LONG_DESCRIPTION.slice(0, 50)}...`)).toBeInTheDocument();
    expect(within(picker).getByText('Gema, açúcar e coco.')).toBeInTheDocument();
    expect(within(picker).getByText('Rascunho')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Tudo salvo');

    await user.click(within(picker).getByRole('button', { name: /Torta Alemã/ }));
    expect(within(picker).getByRole('button', { name: /Torta Alemã/ })).toHaveAttribute('aria-pressed', 'true');
    const order = within(featured).getByRole('list', { name: 'Ordem no destaque' });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Quindim'), expect.stringContaining('Torta Alemã')]);
    expect(screen.getByText('Alterações não salvas')).toBeInTheDocument();

    // The server's search narrows the list by title or description, accents aside; the chosen ones stay chosen.
    await user.type(within(featured).getByRole('searchbox'), 'acucar');
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([expect.stringContaining('Quindim')]),
    );
    expect(within(order).getAllByRole('listitem')).toHaveLength(2);

    await user.click(saveButton());
    expect(await screen.findByText('Configuration saved successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Alterações não salvas')).not.toBeInTheDocument();
  });

  it("shows each weekday's chosen recipe, and searches the server for another", async () => {
    const user = renderScreen([
      loadMock(),
      saveMock(input({ weeklyRecipes: { monday: '1', tuesday: '4', wednesday: null, thursday: null, friday: null } }), {
        data: { saveSiteConfiguration: SAVED },
      }),
    ]);
    const weekly = await screen.findByRole('region', { name: 'Cardápio da Semana' });
    // The configuration names Monday's recipe by id; the picker reads its title.
    await waitFor(() =>
      expect(within(weekly).getByRole('combobox', { name: 'Segunda-feira' })).toHaveValue('Brigadeiro Tradicional'),
    );
    const tuesday = within(weekly).getByRole('combobox', { name: 'Terça-feira' });
    await user.type(tuesday, 'natal');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        expect.stringContaining('Pavê de Natal'),
      ]),
    );
    // A draft is marked, in its accessible name too.
    await user.click(screen.getByRole('option', { name: 'Pavê de Natal Rascunho' }));
    expect(tuesday).toHaveValue('Pavê de Natal');
    await user.click(saveButton());
    expect(await screen.findByText('Configuration saved successfully!')).toBeInTheDocument();
  });

  it('hides the success message after 3 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = renderScreen([loadMock(), saveMock(input(), { data: { saveSiteConfiguration: SAVED } })]);
    await screen.findByRole('region', { name: 'Receitas em destaque' });
    await user.click(saveButton());
    await screen.findByText('Configuration saved successfully!');
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText('Configuration saved successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Configuration saved successfully!')).not.toBeInTheDocument();
  });

  it('refuses an Instagram address that is not a full URL, without calling the server or losing what was typed', async () => {
    const user = renderScreen([loadMock()]);
    const instagram = await screen.findByRole('textbox', { name: 'Instagram' });
    await fill(user, instagram, 'instagram.com/marina');
    const creatorName = within(section('Perfil da criadora')).getByRole('textbox', { name: 'Nome' });
    await fill(user, creatorName, ' Albuquerque', { append: true });
    await user.click(saveButton());
    expect(await screen.findByText(/Informe um endereço completo, começando com https:\/\//)).toBeInTheDocument();
    expect(screen.getByText('Corrija os campos destacados antes de salvar.')).toBeInTheDocument();
    expect(instagram).toHaveValue('instagram.com/marina');
    expect(instagram).toHaveFocus();
    expect(creatorName).toHaveValue('Marina Albuquerque');
  });

  it('asks in the app before leaving with unsaved changes: staying keeps them, leaving goes where she clicked', async () => {
    const user = renderScreen([loadMock()]);
    const instagram = await screen.findByRole('textbox', { name: 'Instagram' });
    await fill(user, instagram, 'https://instagram.com/marina.doces');
    await user.click(screen.getByRole('link', { name: 'Ir para receitas' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' }));
    expect(question.getByText('Há alterações não salvas nas configurações. Sair mesmo assim?')).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(instagram).toHaveValue('https://instagram.com/marina.doces');

    await user.click(screen.getByRole('link', { name: 'Ir para receitas' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' })).getByRole('button', {
        name: 'Sair sem salvar',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Tela de receitas' })).toBeInTheDocument();
  });

  it('adds a partnership, uploads its logo on save and saves the small image URL', async () => {
    upload.mockResolvedValue({
      small: '/uploads/moinho-small.webp',
      medium: '/uploads/moinho-medium.webp',
      original: '/uploads/moinho.png',
    });
    const partnerships = [
      { name: 'Empório', image_url: '/uploads/emporio-small.webp', website_url: 'https://emporio.com.br' },
      { name: 'Moinho', image_url: '/uploads/moinho-small.webp', website_url: 'https://moinho.com.br' },
    ];
    const user = renderScreen([
      loadMock(),
      saveMock(input({ partnerships }), {
        data: {
          saveSiteConfiguration: {
            ...SAVED,
            partnerships: partnerships.map((p) => ({ __typename: 'PartnershipView' as const, ...p })),
          },
        },
      }),
    ]);
    const partners = await screen.findByRole('region', { name: 'Parcerias' });
    await user.click(within(partners).getByRole('button', { name: 'Adicionar Parceria' }));
    const added = within(partners).getByRole('group', { name: 'Parceria 2' });
    expect(within(added).getByRole('textbox', { name: 'Nome' })).toHaveValue('');
    expect(within(added).getByRole('textbox', { name: 'Site' })).toHaveValue('');
    expect(within(added).getByRole('img', { name: /nenhuma imagem escolhida/ })).toBeInTheDocument();

    // Saving a partnership with neither a name nor a logo says what is missing.
    await user.click(saveButton());
    expect(await within(added).findByText(/Dê um nome ou escolha a logo da parceria/)).toBeInTheDocument();

    await fill(user, within(added).getByRole('textbox', { name: 'Nome' }), 'Moinho');
    await fill(user, within(added).getByRole('textbox', { name: 'Site' }), 'https://moinho.com.br');
    const logo = new File(['png'], 'moinho.png', { type: 'image/png' });
    await user.upload(within(added).getByLabelText('Logo — Parceria 2'), logo);
    expect(await within(added).findByText('Será enviada ao salvar.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();

    await user.click(saveButton());
    expect(await screen.findByText('Configuration saved successfully!')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(logo);
    expect(within(added).getByRole('img', { name: 'Logo — Parceria 2' })).toHaveAttribute(
      'src',
      '/uploads/moinho-small.webp',
    );
  });

  it('saves a partner with a name and no logo yet (the about page shows the name in its place)', async () => {
    const partnerships = [
      { name: 'Empório', image_url: '/uploads/emporio-small.webp', website_url: 'https://emporio.com.br' },
      { name: 'Moinho', image_url: '', website_url: '' },
    ];
    const user = renderScreen([
      loadMock(),
      saveMock(input({ partnerships }), {
        data: {
          saveSiteConfiguration: {
            ...SAVED,
            partnerships: partnerships.map((p) => ({ __typename: 'PartnershipView' as const, ...p })),
          },
        },
      }),
    ]);
    const partners = await screen.findByRole('region', { name: 'Parcerias' });
    await user.click(within(partners).getByRole('button', { name: 'Adicionar Parceria' }));
    const added = within(partners).getByRole('group', { name: 'Parceria 2' });
    await fill(user, within(added).getByRole('textbox', { name: 'Nome' }), 'Moinho');
    await user.click(saveButton());
    expect(await screen.findByText('Configuration saved successfully!')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('keeps everything when the logo upload fails, with the §8 message', async () => {
    upload.mockRejectedValue(new ImageUploadError('', 'network'));
    const user = renderScreen([loadMock()]);
    const partners = await screen.findByRole('region', { name: 'Parcerias' });
    const first = within(partners).getByRole('group', { name: 'Parceria 1' });
    await user.upload(
      within(first).getByLabelText('Logo — Parceria 1'),
      new File(['png'], 'novo.png', { type: 'image/png' }),
    );
    await fill(user, within(first).getByRole('textbox', { name: 'Nome' }), 'Empório Serra');
    await user.click(saveButton());
    expect(await screen.findByText('Failed to upload images. Please try again.')).toBeInTheDocument();
    expect(within(first).getByRole('textbox', { name: 'Nome' })).toHaveValue('Empório Serra');
    expect(within(first).getByText('Será enviada ao salvar.')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('shows the save error and the server’s reason at its field when the server refuses', async () => {
    const refusal = new GraphQLError('O campo socialMedia.youtube deve ser uma URL http(s) válida.', {
      extensions: { code: 'BAD_USER_INPUT', field: 'socialMedia.youtube' },
    });
    const user = renderScreen([
      loadMock(),
      saveMock(input({ socialMedia: { ...input().socialMedia, youtube: 'https://youtube.com/@marina' } }), {
        errors: [refusal],
      }),
    ]);
    const youtube = await screen.findByRole('textbox', { name: 'YouTube' });
    await fill(user, youtube, 'https://youtube.com/@marina');
    await user.click(saveButton());
    const alert = await screen.findByText('Failed to save configuration. Please try again.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(refusal.message);
    expect(within(section('Redes sociais')).getByText(refusal.message)).toBeInTheDocument();
    expect(youtube).toHaveAttribute('aria-invalid', 'true');
    expect(youtube).toHaveValue('https://youtube.com/@marina');
  });

  it('says the configuration could not be loaded, and retries', async () => {
    const user = renderScreen([
      { request: { query: DashboardConfigurationQuery }, result: { errors: [new GraphQLError('Indisponível')] } },
      loadMock(),
    ]);
    expect(await screen.findByText('Failed to load configuration. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Receitas em destaque' })).toBeInTheDocument();
  });

  it('warns before the page is left with unsaved changes', async () => {
    const user = renderScreen([loadMock()]);
    const tiktok = await screen.findByRole('textbox', { name: 'TikTok' });
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await fill(user, tiktok, 'https://tiktok.com/@marina');
    expect(leave()).toBe(true);
  });
});
