import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { historyEvent } from '../../../test/fleet-task.factory';
import { json, stubApi } from '../../../test/http';
import { renderPage } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { TaskHistoryModal } from './TaskHistoryModal';

const TASK_ID = '7d0c5a52-3f5e-4c1a-9c55-0a1b2c3d4e5f';
const HISTORY_PATH = `/fleet-planning/v1/fleet-task/${TASK_ID}/history?type=basic`;

const EVENTS = [
  historyEvent({
    id: 'e2',
    event: 'FleetPlanning.FleetTaskStarted',
    title: 'Penugasan mulai dijalankan',
    created_on: '2026-11-20T11:00:00.000+07:00',
    description: 'Dijalankan otomatis oleh automasi perjalanan.',
    has_badge: true,
    badge_text: 'Otomatis',
    badge_variant: 'info',
    properties: [
      { key: 'Nomor Penugasan', value: 'FO-2611-00007', is_redirectable: false, redirect_url: null },
      { key: 'Status', value: 'Dijadwalkan → Perjalanan', is_redirectable: false, redirect_url: null },
    ],
  }),
  historyEvent({
    id: 'e1',
    event: 'FleetPlanning.DeliveryOrderAssigned',
    title: 'Pengiriman ditambahkan',
    created_on: '2026-11-19T15:00:00.000+07:00',
    properties: [
      {
        key: 'delivery_order_uuid',
        value: '5f1e2d3c-0000-4000-8000-00000000000a',
        is_redirectable: false,
        redirect_url: null,
      },
      {
        key: 'Nomor DO',
        value: 'DO-2611-00031',
        is_redirectable: true,
        redirect_url: '/delivery/5f1e2d3c-0000-4000-8000-00000000000a',
      },
      {
        key: 'Dipindahkan dari',
        value: 'FO-2611-00003',
        is_redirectable: true,
        redirect_url: '/fleet-task/11111111-0000-4000-8000-000000000003',
      },
    ],
  }),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TaskHistoryModal', () => {
  it("asks for the task's history when opened and shows its events", async () => {
    const { calls } = stubApi({ [`GET ${HISTORY_PATH}`]: () => json({ data: EVENTS }) });
    renderPage(<TaskHistoryModal taskId={TASK_ID} open onClose={() => {}} />, {
      user: buildUser('dispatcher'),
    });
    expect(await screen.findByText('Penugasan mulai dijalankan')).toBeInTheDocument();
    expect(screen.getByText('Riwayat Penugasan')).toBeInTheDocument();
    expect(screen.getByText('Otomatis')).toBeInTheDocument();
    expect(screen.getByText('20 Nov 2026')).toBeInTheDocument();
    expect(screen.queryByText('delivery_order_uuid')).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([HISTORY_PATH]);
  });

  it('does not ask while closed', () => {
    const { calls } = stubApi({});
    renderPage(<TaskHistoryModal taskId={TASK_ID} open={false} onClose={() => {}} />, {
      user: buildUser('dispatcher'),
    });
    expect(calls).toHaveLength(0);
  });

  it("puts 'Lihat Detail Penugasan' on links to tasks and names order links as such", async () => {
    stubApi({ [`GET ${HISTORY_PATH}`]: () => json({ data: EVENTS }) });
    renderPage(<TaskHistoryModal taskId={TASK_ID} open onClose={() => {}} />, {
      user: buildUser('dispatcher'),
    });
    await userEvent.hover(await screen.findByRole('link', { name: 'FO-2611-00003' }));
    expect(await screen.findByText('Lihat Detail Penugasan')).toBeInTheDocument();
    await userEvent.hover(screen.getByRole('link', { name: 'DO-2611-00031' }));
    expect(await screen.findByText('Lihat Detail Pengiriman')).toBeInTheDocument();
  });

  it('shows the server message when the history cannot be loaded', async () => {
    stubApi({
      [`GET ${HISTORY_PATH}`]: () => json({ code: 'not-found', message: 'Data tidak ditemukan.' }, 404),
    });
    renderPage(<TaskHistoryModal taskId={TASK_ID} open onClose={() => {}} />, {
      user: buildUser('dispatcher'),
    });
    expect(await screen.findByText('Data tidak ditemukan.')).toBeInTheDocument();
    expect(screen.getByText('Gagal memuat riwayat')).toBeInTheDocument();
  });
});
