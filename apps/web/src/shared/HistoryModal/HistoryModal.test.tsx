import type { HistoryEvent } from '@armada/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { formatPropertyValue, HistoryModal, type HistoryModalProps } from '.';

const NOW = new Date('2026-11-21T10:00:00+07:00');
const ZONE = 'Asia/Jakarta';

function event(overrides: Partial<HistoryEvent>): HistoryEvent {
  return {
    id: overrides.title ?? 'event',
    event: 'FleetPlanning.FleetTaskScheduled',
    created_on: '2026-11-21T09:15:00.000+07:00',
    title: 'Penugasan dijadwalkan',
    description: null,
    has_badge: false,
    badge_text: null,
    badge_variant: null,
    badge_icon: null,
    clickable: false,
    clickable_title: null,
    properties: [],
    ...overrides,
  };
}

const EVENTS: HistoryEvent[] = [
  event({
    title: 'Penugasan mulai dijalankan',
    created_on: '2026-11-21T09:15:00.000+07:00',
    description: 'Dijalankan otomatis oleh automasi perjalanan.',
    has_badge: true,
    badge_text: 'Otomatis',
    badge_variant: 'info',
    properties: [
      {
        key: 'Waktu Berangkat',
        value: '2026-11-21T02:10:00.000Z',
        is_redirectable: false,
        redirect_url: null,
      },
      { key: 'Nomor Penugasan', value: '20261121', is_redirectable: false, redirect_url: null },
    ],
  }),
  event({
    title: 'Pengiriman ditambahkan',
    created_on: '2026-11-20T16:40:00.000+07:00',
    properties: [
      { key: 'delivery_order_uuid', value: '1b9d…', is_redirectable: false, redirect_url: null },
      {
        key: 'Nomor Penugasan',
        value: 'FO-2611-00002',
        is_redirectable: true,
        redirect_url: '/fleet-task/6b7f4c1e-0000-4000-8000-000000000002',
      },
      { key: 'Diubah oleh', value: 'Dewi Lestari', is_redirectable: false, redirect_url: null },
    ],
  }),
  event({
    title: 'Kuantitas muatan diubah',
    created_on: '2026-11-20T08:05:00.000+07:00',
    clickable: true,
    clickable_title: 'Lihat Perubahan',
  }),
];

function renderModal(props: Partial<HistoryModalProps> = {}) {
  const onClose = vi.fn();
  const result = renderRoutes(
    [
      {
        path: '/here',
        element: (
          <HistoryModal
            open
            title="Riwayat Penugasan"
            onClose={onClose}
            events={EVENTS}
            timeZone={ZONE}
            now={NOW}
            hiddenPropertyKeys={['delivery_order_uuid']}
            {...props}
          />
        ),
      },
      { path: '/fleet-task/:id', element: <p>Halaman penugasan</p> },
    ],
    { user: buildUser('dispatcher'), path: '/here' },
  );
  return { ...result, onClose };
}

describe('HistoryModal', () => {
  it("groups events by day with 'Hari Ini' for today and DD MMM YYYY before", () => {
    renderModal();
    const today = screen.getByRole('region', { name: 'Hari Ini' });
    const yesterday = screen.getByRole('region', { name: '20 Nov 2026' });
    expect(within(today).getAllByTestId('history-event')).toHaveLength(1);
    expect(within(yesterday).getAllByTestId('history-event')).toHaveLength(2);
  });

  it('shows each event with its time, title, badge and description', () => {
    renderModal();
    const [started] = screen.getAllByTestId('history-event');
    expect(started).toHaveTextContent('09:15');
    expect(within(started as HTMLElement).getByText('Penugasan mulai dijalankan')).toBeInTheDocument();
    expect(within(started as HTMLElement).getByText('Otomatis')).toHaveClass('ant-tag');
    expect(started).toHaveTextContent('Dijalankan otomatis oleh automasi perjalanan.');
  });

  it('formats ISO date values as DD MMM YYYY HH:mm in the company zone, but not integers', () => {
    renderModal();
    const [started] = screen.getAllByTestId('history-event');
    expect(started).toHaveTextContent('21 Nov 2026 09:10');
    expect(started).toHaveTextContent('20261121');
    expect(formatPropertyValue('2026-11-21', ZONE, 'id')).toBe('21 Nov 2026 00:00');
    expect(formatPropertyValue('12345', ZONE, 'id')).toBe('12345');
    expect(formatPropertyValue('B 1234 CD', ZONE, 'id')).toBe('B 1234 CD');
  });

  it("links a property to its page with the tooltip 'Lihat Detail Penugasan'", async () => {
    const { router } = renderModal();
    const link = screen.getByRole('link', { name: 'FO-2611-00002' });
    await userEvent.hover(link);
    expect(await screen.findByText('Lihat Detail Penugasan')).toBeInTheDocument();
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/fleet-task/6b7f4c1e-0000-4000-8000-000000000002');
  });

  it('hides the machine keys it is told to hide', () => {
    renderModal();
    expect(screen.queryByText('delivery_order_uuid')).not.toBeInTheDocument();
    expect(screen.getByText('Diubah oleh')).toBeInTheDocument();
    expect(screen.getByText('Dewi Lestari')).toBeInTheDocument();
  });

  it('offers the link of a clickable event and reports the click', async () => {
    const onItemClick = vi.fn();
    renderModal({ onItemClick });
    await userEvent.click(screen.getByRole('button', { name: 'Lihat Perubahan' }));
    expect(onItemClick).toHaveBeenCalledWith(expect.objectContaining({ title: 'Kuantitas muatan diubah' }));
  });

  it('shows no link for a clickable event when nobody listens', () => {
    renderModal();
    expect(screen.queryByRole('button', { name: 'Lihat Perubahan' })).not.toBeInTheDocument();
  });

  it('has no footer and closes from its close button', async () => {
    const { onClose } = renderModal();
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('.ant-modal-footer')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /close|tutup/i }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a skeleton while loading', () => {
    renderModal({ events: undefined, loading: true });
    expect(screen.getByRole('dialog').querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.queryAllByTestId('history-event')).toHaveLength(0);
  });

  it('says when there is no history yet', () => {
    renderModal({ events: [] });
    expect(screen.getByText('Belum ada riwayat')).toBeInTheDocument();
  });

  it('shows the load error with its message and retries on demand', async () => {
    const onRetry = vi.fn();
    renderModal({ events: undefined, error: { message: 'Data tidak ditemukan.' }, onRetry });
    expect(screen.getByText('Gagal memuat riwayat')).toBeInTheDocument();
    expect(screen.getByText('Data tidak ditemukan.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Coba lagi/ }));
    expect(onRetry).toHaveBeenCalled();
  });
});
