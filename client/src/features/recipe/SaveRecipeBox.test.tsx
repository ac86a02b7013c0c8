import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveRecipeBox, SaveRecipeByEmailMutation } from './SaveRecipeBox';

const sent = (subscribe: boolean, factor = 1): MockLink.MockedResponse => ({
  request: { query: SaveRecipeByEmailMutation, variables: { id: 7, email: 'ana@exemplo.com', subscribe, factor } },
  result: { data: { saveRecipeByEmail: { __typename: 'NewsletterResult', success: true, message: 'ok' } } },
});

async function send(subscribe: boolean, factor = 1) {
  render(
    <MockedProvider mocks={[sent(subscribe, factor)]}>
      <SaveRecipeBox recipeId={7} />
    </MockedProvider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Seu e-mail' }), 'ana@exemplo.com');
  if (subscribe) await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Enviar receita' }));
}

afterEach(() => localStorage.clear());

describe('SaveRecipeBox', () => {
  it('sends the servings the reader chose on the card (stored for this recipe), so the e-mail has the same amounts', async () => {
    localStorage.setItem('receitas:recipe:7', JSON.stringify({ factor: 2, checked: [], highlighted: [] }));
    await send(false, 2);
    expect(await screen.findByText('Receita enviada! Confira seu e-mail.')).toBeInTheDocument();
  });

  it('says the recipe was sent', async () => {
    await send(false);
    expect(await screen.findByText('Receita enviada! Confira seu e-mail.')).toBeInTheDocument();
  });

  it('with the newsletter box ticked, says the sign-up waits for the confirmation link', async () => {
    await send(true);
    expect(
      await screen.findByText(
        'Receita enviada! Para receber a newsletter, clique no link de confirmação que enviamos.',
      ),
    ).toBeInTheDocument();
  });
});
