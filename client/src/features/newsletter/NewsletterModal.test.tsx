import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Observable } from 'rxjs';
import { NewsletterModal } from './NewsletterModal';
import { SubscribeNewsletterMutation } from './newsletter-operations';
import { isSubscribed } from './subscription-memory';

const answer = (email: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: SubscribeNewsletterMutation, variables: { email, source: 'modal' } },
  result,
  delay: 50,
});

function Host() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>reabrir</button>
      <NewsletterModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function renderModal(mocks: MockLink.MockedResponse[] = []) {
  render(
    <MockedProvider mocks={mocks}>
      <Host />
    </MockedProvider>,
  );
  return userEvent.setup();
}

const field = () => screen.getByRole('textbox', { name: 'Seu e-mail' });

beforeEach(() => localStorage.clear());

describe('NewsletterModal', () => {
  it('points out an invalid or empty address on the field and sends nothing', async () => {
    const user = renderModal();
    await user.click(screen.getByRole('button', { name: 'Quero receber' }));
    expect(screen.getByText('Por favor, insira um e-mail válido')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await user.type(field(), 'ana @exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Quero receber' }));
    expect(screen.getByText('Por favor, insira um e-mail válido')).toBeInTheDocument();
  });

  it("shows 'Cadastrando...' while sending, then asks the reader to confirm by e-mail and remembers the sign-up", async () => {
    // The server's answer is held until the test has seen the sending state (no race with a timer on a busy machine).
    let answerNow = () => {};
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          expect(operation.variables).toEqual({ email: 'ana@exemplo.com', source: 'modal' });
          answerNow = () => {
            observer.next({
              data: { subscribeNewsletter: { __typename: 'NewsletterResult', success: true, message: 'ok' } },
            });
            observer.complete();
          };
        }),
    );
    render(
      <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
        <Host />
      </ApolloProvider>,
    );
    const user = userEvent.setup();
    await user.type(field(), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Quero receber' }));
    expect(await screen.findByRole('button', { name: 'Cadastrando...' })).toBeDisabled();
    act(() => answerNow());
    expect(await screen.findByRole('heading', { name: 'Confira seu e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Enviamos um link de confirmação para o seu e-mail.');
    expect(screen.queryByText(/Inscrição confirmada/)).not.toBeInTheDocument();
    expect(isSubscribed()).toBe(true);
  });

  it("shows the server's message when it refuses, its own text when there is none, and a failure's text", async () => {
    const user = renderModal([
      answer('a@exemplo.com', { data: { subscribeNewsletter: { success: false, message: 'Endereço bloqueado.' } } }),
      answer('b@exemplo.com', { data: { subscribeNewsletter: { success: false, message: '' } } }),
      { ...answer('c@exemplo.com', {}), result: undefined, error: new Error('rede') },
    ]);
    for (const [email, text] of [
      ['a@exemplo.com', 'Endereço bloqueado.'],
      ['b@exemplo.com', 'Erro ao realizar inscrição'],
      ['c@exemplo.com', 'Erro ao realizar inscrição. Tente novamente.'],
    ]) {
      await user.clear(field());
      await user.type(field(), email);
      await user.click(screen.getByRole('button', { name: 'Quero receber' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${text.replace('.', '\\.')}$`));
    }
    expect(isSubscribed()).toBe(false);
  });

  it("'Agora não' closes the modal and resets the form", async () => {
    const user = renderModal();
    await user.click(screen.getByRole('button', { name: 'Quero receber' }));
    await user.type(field(), 'meio digitado');
    await user.click(screen.getByRole('button', { name: 'Agora não' }));
    await screen.findByRole('button', { name: 'reabrir' });
    await user.click(screen.getByRole('button', { name: 'reabrir' }));
    expect(field()).toHaveValue('');
    expect(screen.queryByText('Por favor, insira um e-mail válido')).not.toBeInTheDocument();
  });
});
