import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { DraggablePopup } from './DraggablePopup';

function Harness({ onClose = () => {} }: { onClose?(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Buka
      </button>
      <DraggablePopup
        open={open}
        title="Lacak Kendaraan"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>Isi jendela</p>
      </DraggablePopup>
    </>
  );
}

async function openPopup(onClose?: () => void) {
  renderPage(<Harness onClose={onClose} />, { user: null });
  await userEvent.click(await screen.findByRole('button', { name: 'Buka' }));
  return screen.getByRole('dialog', { name: 'Lacak Kendaraan' });
}

describe('DraggablePopup', () => {
  it('opens at the spec default 100,100 above the page (z-index from 130), not as a modal', async () => {
    const popup = await openPopup();
    expect(popup).toHaveStyle({ left: '100px', top: '100px', position: 'fixed' });
    expect(Number(popup.style.zIndex)).toBeGreaterThan(130);
    expect(Number(popup.style.zIndex)).toBeLessThan(1000);
    expect(popup).toHaveAttribute('aria-modal', 'false');
    expect(popup).toHaveTextContent('Isi jendela');
  });

  it('takes the focus when it opens and gives it back to the opener when closed', async () => {
    const popup = await openPopup();
    expect(popup).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buka' })).toHaveFocus();
  });

  it('closes with Escape', async () => {
    const onClose = vi.fn();
    await openPopup(onClose);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('moves by arrow keys on its move handle, four times as far with Shift', async () => {
    const popup = await openPopup();
    const handle = screen.getByRole('button', { name: 'Pindahkan jendela Lacak Kendaraan' });
    handle.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(popup).toHaveStyle({ left: '116px', top: '116px' });
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(popup).toHaveStyle({ left: '52px', top: '116px' });
  });

  it('follows a drag of its header and stays inside the window', async () => {
    const popup = await openPopup();
    const header = screen.getByText('Lacak Kendaraan');
    fireEvent.pointerDown(header, { pointerId: 1, button: 0, clientX: 150, clientY: 110 });
    fireEvent.pointerMove(header, { pointerId: 1, clientX: 250, clientY: 310 });
    expect(popup).toHaveStyle({ left: '200px', top: '300px' });
    fireEvent.pointerMove(header, { pointerId: 1, clientX: -500, clientY: -500 });
    expect(popup).toHaveStyle({ left: '0px', top: '0px' });
    fireEvent.pointerUp(header, { pointerId: 1 });
    fireEvent.pointerMove(header, { pointerId: 1, clientX: 400, clientY: 400 });
    expect(popup).toHaveStyle({ left: '0px', top: '0px' });
  });
});
