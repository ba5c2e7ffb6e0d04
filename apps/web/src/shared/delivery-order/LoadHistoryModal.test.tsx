import type { HistoryLogRow } from '@armada/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOG_PATH,
  LONG_REASON,
  listAnswer,
  logRow,
  ORDER_ID,
  ORDER_NUMBER,
} from '../../test/activity.factory';
import { json, stubApi } from '../../test/http';
import { renderPage } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { LoadHistoryModal } from './LoadHistoryModal';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderModal(rows: HistoryLogRow[], at: string | null = null) {
  const api = stubApi({ [`GET ${LOG_PATH}`]: () => json(listAnswer(rows)) });
  renderPage(
    <LoadHistoryModal deliveryOrder={{ id: ORDER_ID, number: ORDER_NUMBER }} at={at} onClose={() => {}} />,
    { user: buildUser('admin') },
  );
  return api;
}

const queryOf = (path: string) => new URLSearchParams(path.slice(path.indexOf('?') + 1));

describe('LoadHistoryModal', () => {
  it("shows one change: title with the DO number, 'Diubah oleh', the badge and old/new with unit", async () => {
    renderModal([logRow()]);
    expect(await screen.findByText(`Perubahan Kuantitas Muatan #${ORDER_NUMBER}`)).toBeInTheDocument();
    expect(await screen.findByText('Diubah oleh Dewi Lestari pada 21 Nov 2026 10:05')).toBeInTheDocument();
    expect(screen.getByText('Ambil')).toHaveClass('ant-tag');
    expect(screen.getByText('10 Sak')).toBeInTheDocument();
    expect(screen.getByText('8 Sak')).toBeInTheDocument();
    expect(screen.getByText('5 Kaleng')).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: `Perubahan kuantitas muatan ${ORDER_NUMBER}` }),
    ).toBeInTheDocument();
  });

  it('asks for the latest change: page 1, limit 1, created_on desc, the two load events', async () => {
    const { calls } = renderModal([logRow()]);
    await screen.findByText('Semen Gresik 40 Kg');
    const query = queryOf(calls[0]?.path ?? '');
    expect(query.get('page')).toBe('1');
    expect(query.get('limit')).toBe('1');
    expect(query.get('sorts')).toBe('created_on desc');
    expect(query.getAll('filters')).toEqual([
      'event in FleetPlanning.DeliveryLoadUpdatedPicked,FleetPlanning.DeliveryLoadUpdatedDropped',
    ]);
  });

  it('narrows to the clicked event by its time', async () => {
    const { calls } = renderModal([logRow()], '2026-11-21T10:05:00.123+07:00');
    await screen.findByText('Semen Gresik 40 Kg');
    expect(
      queryOf(calls[0]?.path ?? '')
        .getAll('filters')
        .slice(1),
    ).toEqual([
      'created_on gte 2026-11-21T10:05:00.123+07:00',
      'created_on lte 2026-11-21T10:05:00.123999+07:00',
    ]);
  });

  it('cuts a reason over 60 characters and shows it whole in a tooltip', async () => {
    renderModal([logRow()]);
    const cut = await screen.findByText(`${LONG_REASON.slice(0, 60).trimEnd()}…`);
    expect(screen.queryByText(LONG_REASON)).not.toBeInTheDocument();
    // A reason of 60 characters or less is shown as it is, without a tooltip.
    expect(screen.getByText('Tambahan')).not.toHaveAttribute('tabindex');
    await userEvent.hover(cut);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_REASON);
  });

  it('searches the changes by product', async () => {
    renderModal([logRow()]);
    await screen.findByText('Semen Gresik 40 Kg');
    await userEvent.type(screen.getByLabelText('Cari perubahan muatan'), 'cat');
    expect(screen.queryByText('Semen Gresik 40 Kg')).not.toBeInTheDocument();
    expect(screen.getByText('Cat Tembok Putih')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Cari perubahan muatan'), 'xyz');
    expect(screen.getByText('Tidak ada perubahan yang cocok')).toBeInTheDocument();
  });

  it("shows 'Kirim' for a drop's change", async () => {
    renderModal([logRow({ event: 'FleetPlanning.DeliveryLoadUpdatedDropped' })]);
    expect(await screen.findByText('Kirim')).toHaveClass('ant-tag');
  });

  it('says so when the order has no change yet', async () => {
    renderModal([]);
    expect(await screen.findByText('Belum ada perubahan kuantitas muatan')).toBeInTheDocument();
  });
});
