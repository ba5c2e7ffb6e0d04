import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../../platform/session/token-storage';
import { buildAlertRule, graphqlAnswer, graphqlRefusal } from '../../../test/alert-rule.factory';
import { type Call, json, operationOf, stubFetch } from '../../../test/http';
import { renderPage } from '../../../test/render';
import { buildUser, withoutScope } from '../../../test/user.factory';
import { RuleListPage } from './RuleListPage';
import type { AlertRule } from './rule-types';

// Two cores shared by several test runs: a first render can take seconds, not the default one.
configure({ asyncUtilTimeout: 20_000 });

const variablesOf = (call: Call) => (call.body as { variables: Record<string, unknown> }).variables;

const TOL = buildAlertRule();
const MALAM = buildAlertRule({
  alertRuleId: 12,
  label: 'Parkir malam',
  alertCode: 14,
  alertUrgencyType: 'IMPORTANT',
  coversAllVehicles: false,
  totalVehicles: 3,
  totalVgroups: 1,
  totalUsers: 2,
  hasInaccessibleVehicle: true,
  alert: {
    alertCode: 14,
    descriptionIdn: 'Parkir terlalu lama',
    descriptionEng: 'Parked too long',
    iconUrl: '/api/alert-center/v1/alert-code/14/icon.svg',
    alertCategories: [{ alertCategoryId: 4 }],
  },
});

interface Answers {
  bulk?: (call: Call) => Response;
  remove?: (call: Call) => Response;
}

function serve(rows: AlertRule[], answers: Answers = {}) {
  return stubFetch((call) => {
    if (call.url.pathname !== '/api/graphql') return undefined;
    const operation = operationOf(call);
    if (operation === 'AlertRules') {
      return json(
        graphqlAnswer('alertRules', {
          data: rows,
          pagination: { page: 1, show: 10, total: rows.length, actualTotal: rows.length },
        }),
      );
    }
    if (operation === 'UpdateAlertRules') return answers.bulk?.(call);
    if (operation === 'DeleteAlertRules') return answers.remove?.(call);
    return undefined;
  });
}

const renderList = (path = '/notification/setting/', user = buildUser('admin')) =>
  renderPage(<RuleListPage />, { user, path });

async function selectAll() {
  const table = await screen.findByRole('table', { name: 'Daftar aturan notifikasi' });
  await userEvent.click(within(table).getAllByRole('checkbox')[0] as HTMLElement);
}

// Each test clicks through antd's selects and modals: seconds apiece on a shared, loaded machine.
describe('Setting Notification List', { timeout: 60_000 }, () => {
  beforeEach(() => storeToken('token-admin'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows each rule with its alert, urgency, vehicles, users and a mark for what the reader cannot see', async () => {
    serve([TOL, MALAM]);
    renderList();
    const row = (await screen.findByRole('link', { name: 'Ubah aturan Parkir malam' })).closest('tr');
    const cells = within(row as HTMLElement);
    expect(cells.getByText('14 · Parkir terlalu lama')).toBeInTheDocument();
    expect(cells.getByText('Penting')).toBeInTheDocument();
    expect(cells.getByText('3 kendaraan · 1 grup')).toBeInTheDocument();
    expect(cells.getByText('2 pengguna')).toBeInTheDocument();
    expect(
      cells.getByRole('img', { name: 'Aturan ini memuat kendaraan yang tidak dapat Anda lihat' }),
    ).toBeInTheDocument();
    const tol = screen.getByRole('link', { name: 'Ubah aturan Kecepatan tol' }).closest('tr') as HTMLElement;
    expect(within(tol).getByText('Semua kendaraan')).toBeInTheDocument();
    expect(within(tol).getByText('Mendesak')).toBeInTheDocument();
    expect(within(tol).queryByRole('img', { name: /tidak dapat Anda lihat/ })).toBeNull();
  });

  it('asks the API for the codes of the chosen category, the urgency and the active state', async () => {
    const calls = serve([]);
    renderList(
      `/notification/setting/?filters=${encodeURIComponent('category eq 5')}&filters=${encodeURIComponent(
        'urgency eq URGENT',
      )}&filters=${encodeURIComponent('is_active eq false')}&search=solar`,
    );
    expect(
      await screen.findByText('Tidak ada data yang cocok dengan pencarian atau filter'),
    ).toBeInTheDocument();
    const list = calls.find((call) => operationOf(call) === 'AlertRules');
    expect(variablesOf(list as Call).filter).toEqual({
      orderBy: 'createdOn desc',
      search: 'solar',
      alertCodes: [15, 16],
      alertUrgencyType: 'URGENT',
      isActive: false,
      page: 1,
      show: 10,
    });
  });

  it('deactivates the selected rules after a confirmation and says how many the server changed', async () => {
    const calls = serve([TOL, MALAM], {
      bulk: () => json(graphqlAnswer('updateAlertRules', { count: 2 })),
    });
    renderList();
    await selectAll();
    await userEvent.click(screen.getByRole('button', { name: /Nonaktifkan/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Nonaktifkan 2 aturan yang dipilih?');
    expect(calls.some((call) => operationOf(call) === 'UpdateAlertRules')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    expect(await screen.findByText('2 aturan dinonaktifkan')).toBeInTheDocument();
    const bulk = calls.find((call) => operationOf(call) === 'UpdateAlertRules');
    expect(variablesOf(bulk as Call)).toEqual({ ids: [11, 12], input: { isActive: false } });
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const calls = serve([TOL, MALAM]);
    renderList();
    await selectAll();
    await userEvent.click(screen.getByRole('button', { name: /Aktifkan/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => operationOf(call) === 'UpdateAlertRules')).toBe(false);
  });

  it("deletes the selected rules after the shared delete confirmation, with the server's count", async () => {
    const calls = serve([TOL, MALAM], {
      remove: () => json(graphqlAnswer('deleteAlertRules', { count: 2 })),
    });
    renderList();
    await selectAll();
    await userEvent.click(screen.getByRole('button', { name: /Hapus/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Hapus 2 aturan yang dipilih?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('2 aturan dihapus')).toBeInTheDocument();
    const remove = calls.find((call) => operationOf(call) === 'DeleteAlertRules');
    expect(variablesOf(remove as Call)).toEqual({ ids: [11, 12] });
  });

  it('turns the inline switch back and says why when the server refuses', async () => {
    serve([TOL], {
      bulk: () => json(graphqlRefusal('updateAlertRules', 404, 'not-found', 'Data tidak ditemukan.')),
    });
    renderList();
    const toggle = await screen.findByRole('switch', { name: 'Aktifkan aturan Kecepatan tol' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(
      await screen.findByText('Gagal mengubah status aturan: Data tidak ditemukan.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Aktifkan aturan Kecepatan tol' })).toBeChecked(),
    );
  });

  it('offers neither switch, selection nor create button to a reader without write scopes', async () => {
    serve([TOL]);
    let user = buildUser('admin');
    for (const scope of ['alert-rule:update', 'alert-rule:delete', 'alert-rule:create'])
      user = withoutScope(user, scope);
    renderList('/notification/setting/', user);
    expect(await screen.findByRole('switch', { name: 'Aktifkan aturan Kecepatan tol' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Tambah Aturan' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Daftar aturan notifikasi' });
    expect(within(table).queryByRole('checkbox')).toBeNull();
  });
});
