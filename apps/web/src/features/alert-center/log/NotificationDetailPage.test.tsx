import { alertDetailParam } from '@armada/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../../platform/session/token-storage';
import { type Call, graphqlAnswer, json, operationOf, stubFetch } from '../../../test/http';
import { buildRawAlert } from '../../../test/raw-alert.factory';
import { renderRoutes } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import type { LogAlert } from './log-api';
import { NotificationDetailPage } from './NotificationDetailPage';

// Two cores shared by several test runs: a first render can take seconds, not the default one.
configure({ asyncUtilTimeout: 10_000 });

const detailAlert = (overrides: Partial<LogAlert> = {}): LogAlert => ({
  ...buildRawAlert({ alertCode: 137, descriptionIdn: 'FO terlambat berangkat', licensePlate: 'B 7 DTL' }),
  alertFlag: 'FO_start',
  alertData: null,
  vehicleId: 7,
  latitude: -6.2,
  longitude: 106.85,
  foNumber: 'FO-2611-00007',
  foId: '11111111-2222-4333-8444-555555555555',
  formattedAlertData: 'Terlambat 20 menit',
  userLogs: [
    {
      date: '2026-11-26',
      logs: [
        {
          typeField: 'FalseAlert',
          data: 'Sensor rusak',
          note: null,
          createdOn: '2026-11-26T09:10:00.000+07:00',
          user: { fullname: 'Rina Operator' },
        },
      ],
    },
  ],
  ...overrides,
});

const variablesOf = (call: Call) => (call.body as { variables: Record<string, unknown> }).variables;

/** rawAlert answers `alert` for `param` (anything else is not found); actions are recorded. */
function stubDetail(param: string, alert: LogAlert) {
  let current = alert;
  return stubFetch((call) => {
    if (call.url.pathname !== '/api/graphql') return undefined;
    if (operationOf(call) === 'NotificationDetail')
      return variablesOf(call).param === param
        ? graphqlAnswer('rawAlert', current)
        : graphqlAnswer('rawAlert', null, {
            status: 404,
            errorCode: 'not-found',
            message: 'Data tidak ditemukan.',
          });
    if (operationOf(call) === 'UpsertRawAlertsAction') {
      const input = variablesOf(call).input as { actionType: string; revert?: boolean };
      if (input.actionType === 'Read') current = { ...current, isRead: true };
      if (input.actionType === 'Resolve') current = { ...current, isResolved: !input.revert };
      return graphqlAnswer('upsertRawAlertsAction', { count: 1, rawAlertIds: [alert.id] });
    }
    return undefined;
  });
}

const actionsOf = (calls: Call[]) =>
  calls
    .filter((call) => operationOf(call) === 'UpsertRawAlertsAction')
    .map((call) => variablesOf(call).input);

const render = (param: string) =>
  renderRoutes([{ path: '/notification/:param', element: <NotificationDetailPage /> }], {
    user: buildUser('admin'),
    path: `/notification/${encodeURIComponent(param)}`,
  });

describe('NotificationDetailPage', () => {
  beforeEach(() => storeToken('token-admin'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the alert by its id with its data, FO link and user logs, and sends one Read on opening', async () => {
    const alert = detailAlert();
    const calls = stubDetail(alert.id, alert);
    render(alert.id);
    expect(await screen.findByRole('heading', { name: 'FO terlambat berangkat' })).toBeVisible();
    expect(screen.getByText('Terlambat 20 menit')).toBeVisible();
    expect(screen.getByRole('link', { name: 'FO-2611-00007' })).toHaveAttribute(
      'href',
      '/fleet-task/11111111-2222-4333-8444-555555555555',
    );
    expect(screen.getByText('Sensor rusak')).toBeVisible();
    expect(screen.getByText(/Ditandai alarm palsu · Rina Operator/)).toBeVisible();
    expect(screen.getByRole('region', { name: /Peta lokasi notifikasi/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(actionsOf(calls)).toEqual([
        { actionType: 'Read', rawAlertId: [alert.id], selectionMode: 'Selection' },
      ]),
    );
    // The Read answer reloads the detail; opening sent one Read, not one per render.
    await screen.findByText('Dibaca');
    expect(actionsOf(calls)).toHaveLength(1);
  });

  it('resolves after Ya and then offers check again, which reverts the resolve', async () => {
    const alert = detailAlert({ isRead: true, userLogs: [] });
    const calls = stubDetail(alert.id, alert);
    const user = userEvent.setup();
    render(alert.id);
    await user.click(await screen.findByRole('button', { name: 'Selesaikan' }));
    await user.click(await screen.findByRole('button', { name: 'Ya' }));
    await screen.findByRole('button', { name: 'Periksa lagi' });
    expect(actionsOf(calls)).toEqual([
      { actionType: 'Resolve', rawAlertId: [alert.id], selectionMode: 'Selection' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Periksa lagi' }));
    // The first confirmation's popup may linger hidden; the new one is the last.
    await user.click((await screen.findAllByRole('button', { name: 'Ya' })).at(-1) as HTMLElement);
    await screen.findByRole('button', { name: 'Selesaikan' });
    expect(actionsOf(calls).at(-1)).toMatchObject({ actionType: 'Resolve', revert: true });
  }, 40_000);

  it('finds the alert by the composite of code, vehicle, time and flag', async () => {
    const alert = detailAlert({ isRead: true });
    const param = alertDetailParam({
      alertCode: 137,
      vehicleId: 7,
      createdOn: alert.createdOn,
      alertFlag: 'FO_start',
    });
    const calls = stubDetail(param, alert);
    render(param);
    expect(await screen.findByRole('heading', { name: 'FO terlambat berangkat' })).toBeVisible();
    expect(variablesOf(calls.find((call) => operationOf(call) === 'NotificationDetail') as Call)).toEqual({
      param,
    });
  });

  it("says not found when the server answers 404 (a missing or another company's alert)", async () => {
    stubDetail('00000000-0000-4000-8000-000000000000', detailAlert());
    render('0b9f6c1e-7a45-4c2e-9a51-2f0f1d3c4b5a');
    expect(await screen.findByText('Notifikasi tidak ditemukan')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Kembali ke log notifikasi' })).toBeVisible();
  });

  it('says not found for an address that names no alert, without asking the server', async () => {
    const calls = stubDetail('x', detailAlert());
    render('bukan-notifikasi');
    expect(await screen.findByText('Notifikasi tidak ditemukan')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('offers a retry when the detail fails to load', async () => {
    stubFetch((call) =>
      call.url.pathname === '/api/graphql'
        ? json({ code: 'internal', message: 'Server sibuk' }, 503)
        : undefined,
    );
    render('0b9f6c1e-7a45-4c2e-9a51-2f0f1d3c4b5a');
    expect(await screen.findByText('Detail notifikasi gagal dimuat')).toBeVisible();
    expect(screen.getByRole('button', { name: /Coba lagi/ })).toBeVisible();
  });
});
