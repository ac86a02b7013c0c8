import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecipeFormOptionsQuery } from './recipe-form-operations';
import { RecipeFormDialog, type RecipeFormDialogProps } from './RecipeFormDialog';

/** The pickers' choices, answered as often as asked. */
export const optionsMock: MockLink.MockedResponse = {
  request: { query: RecipeFormOptionsQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      categories: [
        { __typename: 'Category', categoryId: 1, name: 'Sobremesas' },
        { __typename: 'Category', categoryId: 2, name: 'Bolos' },
      ],
      cravings: [{ __typename: 'Craving', id: 3, name: 'Doce', imageUrl: null }],
      occasions: [{ __typename: 'Occasion', id: 4, name: 'Lanche' }],
    },
  },
};

/** The dialog, open, inside a mocked Apollo client. */
export function renderDialog(props: Partial<RecipeFormDialogProps> = {}, mocks: MockLink.MockedResponse[] = []) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const view = render(
    <MockedProvider mocks={[optionsMock, ...mocks]}>
      <RecipeFormDialog open recipeId={null} onClose={onClose} onSaved={onSaved} {...props} />
    </MockedProvider>,
  );
  return { user: userEvent.setup(), onClose, onSaved, ...view };
}

// Label queries: role queries walk the whole accessibility tree, and this form is large (slow in jsdom).
/** A field by its label (a required field's label ends with an asterisk: match it with /^Título/). */
export const field = (label: string | RegExp, container?: HTMLElement) =>
  (container ? within(container) : screen).getByLabelText(label) as HTMLInputElement;

/** Types short text key by key, or pastes long text at once (as fast as a person pasting it). */
export async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  if (text.length <= 8) await user.keyboard(text);
  else await user.paste(text);
}
