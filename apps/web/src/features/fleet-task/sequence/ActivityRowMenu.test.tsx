import type { ActivityMenuAction } from '@armada/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { buildActivity } from '../../../test/sequence.factory';
import { buildUser } from '../../../test/user.factory';
import { ActivityRowMenu } from './ActivityRowMenu';

function renderMenu(menu: ActivityMenuAction[], orderCount = 2) {
  const onChoose = vi.fn();
  renderPage(
    <ActivityRowMenu activity={buildActivity({ menu })} orderCount={orderCount} onChoose={onChoose} />,
    {
      user: buildUser('dispatcher'),
    },
  );
  return onChoose;
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Aksi DO-ANL-0007' }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('ActivityRowMenu', () => {
  it("lists exactly a pending row's actions from the server, in its order, with the spec's labels", async () => {
    renderMenu(['complete', 'transfer', 'remove']);
    expect(await openMenu()).toEqual(['Selesaikan', 'Transfer Pengiriman', 'Keluarkan Pengiriman']);
  });

  it("offers 'Batalkan' only when the server's menu has it (Dijadwalkan)", async () => {
    renderMenu(['transfer', 'remove', 'cancel']);
    expect(await openMenu()).toEqual(['Transfer Pengiriman', 'Keluarkan Pengiriman', 'Batalkan']);
  });

  it("lists a completed row's proof and load actions", async () => {
    renderMenu(['view-proof', 'view-load', 'adjust-load', 'load-history']);
    expect(await openMenu()).toEqual([
      'Lihat Bukti',
      'Lihat Muatan',
      'Ubah Kuantitas Muatan',
      'Riwayat Perubahan Muatan',
    ]);
  });

  it('shows no actions at all for a row without a menu (a cancelled task)', () => {
    renderMenu([]);
    expect(screen.queryByRole('button', { name: 'Aksi DO-ANL-0007' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Keluarkan Pengiriman/ })).not.toBeInTheDocument();
  });

  it("shows the remove icon only when the menu has 'Keluarkan Pengiriman'", () => {
    const { unmount } = renderPage(
      <ActivityRowMenu activity={buildActivity({ menu: ['transfer'] })} orderCount={2} onChoose={vi.fn()} />,
      {
        user: buildUser('dispatcher'),
      },
    );
    expect(
      screen.queryByRole('button', { name: 'Keluarkan Pengiriman DO-ANL-0007' }),
    ).not.toBeInTheDocument();
    unmount();
    renderMenu(['transfer', 'remove']);
    expect(screen.getByRole('button', { name: 'Keluarkan Pengiriman DO-ANL-0007' })).toBeInTheDocument();
  });

  it("puts 'Selesaikan' beside the menu as the row's complete action", async () => {
    const onChoose = renderMenu(['complete', 'remove']);
    await userEvent.click(screen.getByRole('button', { name: 'Selesaikan' }));
    expect(onChoose).toHaveBeenCalledWith('complete');
  });

  it('reports the chosen entry', async () => {
    const onChoose = renderMenu(['transfer', 'remove', 'cancel']);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Batalkan' }));
    expect(onChoose).toHaveBeenCalledWith('cancel');
  });

  it("disables transfer and remove of the task's only order, saying why (minimum-one-delivery)", async () => {
    const onChoose = renderMenu(['transfer', 'remove'], 1);
    const remove = screen.getByRole('button', { name: 'Keluarkan Pengiriman DO-ANL-0007' });
    expect(remove).toBeDisabled();
    await userEvent.hover(remove.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Penugasan harus memiliki minimal satu pengiriman.',
    );
    await openMenu();
    const transfer = screen.getByRole('menuitem', { name: /Transfer Pengiriman/ });
    expect(transfer).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(transfer);
    expect(onChoose).not.toHaveBeenCalled();
  });
});
