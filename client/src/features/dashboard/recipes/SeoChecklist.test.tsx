import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyForm, fieldId } from './recipe-form-model';
import { SeoChecklist } from './SeoChecklist';

describe('SeoChecklist', () => {
  it('lists what a new recipe lacks for Google, each a link that takes the creator to the field', async () => {
    const form = { ...emptyForm(), title: 'Quindim', description: 'Doce de gema.' };
    render(
      <>
        <input id={fieldId('servings')} aria-label="Rendimento" />
        <SeoChecklist form={form} ratingCount={0} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/itens a revisar/);
    const list = screen.getByRole('list');
    expect(within(list).getByText(/Descrição curta/)).toBeInTheDocument();
    expect(within(list).getByText(/Adicione uma foto/)).toBeInTheDocument();
    expect(within(list).getByText(/Escolha ao menos uma categoria/)).toBeInTheDocument();
    // the ratings note is informative: no link
    expect(
      within(list)
        .getByText(/Ainda sem avaliações/)
        .closest('a'),
    ).toBeNull();
    await userEvent.setup().click(within(list).getByRole('link', { name: /Rendimento sem número/ }));
    expect(screen.getByLabelText('Rendimento')).toHaveFocus();
  });

  it('says so when nothing is left to fix', () => {
    const form = {
      ...emptyForm(),
      title: 'Pão de Queijo Mineiro',
      description: 'Casquinha crocante, miolo elástico e muito queijo meia cura: o pão de queijo da avó.',
      image: { small: null, medium: null, original: '/uploads/p-original.webp' },
      servings: '30 unidades',
      prepTime: '00:30:00',
      categoryIds: [1],
    };
    form.instructions = [{ key: 's', name: '', rows: [{ key: 'r', text: 'Escalde o polvilho.' }] }];
    render(<SeoChecklist form={form} ratingCount={4} />);
    expect(screen.getByRole('status')).toHaveTextContent('Tudo certo: a receita tem o que o Google pede.');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
