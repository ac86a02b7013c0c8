import { act, fireEvent, render, screen } from '@testing-library/react';
import { NoticeSnackbar } from './NoticeSnackbar';

describe('NoticeSnackbar', () => {
  afterEach(() => jest.useRealTimers());

  it('announces a success politely and closes it after 6 s', () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    render(<NoticeSnackbar notice={{ severity: 'success', text: 'Receita excluída.' }} onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Receita excluída.');
    act(() => void jest.advanceTimersByTime(6_000));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps an error as an alert until it is closed, and a click elsewhere does not dismiss it', () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    render(<NoticeSnackbar notice={{ severity: 'error', text: 'Não foi possível excluir.' }} onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível excluir.');
    act(() => void jest.advanceTimersByTime(60_000));
    fireEvent.click(document.body);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without a notice', () => {
    const { container } = render(<NoticeSnackbar notice={null} onClose={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
