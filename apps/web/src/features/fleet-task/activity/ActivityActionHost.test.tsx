import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildActivity,
  buildLoad,
  buildPoint,
  buildProof,
  LOADS_PATH,
  listAnswer,
  ORDER_NUMBER,
  PROOF_PATH,
  startedTask,
} from '../../../test/activity.factory';
import { json, stubApi } from '../../../test/http';
import { renderPage } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { ActivityActionHost, type ActivityActionRequest } from './ActivityActionHost';

afterEach(() => {
  vi.unstubAllGlobals();
});

const completed = buildActivity({
  status: { raw_type: 'COMPLETED' },
  completed_on: '2026-11-21T09:10:00.000+07:00',
  contact_person_name: 'Rudi Hartono',
  menu: ['view-proof', 'view-load', 'adjust-load', 'load-history'],
});

function request(kind: ActivityActionRequest['kind'], activity = completed): ActivityActionRequest {
  return { kind, point: buildPoint(activity), activity };
}

function renderHost(action: ActivityActionRequest | null) {
  const api = stubApi({
    [`GET ${PROOF_PATH}`]: () => json({ data: [buildProof()] }),
    [`GET ${LOADS_PATH}`]: () =>
      json(
        listAnswer([buildLoad(1, { quantity_picked: 8, is_adjusted_picked: true, quantity_delivered: 8 })]),
      ),
    'GET /order/v1/delivery-order': () => json(listAnswer([])),
    'GET /fleet-planning/v1/fleet-task': () => json({ data: [] }),
  });
  const onClose = vi.fn();
  renderPage(<ActivityActionHost task={startedTask()} action={action} onClose={onClose} />, {
    user: buildUser('admin'),
  });
  return { ...api, onClose };
}

describe('ActivityActionHost', () => {
  it('shows nothing without an action', () => {
    const { calls } = renderHost(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['complete' as const, 'Selesaikan Pengambilan', buildActivity()],
    ['adjust-load' as const, 'Ubah Kuantitas Muatan', completed],
    ['load-history' as const, `Perubahan Kuantitas Muatan #${ORDER_NUMBER}`, completed],
    ['view-load' as const, `Lihat Muatan · ${ORDER_NUMBER}`, completed],
  ])("opens the '%s' action's modal", async (kind, title, activity) => {
    renderHost(request(kind, activity));
    expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it("shows the proof's details and photos, and turns into the load view with 'Lihat Muatan'", async () => {
    renderHost(request('view-proof'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Bukti Pengambilan ${ORDER_NUMBER}`)).toBeInTheDocument();
    expect(await within(dialog).findByText('Rudi Hartono')).toBeInTheDocument();
    expect(within(dialog).getByText('21 Nov 2026 09:10')).toBeInTheDocument();
    expect(within(dialog).getByText('Gudang Sinar Jaya, Bekasi')).toBeInTheDocument();
    expect(within(dialog).getByText('Budi Santoso')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Foto 1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Foto 2' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Lihat Muatan' }));
    expect(
      await screen.findByRole('table', { name: `Muatan pengiriman ${ORDER_NUMBER}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Diubah saat ambil')).toBeInTheDocument();
  });

  it("offers no 'Lihat Muatan' in the proof when the row's menu has no load view", async () => {
    renderHost(request('view-proof', { ...completed, menu: ['view-proof'] }));
    await screen.findByText('Rudi Hartono');
    expect(screen.queryByRole('button', { name: 'Lihat Muatan' })).not.toBeInTheDocument();
  });

  it('previews the photos with zoom limits, prev/next and a download named fotoN.jpg', async () => {
    renderHost(request('view-proof'));
    const first = await screen.findByRole('img', { name: 'Foto 1' });
    await userEvent.click(first);
    const download = await screen.findByRole('link', { name: 'Unduh foto' });
    expect(download).toHaveAttribute('download', 'foto1.jpg');
    expect(download.getAttribute('href')).toBe(buildProof().attachments[0]?.url);

    fireEvent.keyDown(window, { key: 'ArrowRight', keyCode: 39 });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Unduh foto' })).toHaveAttribute('download', 'foto2.jpg'),
    );

    // Zoom in stops at 1.5x and zoom out at 0.5x: their buttons are disabled there.
    const zoomIn = screen.getByRole('button', { name: 'Perbesar' });
    const zoomOut = screen.getByRole('button', { name: 'Perkecil' });
    // Clicked without hovering: jsdom never ends a tooltip's closing motion, which would keep it
    // ahead of the preview for Escape.
    fireEvent.click(zoomIn);
    await waitFor(() => expect(zoomIn).toBeDisabled());
    // 1.5x, 1x, 0.67x, then 0.5x: each step is taken from the scale the last one left.
    for (const _ of [1, 2, 3]) {
      fireEvent.click(zoomOut);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await waitFor(() => expect(zoomOut).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Putar ke kiri' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Putar ke kanan' })).toBeEnabled();

    fireEvent.keyDown(window, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Unduh foto' })).not.toBeInTheDocument());
  });
});
