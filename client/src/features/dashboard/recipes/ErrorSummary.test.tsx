import { render, screen } from '@testing-library/react';
import { ErrorSummary } from './ErrorSummary';

describe('ErrorSummary', () => {
  it('names the nutrition field a problem is about, and links every problem to its field', () => {
    render(
      <ErrorSummary
        errors={{
          title: 'Título da receita é obrigatório',
          'nutrition.sodium': 'Informe um número maior ou igual a zero',
          'nutrition.calories': 'Informe um número inteiro maior ou igual a zero',
        }}
      />,
    );
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Título da receita é obrigatório', '#rf-title'],
      ['Sódio (mg): Informe um número maior ou igual a zero', '#rf-nutrition-sodium'],
      ['Calorias (kcal): Informe um número inteiro maior ou igual a zero', '#rf-nutrition-calories'],
    ]);
  });
});
