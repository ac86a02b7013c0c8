import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm, SubmitContactMutation } from './ContactForm';

const input = {
  nome: 'Ana',
  sobrenome: 'Souza',
  empresa: null,
  email: 'ana@exemplo.com',
  telefone: '+55 31 99999-1234',
  assunto: 'Parceria',
  mensagem: 'Olá, Marina!',
};

const submitted = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: SubmitContactMutation, variables: { input } },
  result,
  // Long enough that the sending state is seen even when a busy machine stalls the test between two renders.
  delay: 3000,
});

/** Waiting for the mocked answer, which arrives after its delay. */
const ANSWERED = { timeout: 15_000 };

function renderForm(mocks: MockLink.MockedResponse[] = []) {
  render(
    <MockedProvider mocks={mocks}>
      <ContactForm />
    </MockedProvider>,
  );
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: 'Sobrenome' }), 'Souza');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@exemplo.com');
  await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '31 99999-1234');
  await user.type(screen.getByRole('textbox', { name: 'Assunto' }), 'Parceria');
  await user.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Olá, Marina!');
}

describe('ContactForm', () => {
  it('has the fields of spec §5: empresa optional, e-mail typed, phone with a fixed +55', () => {
    renderForm();
    for (const name of ['Nome', 'Sobrenome', 'E-mail', 'Telefone', 'Assunto', 'Mensagem']) {
      expect(screen.getByRole('textbox', { name })).toBeRequired();
    }
    expect(screen.getByRole('textbox', { name: 'Empresa (opcional)' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
    expect(screen.getByText('+55')).toBeInTheDocument();
  });

  it('keeps Enviar disabled until every required field is filled and the e-mail looks valid', async () => {
    const user = renderForm();
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    await fillIn(user);
    expect(send).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@');
    expect(send).toBeDisabled();
  });

  it('sends the message with the +55 prefix, shows success and clears the form', async () => {
    const user = renderForm([submitted({ data: { submitContact: { __typename: 'ContactSubmission', id: 7 } } })]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(
      await screen.findByText('Mensagem enviada com sucesso! Entraremos em contato em breve.', {}, ANSWERED),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
  });

  it("shows the server's message when it refuses", async () => {
    const user = renderForm([submitted({ errors: [new GraphQLError('Informe um telefone válido.')] })]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert', {}, ANSWERED)).toHaveTextContent('Informe um telefone válido.');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Ana');
  });

  it('falls back to the generic message when the request fails', async () => {
    const user = renderForm([{ ...submitted({}), result: undefined, error: new Error('Failed to fetch') }]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert', {}, ANSWERED)).toHaveTextContent(
      'Ocorreu um erro ao enviar o formulário. Por favor, tente novamente.',
    );
  });
});
