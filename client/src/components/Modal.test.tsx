import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';

function renderModal(props: Partial<Parameters<typeof Modal>[0]> = {}) {
  const onClose = jest.fn();
  render(
    <Modal open onClose={onClose} title="Editar categoria" {...props}>
      <p>Conteúdo do modal</p>
    </Modal>,
  );
  return { onClose };
}

describe('Modal', () => {
  it('is a dialog named by its title, with its content', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Editar categoria' });
    expect(dialog).toHaveTextContent('Conteúdo do modal');
  });

  it('renders nothing while closed', () => {
    renderModal({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the close button and with Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes on a backdrop click by default', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.click(document.querySelector('.MuiBackdrop-root')!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores backdrop clicks when closeOnBackdropClick is off', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal({ closeOnBackdropClick: false });
    await user.click(document.querySelector('.MuiBackdrop-root')!);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows actions below the content', () => {
    renderModal({ actions: <button type="button">Salvar</button> });
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });
});
