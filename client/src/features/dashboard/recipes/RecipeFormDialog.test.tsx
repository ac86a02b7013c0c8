import { GraphQLError } from 'graphql';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { tabCopyKey } from './form-autosave';
import { emptyForm } from './recipe-form-model';
import { storedRecipe } from './recipe-form-fixtures';
import { CreateRecipeMutation } from './recipe-form-operations';
import { MockedProvider } from '@apollo/client/testing/react';
import { RecipeFormDialog } from './RecipeFormDialog';
import { field, fill, optionsMock, renderDialog } from './recipe-form-test-utils';

// jsdom cannot type into draft-js: the body is the editor's manual mock, a labelled textarea.
jest.mock('../rich-text/RichTextEditor');

// A large form in jsdom on a busy machine: each test types into it, and waits longer than the default 1 s.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const NEW_KEY = 'receitas:recipe-form:new';

afterEach(() => window.localStorage.clear());

const expectedInput = {
  title: 'Pudim de leite',
  description: 'Liso e cremoso.',
  author: null,
  prepTime: 'PT20M',
  cookTime: 'PT1H',
  totalTime: 'PT1H20M',
  servings: null,
  difficulty: 'EASY',
  cuisine: null,
  imageUrl: null,
  ingredients: [{ section: '', quantity: '1', unit: 'lata', ingredientName: 'leite condensado' }],
  instructions: [{ section: '', stepNumber: 1, instructionText: 'Bata tudo no liquidificador.' }],
  notes: [],
  tags: [],
  utensils: [],
  category: [],
  cravings: [],
  occasions: [],
  commentBody: '',
  nutrition: null,
  sourceUrl: null,
};

const created = (result: object | undefined, extra: object = {}) => ({
  request: { query: CreateRecipeMutation, variables: { input: expectedInput } },
  result,
  delay: 300,
  ...extra,
});

async function fillIn(user: ReturnType<typeof renderDialog>['user']) {
  await fill(user, field(/^Título/), 'Pudim de leite');
  await fill(user, field(/^Descrição/), 'Liso e cremoso.');
  await fill(user, field('Tempo de preparo'), '00:20:00');
  await fill(user, field('Tempo de cozimento'), '01:00:00');
  const ingredient = screen.getByRole('group', { name: 'Ingrediente 1' });
  await fill(user, field('Quantidade', ingredient), '1');
  await fill(user, field('Unidade', ingredient), 'lata');
  await fill(user, field('Ingrediente', ingredient), 'leite condensado');
  await fill(user, field('Passo 1'), 'Bata tudo no liquidificador.');
}

describe('RecipeFormDialog: creating', () => {
  it("opens as 'Nova receita' with difficulty Fácil, every section and the live total time", async () => {
    const { user } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Nova receita' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Informações',
      'Tempo e rendimento',
      'Imagem',
      'Classificação',
      'Ingredientes',
      'Modo de preparo',
      'Texto da receita',
      'Dicas e utensílios',
      'Nutrição',
      'Publicação',
      'Checklist de SEO',
    ]);
    expect(field(/^Título/)).toHaveFocus();
    expect(field('Dificuldade')).toHaveTextContent('Fácil');
    await fill(user, field('Tempo de preparo'), '00:40:50');
    await fill(user, field('Tempo de cozimento'), '00:30:20');
    expect(field('Tempo total')).toHaveValue('01:11:10');
    expect(field('Status')).toHaveTextContent('Publicar agora');
  });

  it('shows the validation errors in the form, lists them at the top and focuses the first invalid field', async () => {
    const { user, onSaved } = renderDialog();
    await fill(user, field('Tempo de preparo'), '1:75');
    await user.click(screen.getByRole('button', { name: 'Salvar e publicar' }));

    const title = field(/^Título/);
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Título da receita é obrigatório');
    expect(field(/^Descrição/)).toHaveAccessibleDescription('Descrição da receita é obrigatória');
    expect(field('Tempo de preparo')).toHaveAttribute('aria-invalid', 'true');

    const summary = screen.getByText('Corrija estes pontos antes de salvar:').closest('[role="alert"]') as HTMLElement;
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Título da receita é obrigatório',
      'Descrição da receita é obrigatória',
      'Use o formato HH:MM:SS (ex.: 01:30:00), com minutos e segundos até 59',
    ]);
    await user.click(links[1]);
    expect(field(/^Descrição/)).toHaveFocus();

    // Fixing a field clears its message at once.
    await fill(user, field(/^Título/), 'Pudim');
    expect(field(/^Título/)).toHaveAttribute('aria-invalid', 'false');
    expect(within(summary).getAllByRole('link')).toHaveLength(2);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('names the nutrition field a problem is about in the summary, and links it to its field', async () => {
    const { user } = renderDialog();
    await fill(user, field(/^Título/), 'Pudim');
    await fill(user, field(/^Descrição/), 'Liso.');
    await fill(user, field('Calorias (kcal)'), '12,5');
    await fill(user, field('Sódio (mg)'), 'muito');
    await user.click(screen.getByRole('button', { name: 'Salvar e publicar' }));

    const summary = (await screen.findByText('Corrija estes pontos antes de salvar:')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Calorias (kcal): Informe um número inteiro maior ou igual a zero', '#rf-nutrition-calories'],
      ['Sódio (mg): Informe um número maior ou igual a zero', '#rf-nutrition-sodium'],
    ]);
    await waitFor(() => expect(field('Calorias (kcal)')).toHaveFocus());
  });

  it("creates the recipe, calls onSaved with mode 'create', closes and forgets the local copy", async () => {
    const saved = storedRecipe({ recipeId: 42, title: 'Pudim de leite', description: 'Liso e cremoso.' });
    // The answer takes 3 s: room to see the saving state even when a busy machine stalls this test for a while.
    const { user, onSaved, onClose } = renderDialog({}, [created({ data: { createRecipe: saved } }, { delay: 3000 })]);
    await fillIn(user);
    await waitFor(() => expect(window.localStorage.getItem(tabCopyKey(NEW_KEY))).toContain('Pudim de leite'));

    await user.click(screen.getByRole('button', { name: 'Salvar e publicar' }));
    expect(await screen.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1), { timeout: 8000 });
    expect(onSaved).toHaveBeenCalledWith(
      {
        recipeId: 42,
        title: 'Pudim de leite',
        description: 'Liso e cremoso.',
        imageUrl: expect.objectContaining({ medium: '/uploads/b-medium.webp' }),
      },
      'create',
    );
    expect(onClose).toHaveBeenCalled();
    expect(window.localStorage.getItem(tabCopyKey(NEW_KEY))).toBeNull();
  });

  it('keeps everything typed when the save fails and shows the §8 message', async () => {
    const { user, onSaved } = renderDialog({}, [created(undefined, { error: new Error('Failed to fetch') })]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Salvar e publicar' }));
    expect(await screen.findByText('Erro ao criar receita. Tente novamente.')).toBeInTheDocument();
    expect(field(/^Título/)).toHaveValue('Pudim de leite');
    expect(field('Passo 1')).toHaveValue('Bata tudo no liquidificador.');
    expect(screen.getByRole('button', { name: 'Salvar e publicar' })).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(tabCopyKey(NEW_KEY))).toContain('Pudim de leite');
  });

  it('shows the message of a field the server refused under that field, and focuses it', async () => {
    const message = 'O campo ingredients[0].unit deve ter no máximo 50 caracteres.';
    const refusal = new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field: 'ingredients[0].unit' } });
    const { user } = renderDialog({}, [created({ errors: [refusal] })]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Salvar e publicar' }));
    const unit = field('Unidade', screen.getByRole('group', { name: 'Ingrediente 1' }));
    await waitFor(() => expect(unit).toHaveFocus());
    expect(unit).toHaveAccessibleDescription(message);
    expect(screen.getAllByText(message).length).toBeGreaterThan(1);
  });

  it('asks before closing with unsaved changes, and closes at once without them', async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await fill(user, field(/^Título/), 'Bombom');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    expect(within(confirm).getByRole('button', { name: 'Continuar editando' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(field(/^Título/)).toHaveValue('Bombom');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.keyboard('{Escape}');
    const again = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    await user.click(within(again).getByRole('button', { name: 'Descartar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(window.localStorage.getItem(tabCopyKey(NEW_KEY))).toBeNull();
  });

  it('warns before the page is left while there are unsaved changes', async () => {
    const { user } = renderDialog();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await fill(user, field(/^Título/), 'Quindim');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('offers back a new recipe kept in this browser, and forgets it when discarded', async () => {
    const copy = { ...emptyForm(), title: 'Pudim guardado', description: 'De antes do travamento.' };
    const saved = JSON.stringify({ savedAt: '2026-11-20T15:30:00Z', baseUpdatedAt: null, form: copy });
    window.localStorage.setItem(NEW_KEY, saved);
    const first = renderDialog();
    const prompt = await screen.findByRole('alertdialog', { name: 'Recuperar rascunho não salvo?' });
    expect(prompt).toHaveTextContent(/guardou, em 20\/11\/2026 12:30 \(horário de Brasília\), uma receita nova/);
    await first.user.click(within(prompt).getByRole('button', { name: 'Recuperar' }));
    expect(field(/^Título/)).toHaveValue('Pudim guardado');
    expect(field(/^Descrição/)).toHaveValue('De antes do travamento.');
    first.unmount();

    window.localStorage.setItem(NEW_KEY, saved);
    const second = renderDialog();
    const again = await screen.findByRole('alertdialog', { name: 'Recuperar rascunho não salvo?' });
    await second.user.click(within(again).getByRole('button', { name: 'Descartar' }));
    expect(field(/^Título/)).toHaveValue('');
    expect(window.localStorage.getItem(NEW_KEY)).toBeNull();
  });

  it('asks nothing while closed, though a copy is waiting for the next opening', async () => {
    const copy = { ...emptyForm(), title: 'Pudim guardado', description: 'De antes do travamento.' };
    window.localStorage.setItem(NEW_KEY, JSON.stringify({ savedAt: '2026-11-20T15:30:00Z', form: copy }));
    const { rerender } = renderDialog({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <MockedProvider mocks={[optionsMock]}>
        <RecipeFormDialog open recipeId={null} onClose={() => {}} onSaved={() => {}} />
      </MockedProvider>,
    );
    expect(await screen.findByRole('alertdialog', { name: 'Recuperar rascunho não salvo?' })).toBeInTheDocument();
  });

  it('adds tags with Enter or a comma, and new cravings by name next to existing ones', async () => {
    const { user } = renderDialog();
    await user.click(field('Tags'));
    await user.keyboard('doce{Enter}fácil,');
    expect(screen.getByRole('button', { name: 'doce' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'fácil' })).toBeInTheDocument();
    await user.click(field('Vontades'));
    await user.keyboard('Cacau{Enter}');
    expect(await screen.findByText('Cacau (novo)')).toBeInTheDocument();
    expect(screen.getByText('Imagem das vontades novas')).toBeInTheDocument();
    await user.keyboard('doce{Enter}');
    expect(screen.getByRole('button', { name: 'Doce' })).toBeInTheDocument();
    expect(screen.queryByText('Doce (novo)')).not.toBeInTheDocument();
  });
});
