import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../../platform/session/token-storage';
import { buildAlertRule, graphqlAnswer, graphqlRefusal } from '../../../test/alert-rule.factory';
import { type Call, json, operationOf, stubFetch } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { RuleCreatePage, RuleEditPage } from './RuleFormPage';
import type { AlertRule } from './rule-types';

configure({ asyncUtilTimeout: 20_000 });

const inputOf = (call: Call) =>
  (call.body as { variables: { input: Record<string, unknown> } }).variables.input;
const saves = (calls: Call[]) =>
  calls.filter((call) => ['CreateAlertRule', 'UpdateAlertRule'].includes(operationOf(call) ?? ''));

interface Answers {
  rule?: AlertRule;
  save?: (call: Call) => Response;
}

function serve(answers: Answers = {}) {
  return stubFetch((call) => {
    if (call.url.pathname !== '/api/graphql') return undefined;
    const operation = operationOf(call);
    if (operation === 'AlertRule') return json(graphqlAnswer('alertRule', answers.rule));
    if (operation === 'CreateAlertRule' || operation === 'UpdateAlertRule') return answers.save?.(call);
    if (operation === 'RuleGeofences') {
      return json(
        graphqlAnswer('geofences', {
          data: [{ geofenceId: 5, fenceName: 'Gudang Cikarang', type: 'POLYGON' }],
          pagination: { total: 1 },
        }),
      );
    }
    return undefined;
  });
}

function renderForm(path: string) {
  return renderRoutes(
    [
      { path: '/notification/setting/', element: <p>Daftar aturan</p> },
      { path: '/notification/setting/new', element: <RuleCreatePage /> },
      { path: '/notification/setting/:id', element: <RuleEditPage /> },
    ],
    { user: buildUser('admin'), path },
  );
}

/** Picks in the dropdown opened last (an earlier one may still be closing with the same options). */
async function pickOption(title: string) {
  const option = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].at(-1);
    return within(open as HTMLElement).getByTitle(title);
  });
  await userEvent.click(option);
}

async function chooseCode(search: string, title: string) {
  await userEvent.type(screen.getByLabelText('Jenis Notifikasi'), search);
  await pickOption(title);
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Simpan' }));

// Each test clicks through antd's selects and modals: seconds apiece on a shared, loaded machine.
describe('alert rule form', { timeout: 60_000 }, () => {
  beforeEach(() => storeToken('token-admin'));
  afterEach(() => vi.unstubAllGlobals());

  it("shows only the thresholds the chosen code takes, with the code's defaults and units", async () => {
    serve();
    renderForm('/notification/setting/new');
    await chooseCode('kecepatan', '8 · Kecepatan berlebih');
    expect(screen.getByLabelText('Batas kecepatan')).toHaveValue('80');
    expect(screen.getByText('km/jam')).toBeInTheDocument();
    expect(screen.getByLabelText('Durasi minimal')).toHaveValue('60');
    expect(screen.queryByLabelText('Batas minimal')).toBeNull();
    expect(screen.getByLabelText('Nama Aturan')).toHaveValue('Kecepatan berlebih');

    await chooseCode('pengisian', '16 · Pengisian bahan bakar');
    expect(screen.queryByLabelText('Batas kecepatan')).toBeNull();
    expect(screen.queryByLabelText('Durasi minimal')).toBeNull();
    expect(screen.getByLabelText('Batas minimal')).toHaveValue('10');
    expect(screen.getByText('liter')).toBeInTheDocument();

    await chooseCode('SOS', '1 · Tombol darurat (SOS)');
    expect(screen.queryByLabelText('Batas minimal')).toBeNull();
    expect(screen.getByText('Notifikasi ini tidak memerlukan batas.')).toBeInTheDocument();
  });

  it('sends only the thresholds the code reads, and every vehicle when none is chosen', async () => {
    const calls = serve({
      save: (call) => json(graphqlAnswer('createAlertRule', { ...buildAlertRule(), ...inputOf(call) })),
    });
    const { router } = renderForm('/notification/setting/new');
    await chooseCode('pengisian', '16 · Pengisian bahan bakar');
    await chooseCode('kecepatan', '8 · Kecepatan berlebih');
    await save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/notification/setting/'));
    const [create] = saves(calls);
    expect(inputOf(create as Call)).toMatchObject({
      label: 'Pengisian bahan bakar',
      alertCode: 8,
      alertUrgencyType: 'URGENT',
      maxThreshold: 80,
      minThreshold: null,
      minThresholdTime: 60,
      withSchedule: false,
      dayOfWeek: [],
      withGeofence: false,
      geofenceIds: [],
      vehicleIds: [],
      vgroupIds: [],
    });
  });

  it('shows the schedule only when switched on, and says on the days field that a day is needed', async () => {
    const calls = serve({
      rule: buildAlertRule({ withSchedule: true, startTime: '22:00', endTime: '05:00', dayOfWeek: [] }),
    });
    renderForm('/notification/setting/11');
    const days = await screen.findByRole('checkbox', { name: 'Senin' });
    expect(
      screen.getByText('Jadwal melewati tengah malam: berakhir pada hari berikutnya.'),
    ).toBeInTheDocument();
    await save();
    const message = 'Jadwal aturan tidak valid: isi jam mulai, jam selesai (JJ:mm) dan minimal satu hari.';
    const daysItem = days.closest('[data-field="dayOfWeek"]') as HTMLElement;
    expect(await within(daysItem).findByText(message)).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
    await userEvent.click(screen.getByRole('switch', { name: 'Hanya pada jadwal tertentu' }));
    expect(screen.queryByRole('checkbox', { name: 'Senin' })).toBeNull();
    expect(screen.queryByLabelText('Jam mulai')).toBeNull();
  });

  it('asks a geofence code for its geofences, and needs at least one', async () => {
    const calls = serve();
    renderForm('/notification/setting/new');
    expect(screen.queryByLabelText('Geofence')).toBeNull();
    await chooseCode('masuk', '2 · Masuk geofence');
    expect(screen.queryByRole('switch', { name: 'Hanya di geofence tertentu' })).toBeNull();
    expect(screen.getByLabelText('Geofence')).toBeInTheDocument();
    await save();
    expect(
      await screen.findByText('Pilih minimal satu geofence untuk aturan dengan geofence.'),
    ).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
  });

  it('limits any other code to inside or outside chosen geofences when switched on', async () => {
    const calls = serve({
      rule: buildAlertRule(),
      save: (call) => json(graphqlAnswer('updateAlertRule', { ...buildAlertRule(), ...inputOf(call) })),
    });
    renderForm('/notification/setting/11');
    const toggle = await screen.findByRole('switch', { name: 'Hanya di geofence tertentu' });
    expect(screen.queryByLabelText('Geofence')).toBeNull();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByLabelText('Geofence'));
    await pickOption('Gudang Cikarang');
    await userEvent.click(screen.getByRole('radio', { name: 'Di luar geofence' }));
    await save();
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(inputOf(saves(calls)[0] as Call)).toMatchObject({
      withGeofence: true,
      geofenceIds: [5],
      isInsideGeofence: false,
      updatedOn: '2026-11-20T08:15:00.000+07:00',
    });
  });

  it("checks contacts with the domain's schema: e-mail format and the +62 phone number", async () => {
    const calls = serve({ rule: buildAlertRule() });
    renderForm('/notification/setting/11');
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah kontak' }));
    await userEvent.type(screen.getByLabelText('Email'), 'bukan-email');
    await userEvent.type(screen.getByLabelText('Nomor telepon'), '081234567890');
    await save();
    expect(await screen.findByText('Format email tidak valid')).toBeInTheDocument();
    const phone = screen.getByLabelText('Nomor telepon').closest('[data-field]') as HTMLElement;
    expect(within(phone).getByText('Format tidak valid')).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
  });

  it('needs the label and the chosen vehicles when the rule is limited to vehicles', async () => {
    const calls = serve({ rule: buildAlertRule() });
    renderForm('/notification/setting/11');
    await userEvent.clear(await screen.findByLabelText('Nama Aturan'));
    await userEvent.click(screen.getByRole('radio', { name: 'Kendaraan tertentu' }));
    await save();
    const label = screen.getByLabelText('Nama Aturan').closest('[data-field]') as HTMLElement;
    expect(await within(label).findByText('Wajib diisi')).toBeInTheDocument();
    const vehicles = document.querySelector('[data-field="vehicleIds"]') as HTMLElement;
    expect(within(vehicles).getByText('Wajib diisi')).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
  });

  it("puts the server's field refusal on its field in Indonesian", async () => {
    serve({
      rule: buildAlertRule({ alertCountThreshold: 3, alertCountWindow: 600 }),
      save: () =>
        json(
          graphqlRefusal(
            'updateAlertRule',
            400,
            'alert/invalid-count-window',
            'Jumlah kejadian dan rentang waktunya harus diisi bersama.',
            [{ field: 'alertCountWindow', code: 'required', message: 'Wajib diisi' }],
          ),
        ),
    });
    const { router } = renderForm('/notification/setting/11');
    await screen.findByLabelText('Dalam rentang waktu');
    await save();
    const window = document.querySelector('[data-field="alertCountWindow"]') as HTMLElement;
    expect(await within(window).findByText('Wajib diisi')).toBeInTheDocument();
    expect(
      await screen.findByText('Jumlah kejadian dan rentang waktunya harus diisi bersama.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notification/setting/11');
  });

  it('reloads the rule instead of overwriting when someone else saved it first', async () => {
    let version = 0;
    const calls = stubFetch((call) => {
      const operation = operationOf(call);
      if (operation === 'AlertRule') {
        version += 1;
        const label = version === 1 ? 'Kecepatan tol' : 'Diubah rekan';
        return json(
          graphqlAnswer(
            'alertRule',
            buildAlertRule({ label, updatedOn: `2026-11-20T08:1${version}:00.000+07:00` }),
          ),
        );
      }
      if (operation === 'UpdateAlertRule') {
        return json(graphqlRefusal('updateAlertRule', 409, 'conflict/stale-update', 'Data sudah diubah.'));
      }
      return undefined;
    });
    renderForm('/notification/setting/11');
    await userEvent.type(await screen.findByLabelText('Nama Aturan'), ' baru');
    await save();
    expect(
      await screen.findByText('Aturan ini baru saja diubah orang lain. Data terbaru sudah dimuat.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Nama Aturan')).toHaveValue('Diubah rekan'));
    expect(inputOf(saves(calls)[0] as Call).updatedOn).toBe('2026-11-20T08:11:00.000+07:00');
  });
});
