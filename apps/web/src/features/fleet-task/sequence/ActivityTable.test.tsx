import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { buildActivity, buildPoint } from '../../../test/sequence.factory';
import { buildUser } from '../../../test/user.factory';
import { ActivityTable } from './ActivityTable';

const WIDE = window.innerWidth;

function renderTable(width: number) {
  window.innerWidth = width;
  const point = buildPoint({ activities: [buildActivity({ menu: ['complete', 'transfer', 'remove'] })] });
  return renderPage(
    <ActivityTable
      point={point}
      orderCount={2}
      columnKeys={['doNumber', 'activity', 'customer', 'weight', 'volume', 'actions']}
      timeZone="Asia/Jakarta"
      highlightedId={null}
      movePending={false}
      onMove={vi.fn()}
      onMenu={vi.fn()}
    />,
    { user: buildUser('dispatcher') },
  );
}

afterEach(() => {
  window.innerWidth = WIDE;
});

describe('ActivityTable (issue 26 item 1)', () => {
  it('pins the action column on the right of a wide table', () => {
    renderTable(1280);
    const header = screen.getByRole('columnheader', { name: 'Aksi' });
    expect(header.className).toContain('ant-table-cell-fix');
    expect(screen.getByRole('button', { name: 'Selesaikan' })).toBeInTheDocument();
  });

  it('shows each row as a card with its actions at phone width', () => {
    renderTable(390);
    expect(screen.queryByRole('columnheader', { name: 'Aksi' })).not.toBeInTheDocument();
    const [card] = screen.getAllByTestId('activity-card');
    expect(within(card as HTMLElement).getByText('DO-ANL-0007')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByRole('button', { name: 'Selesaikan' })).toBeInTheDocument();
    expect(
      within(card as HTMLElement).getByRole('button', { name: 'Keluarkan Pengiriman DO-ANL-0007' }),
    ).toBeInTheDocument();
  });
});
