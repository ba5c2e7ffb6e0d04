import { INPUT_DEBOUNCE_MS } from '@armada/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../platform/api/client';
import type { ListAnswer } from '../../platform/api/services';
import { renderRoutes } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { LanguageSwitch } from '../LanguageSwitch';
import { BulkDeleteButton, ListTable, type ListTableColumn, toApiQuery, useUrlListState } from '.';

interface Item {
  id: string;
  name: string;
  created_on: string;
}

const ITEMS: Item[] = Array.from({ length: 42 }, (_, index) => ({
  id: `item-${index + 1}`,
  name: `Barang ${String(index + 1).padStart(2, '0')}`,
  created_on: `2026-11-${String((index % 28) + 1).padStart(2, '0')}T08:00:00.000+07:00`,
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers like the server's list engine: search on name, one sort, limit and page. */
function answerList(url: URL, items: Item[]): ListAnswer<Item> {
  const limit = Number(url.searchParams.get('limit'));
  const page = Number(url.searchParams.get('page'));
  const search = url.searchParams.get('search')?.toLowerCase() ?? '';
  const [sortField, direction] = (url.searchParams.get('sorts') ?? 'name asc').split(' ') as [
    keyof Item,
    string,
  ];
  const matching = items
    .filter((item) => item.name.toLowerCase().includes(search))
    .sort((a, b) => a[sortField].localeCompare(b[sortField]) * (direction === 'desc' ? -1 : 1));
  const rows = matching.slice((page - 1) * limit, page * limit);
  return {
    data: { paginated_result: rows, ids: rows.map((row) => row.id) },
    metadata: { page, limit, total_count: matching.length },
  };
}

interface Call {
  url: URL;
  at: number;
  body: unknown;
}

let calls: Call[];
let items: Item[];
let deleteAnswer: () => Response;

const listCalls = () => calls.filter((call) => call.url.pathname === '/api/test/item');
const lastListQuery = () => listCalls().at(-1)?.url.searchParams;

beforeEach(() => {
  calls = [];
  items = ITEMS;
  deleteAnswer = () => json({ data: { deleted: 1 } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, at: Date.now(), body });
      if (url.pathname === '/api/test/item/delete') return deleteAnswer();
      return json(answerList(url, items));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const columns: ListTableColumn<Item>[] = [
  { key: 'name', title: 'Nama', dataIndex: 'name', sortKey: 'name' },
  { key: 'created', title: 'Dibuat', dataIndex: 'created_on', sortKey: 'created_on' },
];

function TestList() {
  const [state, setState] = useUrlListState();
  const query = toApiQuery(state);
  const list = useQuery({
    queryKey: ['test-items', query],
    queryFn: ({ signal }) => apiRequest<ListAnswer<Item>>(`/test/item?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <ListTable<Item>
      caption="Daftar barang"
      columns={columns}
      rowKey={(row) => row.id}
      page={list.data && { rows: list.data.data.paginated_result, total: list.data.metadata.total_count }}
      loading={list.isFetching}
      error={list.error}
      onRetry={() => void list.refetch()}
      state={state}
      onStateChange={setState}
      defaultSort={{ field: 'name', direction: 'asc' }}
      actions={<button type="button">Tambah</button>}
      filters={<p>Filter barang</p>}
      selection={{
        rowLabel: (row) => row.name,
        actions: ({ keys, clear }) => (
          <BulkDeleteButton
            count={keys.length}
            onConfirm={() => apiRequest('/test/item/delete', { method: 'POST', body: { ids: keys } })}
            onDeleted={() => {
              clear();
              void list.refetch();
            }}
          />
        ),
      }}
    />
  );
}

function renderList(path = '/items') {
  return renderRoutes(
    [
      {
        path: '/items',
        element: (
          <>
            <LanguageSwitch />
            <TestList />
          </>
        ),
      },
    ],
    { user: buildUser('admin'), path },
  );
}

const table = () => screen.getByRole('table', { name: 'Daftar barang' });
/**
 * antd names every element 'test-id' under test, so a dialog's aria-labelledby may point at another
 * element: the dialog is found by role and its title checked by text.
 */
async function findDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}

const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('ListTable', () => {
  it("shows 10 rows by default with 'x - y dari total' and pages through the list", async () => {
    const { router } = renderList();
    expect(await screen.findByText('1 - 10 dari 42')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(lastListQuery()?.get('limit')).toBe('10');
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('11 - 20 dari 42')).toBeInTheDocument();
    expect(within(table()).getByText('Barang 11')).toBeInTheDocument();
    expect(lastListQuery()?.get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('offers the page sizes 10, 25, 50 and 100 and goes back to page 1 on a new size', async () => {
    const { router } = renderList('/items?page=3');
    expect(await screen.findByText('21 - 30 dari 42')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /halaman/i }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '10 / halaman',
      '25 / halaman',
      '50 / halaman',
      '100 / halaman',
    ]);
    await userEvent.click(screen.getByTitle('25 / halaman'));
    expect(await screen.findByText('1 - 25 dari 42')).toBeInTheDocument();
    expect(lastListQuery()?.get('limit')).toBe('25');
    expect(lastListQuery()?.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?limit=25');
  });

  it('searches 500 ms after the last key, not on each key, and starts again on page 1', async () => {
    const { router } = renderList('/items?page=2');
    await screen.findByText('11 - 20 dari 42');
    const before = listCalls().length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari' }), 'barang 4');
    const typedAt = Date.now();
    expect(listCalls()).toHaveLength(before);
    await waitFor(() => expect(lastListQuery()?.get('search')).toBe('barang 4'), { timeout: 2000 });
    const searches = listCalls().slice(before);
    expect(searches).toHaveLength(1);
    expect(searches[0]!.at - typedAt).toBeGreaterThanOrEqual(450);
    expect(lastListQuery()?.get('page')).toBe('1');
    expect(await screen.findByText('1 - 3 dari 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=barang+4');
  });

  it("does not take the user back to the list when a row's page is still loading as the pause ends", async () => {
    const { router } = renderRoutes(
      [
        {
          path: '/items',
          element: (
            <>
              <Link to="/items/7">Barang 7</Link>
              <TestList />
            </>
          ),
        },
        // A page whose code arrives after the search's pause, as a lazy route's chunk can.
        {
          path: '/items/7',
          lazy: () =>
            new Promise((resolve) =>
              setTimeout(() => resolve({ element: <h1>Barang 7</h1> }), INPUT_DEBOUNCE_MS + 700),
            ),
        },
      ],
      { user: buildUser('admin'), path: '/items' },
    );
    await screen.findByText('1 - 10 dari 42');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari' }), 'barang 7');
    await userEvent.click(screen.getByRole('link', { name: 'Barang 7' }));
    expect(await screen.findByRole('heading', { name: 'Barang 7' }, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/items/7');
  });

  it("does not take the user back to the list when a row's lazy page is still fetching its code as the pause ends", async () => {
    // The app's pages are React.lazy components: the router has moved at once, and the list stays on
    // screen (the navigation is a transition) until the page's code arrives after the pause.
    const RowPage = lazy(
      () =>
        new Promise<{ default: () => ReactNode }>((resolve) =>
          setTimeout(() => resolve({ default: () => <h1>Barang 7</h1> }), INPUT_DEBOUNCE_MS + 700),
        ),
    );
    const { router } = renderRoutes(
      [
        {
          element: (
            <Suspense fallback={<p>Memuat</p>}>
              <Outlet />
            </Suspense>
          ),
          children: [
            {
              path: '/items',
              element: (
                <>
                  <Link to="/items/7">Barang 7</Link>
                  <TestList />
                </>
              ),
            },
            { path: '/items/7', element: <RowPage /> },
          ],
        },
      ],
      { user: buildUser('admin'), path: '/items' },
    );
    await screen.findByText('1 - 10 dari 42');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari' }), 'barang 7');
    await userEvent.click(screen.getByRole('link', { name: 'Barang 7' }));
    expect(await screen.findByRole('heading', { name: 'Barang 7' }, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/items/7');
  });

  it('restores page, size, search and sort from the URL and shows them', async () => {
    renderList('/items?page=2&limit=25&search=barang&sorts=created_on+desc');
    expect(await screen.findByText('26 - 42 dari 42')).toBeInTheDocument();
    const query = lastListQuery()!;
    expect(query.get('page')).toBe('2');
    expect(query.get('limit')).toBe('25');
    expect(query.get('search')).toBe('barang');
    expect(query.getAll('sorts')).toEqual(['created_on desc']);
    expect(screen.getByRole('searchbox', { name: 'Cari' })).toHaveValue('barang');
    expect(screen.getByRole('columnheader', { name: /Dibuat/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts by the clicked column, ascending then descending, and sends no sorts when none is chosen', async () => {
    renderList();
    await screen.findByText('1 - 10 dari 42');
    expect(lastListQuery()?.has('sorts')).toBe(false);
    // The server's default order shows on its column without being sent.
    expect(screen.getByRole('columnheader', { name: /Nama/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('columnheader', { name: /Dibuat/ }));
    await waitFor(() => expect(lastListQuery()?.getAll('sorts')).toEqual(['created_on asc']));
    await userEvent.click(screen.getByRole('columnheader', { name: /Dibuat/ }));
    await waitFor(() => expect(lastListQuery()?.getAll('sorts')).toEqual(['created_on desc']));
    expect(screen.getByRole('columnheader', { name: /Dibuat/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('selects every row of the page with select-all and deletes them after the confirmation', async () => {
    renderList();
    await screen.findByText('1 - 10 dari 42');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih semua baris di halaman ini' }));
    expect(screen.getByRole('status')).toHaveTextContent('10 dipilih');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih Barang 02' }));
    expect(screen.getByRole('status')).toHaveTextContent('9 dipilih');
    await userEvent.click(screen.getByRole('button', { name: /Hapus \(9\)/ }));
    const dialog = await findDialog('Hapus Data');
    expect(dialog).toHaveTextContent('Hapus 9 data yang dipilih?');
    expect(calls.some((call) => call.url.pathname === '/api/test/item/delete')).toBe(false);
    items = ITEMS.slice(10);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    const deleted = calls.find((call) => call.url.pathname === '/api/test/item/delete');
    const ids = (deleted?.body as { ids: string[] } | undefined)?.ids;
    expect(ids).toHaveLength(9);
    expect(ids).not.toContain('item-2');
    expect(await screen.findByText('1 - 10 dari 32')).toBeInTheDocument();
    expect(screen.queryByTestId('list-selection')).not.toBeInTheDocument();
  });

  it("keeps the confirmation open with the server's message when the delete is refused", async () => {
    deleteAnswer = () =>
      json(
        {
          code: 'failed-to-bulk-delete',
          message: 'Gagal menghapus. Hanya penugasan berstatus Draf yang dapat dihapus.',
        },
        400,
      );
    renderList();
    await screen.findByText('1 - 10 dari 42');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih Barang 01' }));
    await userEvent.click(screen.getByRole('button', { name: /Hapus \(1\)/ }));
    const dialog = await findDialog('Hapus Data');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Gagal menghapus. Hanya penugasan berstatus Draf yang dapat dihapus.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 dipilih');
  });

  it('drops the selection when a new search shows other rows', async () => {
    renderList();
    await screen.findByText('1 - 10 dari 42');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih Barang 01' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 dipilih');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari' }), 'Barang 3{Enter}');
    expect(await screen.findByText('1 - 10 dari 10')).toBeInTheDocument();
    expect(screen.queryByTestId('list-selection')).not.toBeInTheDocument();
  });

  it('tells an empty list from a search without results', async () => {
    items = [];
    renderList();
    expect(await screen.findByText('Belum ada data')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari' }), 'apa saja{Enter}');
    expect(
      await screen.findByText('Tidak ada data yang cocok dengan pencarian atau filter'),
    ).toBeInTheDocument();
  });

  it('shows a skeleton until the first page arrives', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        await answered;
        return json(answerList(new URL(String(input), 'http://localhost'), ITEMS));
      }),
    );
    const { container } = renderList();
    await waitFor(() => expect(container.querySelector('.ant-skeleton')).toBeInTheDocument());
    expect(screen.queryByText('Belum ada data')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('1 - 10 dari 42')).toBeInTheDocument();
    expect(container.querySelector('.ant-skeleton')).not.toBeInTheDocument();
  });

  it('goes to the last page when the page in the URL lies past the end', async () => {
    const { router } = renderList('/items?page=9');
    expect(await screen.findByText('41 - 42 dari 42')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=5');
  });

  it('shows the error with a retry that loads the list again', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (fail)
          return json({ code: 'service-unavailable', message: 'Layanan sedang tidak tersedia.' }, 503);
        return json(answerList(new URL(String(input), 'http://localhost'), ITEMS));
      }),
    );
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat data');
    expect(alert).toHaveTextContent('Layanan sedang tidak tersedia.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: /Coba lagi/ }));
    expect(await screen.findByText('1 - 10 dari 42')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the filters closed on a phone until the filter button opens them, with the count of filters set', async () => {
    window.innerWidth = 390;
    renderList();
    await screen.findByText('1 - 10 dari 42');
    expect(screen.queryByText('Filter barang')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Filter (0 aktif)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByText('Filter barang')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the filters on a phone when the URL already sets one', async () => {
    window.innerWidth = 390;
    renderList('/items?filters=created_on+gte+2026-11-01&filters=created_on+lte+2026-11-02');
    await screen.findByText('1 - 10 dari 42');
    expect(screen.getByText('Filter barang')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter (1 aktif)' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("reads 'x - y of total' in English", async () => {
    renderList();
    await screen.findByText('1 - 10 dari 42');
    await userEvent.click(screen.getByTestId('language-switch'));
    expect(await screen.findByText('1 - 10 of 42')).toBeInTheDocument();
  });
});
