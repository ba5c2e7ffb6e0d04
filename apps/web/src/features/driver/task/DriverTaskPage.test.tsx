import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, stubApi } from '../../../test/http';
import { buildTaskDetail, startedTask, TASK_ID, taskPath } from '../driver.factory';
import { freshIndexedDb, renderDriverPages } from '../test-driver-pages';

beforeEach(freshIndexedDb);
afterEach(() => {
  vi.unstubAllGlobals();
});

const PAGE = `/driver/task/${TASK_ID}`;

describe("the driver's task page", () => {
  it('offers Mulai Perjalanan on a scheduled task, asks first, then starts it; no activity can be completed yet', async () => {
    const { calls } = stubApi({
      [`GET ${taskPath()}`]: () => json({ data: buildTaskDetail() }),
      [`POST ${taskPath()}/transition`]: () => json({ data: startedTask() }),
    });
    renderDriverPages(PAGE);
    const start = await screen.findByRole('button', { name: 'Mulai Perjalanan' });
    expect(screen.queryByRole('button', { name: 'Selesaikan Perjalanan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Selesaikan' })).not.toBeInTheDocument();

    await userEvent.click(start);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mulai perjalanan FO-2611-0001 sekarang?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya' }));
    expect(await screen.findAllByRole('button', { name: 'Selesaikan' })).toHaveLength(2);
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `${taskPath()}/transition`,
      body: { status: 'STARTED' },
    });
    expect(screen.queryByRole('button', { name: 'Mulai Perjalanan' })).not.toBeInTheDocument();
  });

  it('shows the stops in order with address, contact, phone link and a Navigasi link to Google Maps', async () => {
    stubApi({ [`GET ${taskPath()}`]: () => json({ data: startedTask() }) });
    renderDriverPages(PAGE);
    const stops = await screen.findAllByRole('region', { name: /Gudang Sinar Jaya|Toko Maju/ });
    expect(stops.map((stop) => stop.getAttribute('aria-label'))).toEqual(['Gudang Sinar Jaya', 'Toko Maju']);
    const first = stops[0] as HTMLElement;
    expect(within(first).getByText('Jl. Contoh No. 1, Jakarta')).toBeInTheDocument();
    expect(within(first).getByText('Pak Rudi')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /\+6281234/ })).toHaveAttribute('href', 'tel:+6281234');
    const navigate = within(first).getByRole('link', { name: /Navigasi/ });
    expect(navigate).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=-6.2,106.8');
    expect(navigate).toHaveAttribute('target', '_blank');
    const pickup = within(first).getByRole('region', { name: 'Ambil DO-2611-0001' });
    expect(within(pickup).getByText(/PT Sinar Jaya/)).toBeInTheDocument();
    expect(within(pickup).getByText('Semen 50 kg: 100 sak')).toBeInTheDocument();
    expect(within(pickup).getByRole('button', { name: 'Selesaikan' })).toBeInTheDocument();
  });

  it('offers Selesaikan Perjalanan only when the server allows it', async () => {
    stubApi({ [`GET ${taskPath()}`]: () => json({ data: { ...startedTask(), can_end: true } }) });
    renderDriverPages(PAGE);
    expect(await screen.findByRole('button', { name: 'Selesaikan Perjalanan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mulai Perjalanan' })).not.toBeInTheDocument();
  });

  it('shows a completed activity as Selesai with its proof: receiver, note and photos', async () => {
    const proof = {
      id: 'proof-1',
      type: 'PICKUP',
      status: { raw_type: 'COMPLETED' },
      transit_leg: null,
      completed_on: '2026-11-27T09:10:00.000+07:00',
      contact_person_name: 'Ibu Sari',
      note: 'Dus penyok satu',
      completed_by: { id: 3, name: 'Budi' },
      point: { id: 'p', address: { id: 1, name: 'Gudang Sinar Jaya', city: 'Jakarta' } },
      delivery_order: { id: 'o', number: 'DO-2611-0001' },
      attachments: [
        {
          id: 'a1',
          type: 'photo',
          url: '/api/files/a1?sig=abc',
          content_type: 'image/jpeg',
          size_bytes: 1000,
          file_name: 'a.jpg',
          in_proof: true,
          created_on: '2026-11-27T09:09:00.000+07:00',
        },
      ],
    };
    stubApi({
      [`GET ${taskPath()}`]: () =>
        json({
          data: startedTask({
            pickup: { status: 'COMPLETED', completed_on: proof.completed_on, proof: proof as never },
          }),
        }),
    });
    renderDriverPages(PAGE);
    const pickup = await screen.findByRole('region', { name: 'Ambil DO-2611-0001' });
    expect(within(pickup).getByText('Selesai')).toBeInTheDocument();
    expect(within(pickup).getByText('27 Nov 2026 09:10')).toBeInTheDocument();
    expect(within(pickup).queryByRole('button', { name: 'Selesaikan' })).not.toBeInTheDocument();
    await userEvent.click(within(pickup).getByRole('button', { name: 'Lihat Bukti' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ibu Sari')).toBeInTheDocument();
    expect(within(dialog).getByText('Dus penyok satu')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Foto 1' })).toHaveAttribute(
      'src',
      '/api/files/a1?sig=abc',
    );
  });

  it('shows a clear not-found state for a task the server answers 404 for', async () => {
    stubApi({
      [`GET ${taskPath()}`]: () => errorBody(404, 'fleet-task/not-found', 'Penugasan tidak ditemukan'),
    });
    renderDriverPages(PAGE);
    expect(await screen.findByText('Tugas tidak ditemukan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kembali ke Tugas Saya' })).toBeInTheDocument();
  });
});
