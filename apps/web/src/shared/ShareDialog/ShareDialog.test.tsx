import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { ShareDialog } from './ShareDialog';

const LINK = 'http://localhost:3000/track/4f9c2a7e1b';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(window, 'isSecureContext');
  vi.restoreAllMocks();
});

function renderDialog(onClose = vi.fn()) {
  renderPage(<ShareDialog open link={LINK} onClose={onClose} />, { user: null });
  return screen.findByRole('dialog');
}

describe('ShareDialog', () => {
  it('shows the tracking link in a read-only field', async () => {
    const dialog = await renderDialog();
    expect(within(dialog).getByText('Bagikan Tautan Pelacakan')).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Tautan pelacakan');
    expect(field).toHaveValue(LINK);
    expect(field).toHaveAttribute('readonly');
  });

  it("copies the link and confirms with 'Tautan berhasil disalin!'", async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const dialog = await renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /Salin Tautan/ }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('Tautan berhasil disalin!')).toBeInTheDocument();
  });

  it('copies from the selected field where the Clipboard API is refused', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const dialog = await renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /Salin Tautan/ }));
    expect(await screen.findByText('Tautan berhasil disalin!')).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('tells the user to copy by hand when no way of copying works, and never claims success', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    const dialog = await renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /Salin Tautan/ }));
    expect(await screen.findByText(/Tautan gagal disalin/)).toBeInTheDocument();
    expect(screen.queryByText('Tautan berhasil disalin!')).not.toBeInTheDocument();
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('opens the tracking page in a new tab', async () => {
    const dialog = await renderDialog();
    const open = within(dialog).getByRole('link', { name: /Buka di Tab Baru/ });
    expect(open).toHaveAttribute('href', LINK);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    const dialog = await renderDialog(onClose);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(onClose).toHaveBeenCalled();
  });
});
