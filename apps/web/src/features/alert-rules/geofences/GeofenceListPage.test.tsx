import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../../platform/session/token-storage';
import { type Call, graphqlAnswer, operationOf, stubFetch } from '../../../test/http';
import { renderPage } from '../../../test/render';
import { buildUser, withoutScope } from '../../../test/user.factory';
import { GeofenceListPage } from './GeofenceListPage';
import type { Geofence } from './types';

configure({ asyncUtilTimeout: 10_000 });
beforeEach(() => storeToken('token-admin'));
afterEach(() => vi.unstubAllGlobals());

const fence = (overrides: Partial<Geofence>): Geofence => ({
  geofenceId: 1,
  fenceName: 'Pool Cakung',
  type: 'CIRCLE',
  serviceLocType: 'GARAGE',
  address: null,
  center: { latitude: -6.18, longitude: 106.93 },
  radiusM: 1500,
  polygon: null,
  totalRules: 0,
  createdOn: '2026-11-20T08:00:00+07:00',
  updatedOn: '2026-11-21T09:30:00+07:00',
  ...overrides,
});
const FENCES = [
  fence({}),
  fence({
    geofenceId: 2,
    fenceName: 'Kawasan Pulogadung',
    type: 'POLYGON',
    serviceLocType: 'WAREHOUSE',
    center: null,
    radiusM: null,
    polygon: [
      { latitude: -6.19, longitude: 106.9 },
      { latitude: -6.19, longitude: 106.92 },
      { latitude: -6.21, longitude: 106.92 },
    ],
    totalRules: 2,
  }),
];

const variablesOf = (call: Call) => (call.body as { variables: Record<string, unknown> }).variables;

/** The list as the server pages it; a delete of a fence in `inUse` is refused as the server does. */
function stubList(inUse: number[] = []) {
  return stubFetch((call) => {
    const operation = operationOf(call);
    if (operation === 'GeofenceList') {
      const { page, show } = variablesOf(call).filter as { page: number; show: number };
      const data = FENCES.slice((page - 1) * show, page * show);
      return graphqlAnswer('geofences', {
        data,
        pagination: { page, show, total: FENCES.length, actualTotal: data.length },
      });
    }
    if (operation === 'DeleteGeofence') {
      const id = variablesOf(call).id as number;
      return inUse.includes(id)
        ? graphqlAnswer('deleteGeofence', null, {
            status: 409,
            errorCode: 'geofence/in-use',
            message: 'Geofence masih dipakai oleh aturan notifikasi aktif.',
          })
        : graphqlAnswer('deleteGeofence', { count: 1 });
    }
    return undefined;
  });
}
const deletes = (calls: Call[]) => calls.filter((call) => operationOf(call) === 'DeleteGeofence');

describe('geofence list', { timeout: 120_000 }, () => {
  it('shows each geofence with its place type, shape, rules and update time', async () => {
    stubList();
    renderPage(<GeofenceListPage />, { user: buildUser('admin') });
    const circle = await screen.findByRole('row', { name: /Pool Cakung/ });
    expect(circle).toHaveTextContent('Garasi');
    expect(circle).toHaveTextContent('Lingkaran, radius 1.500 m');
    expect(circle).toHaveTextContent('21 Nov 2026 09:30');
    const polygon = screen.getByRole('row', { name: /Kawasan Pulogadung/ });
    expect(polygon).toHaveTextContent('Gudang');
    expect(polygon).toHaveTextContent('Poligon, 3 titik');
    expect(within(polygon).getByRole('link', { name: 'Kawasan Pulogadung' })).toHaveAttribute(
      'href',
      '/notification/geofence/2',
    );
  });

  it('leads back to the notification rules it was opened from', async () => {
    stubList();
    const { router } = renderPage(<GeofenceListPage />, { user: buildUser('admin') });
    await screen.findByRole('row', { name: /Pool Cakung/ });
    await userEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(router.state.location.pathname).toBe('/notification/setting/');
  });

  it("asks before deleting, and keeps the server's refusal in the dialog when an active rule uses it", async () => {
    const calls = stubList([2]);
    renderPage(<GeofenceListPage />, { user: buildUser('admin') });
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus Kawasan Pulogadung' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Hapus geofence?');
    expect(dialog).toHaveTextContent('dipakai oleh 2 aturan');
    expect(deletes(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Geofence masih dipakai oleh aturan notifikasi aktif.',
    );
    expect(deletes(calls).map((call) => variablesOf(call).id)).toEqual([2]);
  });

  it('deletes a geofence no rule needs once confirmed', async () => {
    const calls = stubList();
    renderPage(<GeofenceListPage />, { user: buildUser('admin') });
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus Pool Cakung' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Geofence "Pool Cakung" dihapus')).toBeInTheDocument();
    expect(deletes(calls).map((call) => variablesOf(call).id)).toEqual([1]);
  });

  it('offers neither create nor delete without alert-rule:create and alert-rule:delete', async () => {
    stubList();
    const user = withoutScope(withoutScope(buildUser('admin'), 'alert-rule:create'), 'alert-rule:delete');
    renderPage(<GeofenceListPage />, { user });
    await screen.findByRole('row', { name: /Pool Cakung/ });
    expect(screen.queryByRole('button', { name: 'Tambah Geofence' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Hapus / })).toBeNull();
  });

  it('sends the search and the shape filter to the API', async () => {
    const calls = stubList();
    renderPage(<GeofenceListPage />, { user: buildUser('admin') });
    await screen.findByRole('row', { name: /Pool Cakung/ });
    await userEvent.type(screen.getByRole('searchbox'), 'Pool');
    await waitFor(() =>
      expect(
        calls.filter((call) => operationOf(call) === 'GeofenceList').map((call) => variablesOf(call).filter),
      ).toContainEqual({ page: 1, show: 10, search: 'Pool', type: null }),
    );
  });
});
