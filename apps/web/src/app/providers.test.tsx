import { act, screen, within } from '@testing-library/react';
import { Table } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../platform/i18n';
import { renderPage } from '../test/render';
import { buildUser } from '../test/user.factory';

afterEach(async () => {
  await i18n.changeLanguage('id');
});

/** A table that sets no empty text of its own, as the task page's cards and lists did. */
const bareTable = (
  <Table
    aria-label="Tabel tanpa teks kosong"
    columns={[{ title: 'Nama', dataIndex: 'name', key: 'name' }]}
    dataSource={[]}
    pagination={false}
  />
);

describe('the empty text of the whole app', () => {
  it("says the lists' 'Belum ada data' where a table sets none, never antd's 'Tidak ada data'", async () => {
    renderPage(bareTable, { user: buildUser('dispatcher') });
    const table = await screen.findByRole('table', { name: 'Tabel tanpa teks kosong' });
    expect(within(table).getByText('Belum ada data')).toBeInTheDocument();
    // antd's image keeps its own title; the words shown are the description.
    expect(table.querySelector('.ant-empty-description')).toHaveTextContent(/^Belum ada data$/);
  });

  it("says 'No data yet' in English", async () => {
    renderPage(bareTable, { user: buildUser('dispatcher') });
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('No data yet')).toBeInTheDocument();
    expect(document.querySelector('.ant-empty-description')).toHaveTextContent(/^No data yet$/);
  });
});
