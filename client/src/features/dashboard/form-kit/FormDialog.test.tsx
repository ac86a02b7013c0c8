import { CombinedGraphQLErrors } from '@apollo/client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ReauthProvider, SignInAgainMutation } from '../reauthenticate';
import { FormDialog } from './FormDialog';
import { FormTextField } from './FormTextField';
import { MoneyField, NumberField } from './NumberFields';
import { moneyText, numberText, requiredText } from './schemas';
import { SubmitProblem, useEntityForm } from './use-entity-form';

const schema = z.object({
  name: requiredText(20, 'Dê um nome ao produto.'),
  price: moneyText({ max: 1000, missing: 'Informe o preço.', invalid: 'Preço inválido.' }),
  weight: numberText({ min: 0, max: 5000, integer: true }),
});
type Checked = z.output<typeof schema>;

interface HarnessProps {
  write: (product: Checked) => Promise<void>;
  onClose?: () => void;
}

/** A product form on the kit, as an entity dialog uses it. */
function ProductDialog({ write, onClose = () => {} }: HarnessProps) {
  const entity = useEntityForm({
    schema,
    defaultValues: { name: 'Bolo', price: '', weight: '' },
    labels: { name: 'Nome', price: 'Preço', weight: 'Peso' },
    onSubmit: async (product) => {
      await write(product);
      onClose();
    },
    describeFailure: () => ({ text: 'Erro ao salvar o produto.' }),
  });
  return (
    <FormDialog open title="Produto" label="Dados do produto" entity={entity} submitLabel="Salvar" onClose={onClose}>
      <FormTextField entity={entity} name="name" label="Nome" required />
      <MoneyField entity={entity} name="price" label="Preço" required />
      <NumberField entity={entity} name="weight" label="Peso" unit="g" />
    </FormDialog>
  );
}

const refusal = (message: string, extensions: Record<string, string>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

function renderDialog(props: HarnessProps) {
  render(<ProductDialog {...props} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Produto' }));
  return { user: userEvent.setup(), dialog };
}

/** The dialog in a signed-in dashboard, whose session can run out (the sign-in dialog answers with `mocks`). */
function renderSignedIn(write: HarnessProps['write'], mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <ReauthProvider expired={false} email="ana@example.com">
        <ProductDialog write={write} />
      </ReauthProvider>
    </MockedProvider>,
  );
  return { user: userEvent.setup(), dialog: within(screen.getByRole('dialog', { name: 'Produto' })) };
}

describe('FormDialog and useEntityForm', () => {
  it('names every wrong field in one summary, focuses the first, and each link focuses its field', async () => {
    const write = jest.fn(() => Promise.resolve());
    const { user, dialog } = renderDialog({ write });
    await user.clear(dialog.getByRole('textbox', { name: /^Nome/ }));
    await user.type(dialog.getByRole('textbox', { name: /^Peso/ }), '12,5');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));

    const summary = await dialog.findByRole('alert');
    expect(summary).toHaveTextContent('Corrija estes pontos antes de salvar:');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Nome: Dê um nome ao produto.', 'Preço: Informe o preço.', 'Peso: Informe um número inteiro.']);
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Nome/ })).toHaveFocus());
    expect(dialog.getByRole('textbox', { name: /^Preço/ })).toHaveAccessibleDescription('Informe o preço.');

    await user.click(within(summary).getByRole('link', { name: 'Preço: Informe o preço.' }));
    expect(dialog.getByRole('textbox', { name: /^Preço/ })).toHaveFocus();
    // a fixed field leaves the summary as it is fixed
    await user.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Pão');
    expect(within(summary).queryByRole('link', { name: /^Nome/ })).not.toBeInTheDocument();
    expect(write).not.toHaveBeenCalled();
  });

  it("reads '29,90' and '29.90' as R$ 29,90, and asks again for an amount two readings fit", async () => {
    const write = jest.fn((_product: Checked) => Promise.resolve());
    const { user, dialog } = renderDialog({ write });
    const price = dialog.getByRole('textbox', { name: /^Preço/ });
    expect(price).toHaveAttribute('inputmode', 'decimal');
    await user.type(price, '1.234');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Não ficou claro o valor');

    for (const typed of ['29,90', '29.90']) {
      await user.clear(price);
      await user.type(price, typed);
      await user.click(dialog.getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(write).toHaveBeenLastCalledWith({ name: 'Bolo', price: 29.9, weight: null }));
    }
  });

  it("puts the server's refusal on the field it names, and says what failed", async () => {
    const write = jest.fn(() =>
      Promise.reject(refusal('Preço acima do permitido.', { code: 'BAD_USER_INPUT', field: 'price' })),
    );
    const { user, dialog } = renderDialog({ write });
    const price = dialog.getByRole('textbox', { name: /^Preço/ });
    await user.type(price, '30');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao salvar o produto.');
    expect(within(alert).getByRole('link')).toHaveTextContent('Preço: Preço acima do permitido.');
    expect(price).toHaveAccessibleDescription('Preço acima do permitido.');
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveValue('30');
  });

  it('shows a failed step in its own words, busy while it runs', async () => {
    let fail: (problem: SubmitProblem) => void = () => {};
    const write = jest.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    const { user, dialog } = renderDialog({ write });
    await user.type(dialog.getByRole('textbox', { name: /^Preço/ }), '30');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));

    expect(await dialog.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(dialog.getByRole('textbox', { name: /^Nome/ })).toBeDisabled();
    fail(new SubmitProblem({ text: 'Erro ao enviar a foto', detail: 'Arquivo corrompido.' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao enviar a foto');
    expect(alert).toHaveTextContent('Arquivo corrompido.');
    expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('closes at once when nothing changed, and asks first when something did', async () => {
    const onClose = jest.fn();
    const { user, dialog } = renderDialog({ write: jest.fn(), onClose });
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(dialog.getByRole('textbox', { name: /^Nome/ }), ' de fubá');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    expect(question).toHaveTextContent('O que você preencheu ainda não foi salvo e será perdido.');
    await user.click(within(question).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);

    // typed back to what it was: nothing to lose
    await user.clear(dialog.getByRole('textbox', { name: /^Nome/ }));
    await user.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Bolo');
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('asks her to sign in again when the session ran out, then saves what she typed', async () => {
    const expired = refusal('Faça login para continuar.', { code: 'UNAUTHENTICATED' });
    const write = jest.fn((_product: Checked) => Promise.resolve());
    write.mockRejectedValueOnce(expired);
    const login = {
      request: { query: SignInAgainMutation, variables: { input: { email: 'ana@example.com', password: 'segredo' } } },
      result: { data: { login: { __typename: 'AuthPayload', token: 'novo-token' } } },
    };
    const { user, dialog } = renderSignedIn(write, [login]);
    await user.type(dialog.getByRole('textbox', { name: /^Preço/ }), '30');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));

    const signIn = await screen.findByRole('dialog', { name: 'Sua sessão expirou' });
    await user.type(within(signIn).getByLabelText('Senha'), 'segredo');
    await user.click(within(signIn).getByRole('button', { name: 'Entrar e continuar' }));
    await waitFor(() => expect(write).toHaveBeenCalledTimes(2));
    expect(write).toHaveBeenLastCalledWith({ name: 'Bolo', price: 30, weight: null });
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing was saved, and keeps the form, when she chooses not to sign in again', async () => {
    const write = jest.fn(() => Promise.reject(refusal('Faça login para continuar.', { code: 'UNAUTHENTICATED' })));
    const { user, dialog } = renderSignedIn(write, []);
    await user.type(dialog.getByRole('textbox', { name: /^Preço/ }), '30');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sua sessão expirou' });
    await user.click(within(signIn).getByRole('button', { name: 'Agora não' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Sua sessão expirou e nada foi salvo.');
    expect(dialog.getByRole('textbox', { name: /^Preço/ })).toHaveValue('30');
    expect(write).toHaveBeenCalledTimes(1);
  });
});
