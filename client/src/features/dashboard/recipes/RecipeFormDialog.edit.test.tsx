import { act, configure, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { FakeXhr, uploaded } from '../../../test/fake-xhr';
import { fromRecipe } from './recipe-form-model';
import { storedRecipe } from './recipe-form-fixtures';
import { RecipeForEditQuery, UpdateRecipeMutation } from './recipe-form-operations';
import {
  AutosaveRecipeMutation,
  DiscardRecipeAutosaveMutation,
  RecipeAutosaveQuery,
} from './recipe-revision-operations';
import type { RecipeWriteInput } from './recipe-publication';
import { field, fill, renderDialog } from './recipe-form-test-utils';

// jsdom cannot type into draft-js: the body is the editor's manual mock, a labelled textarea.
jest.mock('../rich-text/RichTextEditor');

// A large form in jsdom on a busy machine: longer waits than the default 1 s.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const EDIT_KEY = 'receitas:recipe-form:7';
const loaded = (recipe = storedRecipe()) => ({
  request: { query: RecipeForEditQuery, variables: { id: 7 } },
  result: { data: { recipe } },
  delay: 20,
});
const steps = () => screen.getAllByLabelText(/^Passo \d+$/).map((el) => (el as HTMLTextAreaElement).value);

afterEach(() => window.localStorage.clear());

describe('RecipeFormDialog: editing', () => {
  it('loads the recipe (drafts and scheduled too, with the admin token) and fills every field, durations as HH:MM:SS', async () => {
    renderDialog({ recipeId: 7 }, [loaded()]);
    expect(screen.getByRole('dialog', { name: 'Editar receita' })).toBeInTheDocument();
    expect(screen.getByText('Carregando receita...')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Bolo de cenoura')).toBe(field(/^Título/));
    expect(field('Tempo de preparo')).toHaveValue('00:20:00');
    expect(field('Tempo de cozimento')).toHaveValue('00:40:30');
    expect(field('Tempo total')).toHaveValue('01:00:30');
    expect(field('Rendimento')).toHaveValue('12 fatias');
    expect(field('Dificuldade')).toHaveTextContent('Média');
    expect(screen.getAllByLabelText('Nome da seção').map((el) => (el as HTMLInputElement).value)).toEqual([
      'Massa',
      'Cobertura',
      'Massa',
      'Cobertura',
    ]);
    expect(steps()).toEqual(['Bata a cenoura.', 'Misture a farinha.', 'Derreta o chocolate.']);
    expect(screen.getByRole('img', { name: 'Pré-visualização da imagem da receita' })).toHaveAttribute(
      'src',
      '/uploads/b-medium.webp',
    );
    expect(screen.getByRole('button', { name: 'Bolos' })).toBeInTheDocument();
    expect(field('Calorias (kcal)')).toHaveValue('320');
    expect(field('Carboidratos (g)')).toHaveValue('45,5');
    expect(field('Status')).toHaveTextContent('Publicada');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('says so when the recipe cannot be loaded, and tries again', async () => {
    const { user } = renderDialog({ recipeId: 7 }, [
      { request: { query: RecipeForEditQuery, variables: { id: 7 } }, error: new Error('Failed to fetch') },
      loaded(),
    ]);
    expect(await screen.findByText('Não foi possível carregar a receita.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByDisplayValue('Bolo de cenoura')).toBeInTheDocument();
  });

  it('reorders steps with the keyboard: focus follows the row and the move is announced; the update sends the new order', async () => {
    const sent: RecipeWriteInput[] = [];
    const updated = {
      request: {
        query: UpdateRecipeMutation,
        variables: (vars: { id: number; input: RecipeWriteInput; expectedVersion: number }) =>
          vars.id === 7 && vars.expectedVersion === 3 && Boolean(sent.push(vars.input)),
      },
      result: { data: { updateRecipe: storedRecipe() } },
      delay: 20,
    };
    const { user, onSaved, onClose } = renderDialog({ recipeId: 7 }, [loaded(), updated]);
    await screen.findByDisplayValue('Bolo de cenoura');

    act(() => screen.getByRole('button', { name: 'Mover passo 2 para cima' }).focus());
    await user.keyboard('{Enter}');
    expect(steps()).toEqual(['Misture a farinha.', 'Bata a cenoura.', 'Derreta o chocolate.']);
    expect(screen.getByText('Passo 2 movido para a posição 1')).toBeInTheDocument();
    // At the top the "up" button is disabled: the focus stays on the moved row's other arrow.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mover passo 1 para baixo' })).toHaveFocus());

    // Across the edge of a section: the last step of Cobertura joins the end of Massa, then moves up within it.
    act(() => screen.getByRole('button', { name: 'Mover passo 3 para cima' }).focus());
    await user.keyboard('{Enter}');
    expect(screen.getByText('Passo 3 movido para a posição 3, na seção Massa')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mover passo 3 para cima' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.getByText('Passo 3 movido para a posição 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mover passo 2 para cima' })).toHaveFocus());
    expect(steps()).toEqual(['Misture a farinha.', 'Derreta o chocolate.', 'Bata a cenoura.']);

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ recipeId: 7 }), 'update'));
    expect(onClose).toHaveBeenCalled();
    expect(sent[0].instructions).toEqual([
      { section: 'Massa', stepNumber: 1, instructionText: 'Misture a farinha.' },
      { section: 'Massa', stepNumber: 2, instructionText: 'Derreta o chocolate.' },
      { section: 'Massa', stepNumber: 3, instructionText: 'Bata a cenoura.' },
    ]);
    expect(sent[0]).not.toHaveProperty('datePublished');
    expect(sent[0].prepTime).toBe('PT20M');
  });

  it('reorders a step by dragging it by its handle onto another row', async () => {
    renderDialog({ recipeId: 7 }, [loaded()]);
    await screen.findByDisplayValue('Bolo de cenoura');
    const rows = screen.getAllByLabelText(/^Passo \d+$/).map((el) => el.closest('li') as HTMLElement);
    const dataTransfer = { setData: jest.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.pointerDown(screen.getByTitle('Arrastar passo 3'));
    expect(rows[2]).toHaveAttribute('draggable', 'true');
    fireEvent.dragStart(rows[2], { dataTransfer });
    // Over the top half of the first step (jsdom's rows have no height: clientY 0 is "above").
    const over = createEvent.dragOver(rows[0], { dataTransfer, clientY: 0 });
    fireEvent(rows[0], over);
    expect(over.defaultPrevented).toBe(true);
    fireEvent.drop(rows[0], { dataTransfer });
    fireEvent.dragEnd(rows[2], { dataTransfer });
    expect(steps()).toEqual(['Derreta o chocolate.', 'Bata a cenoura.', 'Misture a farinha.']);
    expect(screen.getByText('Passo 3 movido para a posição 1, na seção Massa')).toBeInTheDocument();
  });

  it('saves with Ctrl+S; a save over a newer version shows what the site changed and saves her choice per field', async () => {
    const sent: { input: RecipeWriteInput; expectedVersion: number }[] = [];
    const update = (expectedVersion: number, result: object) => ({
      request: {
        query: UpdateRecipeMutation,
        variables: (vars: { id: number; input: RecipeWriteInput; expectedVersion: number }) =>
          vars.id === 7 && vars.expectedVersion === expectedVersion && Boolean(sent.push(vars)),
      },
      ...result,
      delay: 20,
    });
    const stale = new GraphQLError(
      'Esta receita foi alterada em outra aba ou por outra pessoa depois que você começou a editar.',
      {
        extensions: { code: 'CONFLICT', currentVersion: 4 },
      },
    );
    // another tab saved a new title and description meanwhile (version 4)
    const theirs = storedRecipe({
      title: 'Bolo de cenoura da outra aba',
      description: 'Texto novo do site.',
      version: 4,
    });
    const { user, onSaved } = renderDialog({ recipeId: 7 }, [
      loaded(),
      update(3, { result: { errors: [stale] } }),
      loaded(theirs),
      update(4, { result: { data: { updateRecipe: theirs } } }),
    ]);
    await screen.findByDisplayValue('Bolo de cenoura');
    await fill(user, field(/^Título/), ' caseiro');
    fireEvent.keyDown(field(/^Título/), { key: 's', ctrlKey: true });

    const dialog = await screen.findByRole('alertdialog', { name: 'A receita mudou enquanto você editava' });
    const title = await within(dialog).findByRole('listitem', { name: 'Título' });
    expect(title).toHaveTextContent('Bolo de cenoura caseiro');
    expect(title).toHaveTextContent('Bolo de cenoura da outra aba');
    expect(title).toHaveTextContent('Você também alterou este campo.');
    // her field is kept by default; the field only the site changed comes from the site
    expect(within(title).getByRole('radio', { name: 'Manter as minhas' })).toBeChecked();
    const description = within(dialog).getByRole('listitem', { name: 'Descrição' });
    expect(within(description).getByRole('radio', { name: 'Usar as do servidor' })).toBeChecked();
    expect(within(dialog).queryByRole('listitem', { name: 'Ingredientes' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Salvar com estas escolhas' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ recipeId: 7 }), 'update'));
    expect(sent.map((s) => s.expectedVersion)).toEqual([3, 4]);
    expect(sent[1].input).toMatchObject({ title: 'Bolo de cenoura caseiro', description: 'Texto novo do site.' });
  });

  it('keeps an edit on the site a few seconds after she stops typing, and says when', async () => {
    const sent: { input: RecipeWriteInput; baseVersion: number }[] = [];
    const autosaved = {
      request: {
        query: AutosaveRecipeMutation,
        variables: (vars: { id: number; input: RecipeWriteInput; baseVersion: number }) =>
          vars.id === 7 && Boolean(sent.push(vars)),
      },
      result: {
        data: { autosaveRecipe: { __typename: 'RecipeRevision', id: 91, createdAt: '2026-11-28T18:05:00.000Z' } },
      },
    };
    const { user } = renderDialog({ recipeId: 7 }, [loaded(), autosaved]);
    await screen.findByDisplayValue('Bolo de cenoura');
    await fill(user, field(/^Título/), ' caseiro');
    // sent once she pauses (five seconds), as a valid recipe on the version she started from
    expect(
      await screen.findByText('Rascunho guardado no site em 28/11/2026 15:05 (horário de Brasília)', undefined, {
        timeout: 30_000,
      }),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ baseVersion: 3, input: { title: 'Bolo de cenoura caseiro' } });
  });

  it('offers back what the site kept of an edit made elsewhere, and forgets it on the site when discarded', async () => {
    const recipe = storedRecipe();
    const snapshot = {
      title: 'Bolo de cenoura do celular',
      description: recipe.description,
      servings: '16 fatias',
      ingredients: [{ section: 'Massa', quantity: '3', unit: '', ingredientName: 'cenouras' }],
      instructions: [{ section: '', stepNumber: 1, instructionText: 'Bata tudo.' }],
      category: [{ categoryId: 2 }],
      draft: false,
      datePublished: recipe.datePublished,
    };
    const autosave = {
      request: { query: RecipeAutosaveQuery, variables: { recipeId: 7 } },
      result: {
        data: {
          recipeAutosave: {
            __typename: 'RecipeRevision',
            id: 90,
            createdAt: '2026-11-28T18:00:00.000Z',
            baseVersion: 3,
            snapshot: JSON.stringify(snapshot),
          },
        },
      },
      maxUsageCount: 2,
    };
    let discarded = 0;
    const discard = {
      request: { query: DiscardRecipeAutosaveMutation, variables: { recipeId: 7 } },
      result: () => {
        discarded += 1;
        return { data: { discardRecipeAutosave: true } };
      },
    };
    const first = renderDialog({ recipeId: 7 }, [loaded(), autosave]);
    const prompt = await screen.findByRole('alertdialog', { name: 'Recuperar rascunho não salvo?' });
    expect(prompt).toHaveTextContent(/O site guardou, em 28\/11\/2026 15:00 \(horário de Brasília\), alterações/);
    await first.user.click(within(prompt).getByRole('button', { name: 'Recuperar' }));
    expect(field(/^Título/)).toHaveValue('Bolo de cenoura do celular');
    expect(field('Rendimento')).toHaveValue('16 fatias');
    expect(steps()).toEqual(['Bata tudo.']);
    first.unmount();
    window.localStorage.clear();

    const second = renderDialog({ recipeId: 7 }, [loaded(), autosave, discard]);
    const again = await screen.findByRole('alertdialog', { name: 'Recuperar rascunho não salvo?' });
    await second.user.click(within(again).getByRole('button', { name: 'Descartar' }));
    expect(field(/^Título/)).toHaveValue('Bolo de cenoura');
    await waitFor(() => expect(discarded).toBe(1));
  });

  it('offers back unsaved changes to this recipe, noting when the site changed since', async () => {
    const copy = { ...fromRecipe(storedRecipe()), title: 'Bolo de cenoura da vó' };
    window.localStorage.setItem(
      EDIT_KEY,
      JSON.stringify({ savedAt: '2026-11-20T15:30:00Z', baseUpdatedAt: '2025-01-01T00:00:00.000Z', form: copy }),
    );
    const { user } = renderDialog({ recipeId: 7 }, [loaded()]);
    const prompt = await screen.findByRole('alertdialog', { name: 'Recuperar rascunho não salvo?' });
    expect(prompt).toHaveTextContent('a receita foi alterada no site depois disso');
    await user.click(within(prompt).getByRole('button', { name: 'Recuperar' }));
    expect(field(/^Título/)).toHaveValue('Bolo de cenoura da vó');
  });

  it('drops a kept copy that equals what the server has, without asking', async () => {
    const copy = fromRecipe(storedRecipe());
    window.localStorage.setItem(
      EDIT_KEY,
      JSON.stringify({ savedAt: '2026-11-20T15:30:00Z', baseUpdatedAt: null, form: copy }),
    );
    renderDialog({ recipeId: 7 }, [loaded()]);
    await screen.findByDisplayValue('Bolo de cenoura');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(EDIT_KEY)).toBeNull());
  });

  describe('image upload', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = FakeXhr.install();
    });
    afterEach(() => restore());

    it('previews the chosen photo with a progress bar, then shows the uploaded one', async () => {
      const { user } = renderDialog({ recipeId: 7 }, [loaded()]);
      await screen.findByDisplayValue('Bolo de cenoura');
      await user.upload(screen.getByTestId('rf-image-file'), new File(['x'], 'novo.png', { type: 'image/png' }));
      const preview = screen.getByRole('img', { name: 'Pré-visualização da imagem da receita' });
      // The chosen file itself, as a data: URL (the site's CSP allows data: images, not blob: ones).
      await waitFor(() => expect(preview).toHaveAttribute('src', 'data:image/png;base64,eA=='));
      const bar = screen.getByRole('progressbar', { name: 'Progresso do envio da imagem' });
      act(() => FakeXhr.requests[0].progress(40, 100));
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
      expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
      await act(async () => FakeXhr.requests[0].respond(200, uploaded('novo')));
      // the uploaded picture comes with its focal-point picker, which shows it whole: a new element
      await waitFor(() =>
        expect(screen.getByRole('img', { name: 'Pré-visualização da imagem da receita' })).toHaveAttribute(
          'src',
          '/uploads/novo-medium.webp',
        ),
      );
      expect(screen.getByRole('slider', { name: 'Ponto de foco da imagem' })).toHaveAttribute(
        'aria-valuetext',
        '50% da esquerda, 50% do topo',
      );
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });

    it("keeps the previous image and says 'Erro ao fazer upload da imagem' when the upload fails", async () => {
      const { user } = renderDialog({ recipeId: 7 }, [loaded()]);
      await screen.findByDisplayValue('Bolo de cenoura');
      await user.upload(screen.getByTestId('rf-image-file'), new File(['x'], 'novo.png', { type: 'image/png' }));
      await act(async () =>
        FakeXhr.requests[0].respond(200, {
          data: null,
          errors: [{ message: 'Não foi possível ler a imagem: o arquivo está corrompido.' }],
        }),
      );
      const alert = await screen.findByText('Erro ao fazer upload da imagem');
      expect(alert.closest('[role="alert"]')).toHaveTextContent(
        'Não foi possível ler a imagem: o arquivo está corrompido. A imagem anterior foi mantida.',
      );
      expect(screen.getByRole('img', { name: 'Pré-visualização da imagem da receita' })).toHaveAttribute(
        'src',
        '/uploads/b-medium.webp',
      );
    });

    it('refuses a file over 10 MB before sending it', async () => {
      const { user } = renderDialog({ recipeId: 7 }, [loaded()]);
      await screen.findByDisplayValue('Bolo de cenoura');
      const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' });
      await user.upload(screen.getByTestId('rf-image-file'), big);
      expect(await screen.findByText('A imagem deve ter no máximo 10 MB.')).toBeInTheDocument();
      expect(FakeXhr.requests).toHaveLength(0);
    });
  });

  it('marks changes as unsaved only when they differ from the server', async () => {
    const { user, onClose } = renderDialog({ recipeId: 7 }, [loaded()]);
    await screen.findByDisplayValue('Bolo de cenoura');
    await fill(user, field('Rendimento'), '!');
    await user.keyboard('{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
