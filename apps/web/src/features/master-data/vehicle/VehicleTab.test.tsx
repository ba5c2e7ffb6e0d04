import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/http';
import { buildVehicle, listAnswer } from '../../../test/master-data.factory';
import { renderRoutes } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { MasterDataPage } from '../MasterDataPage';

const VEHICLE = '/api/vehicle-management/v1/vehicle';
const SILENT = buildVehicle();
const REPORTING = buildVehicle({
  id: 22,
  license_plate: 'B 9456 KXT',
  imei: '860000000000002',
  last_position: { latitude: -6.21, longitude: 106.85, recorded_on: '2026-11-20T14:05:00.000+07:00' },
});
const WITHOUT_DEVICE = buildVehicle({ id: 23, license_plate: 'B 9789 KXT', imei: null });

/** The first page renders antd's table and styles: slow on a shared machine. */
const SLOW = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

function renderTab() {
  return renderRoutes([{ path: '/master/:entity', element: <MasterDataPage /> }], {
    user: buildUser('admin'),
    path: '/master/vehicle',
  });
}

const rowOf = async (plate: string) =>
  (await screen.findByRole('button', { name: `Ubah ${plate}` }, SLOW)).closest('tr') as HTMLElement;

describe("'Kendaraan' tab", { timeout: 60_000 }, () => {
  it('shows each vehicle’s last GPS report, or that its device has never reported', async () => {
    stubFetch((call) =>
      call.url.pathname === VEHICLE ? json(listAnswer([SILENT, REPORTING, WITHOUT_DEVICE])) : undefined,
    );
    renderTab();
    expect(await rowOf('B 9123 KXT')).toHaveTextContent('Belum pernah melapor');
    const reporting = await rowOf('B 9456 KXT');
    expect(reporting).toHaveTextContent('20 Nov 2026 14:05');
    expect(reporting).toHaveTextContent('-6.21000, 106.85000');
    expect(reporting).not.toHaveTextContent('Belum pernah melapor');
    expect(await rowOf('B 9789 KXT')).toHaveTextContent('Tanpa perangkat GPS');
  });

  it("shows the schema's IMEI format under the field without calling the server", async () => {
    const calls = stubFetch((call) =>
      call.url.pathname === VEHICLE ? json(listAnswer([SILENT])) : undefined,
    );
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah B 9123 KXT' }, SLOW));
    const form = await screen.findByRole('form', { name: 'B 9123 KXT' });
    expect(within(form).getByText('Belum pernah melapor')).toBeInTheDocument();
    const imei = within(form).getByLabelText('IMEI GPS');
    fireEvent.change(imei, { target: { value: '86-ABC' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(imei).toHaveAccessibleDescription('Format tidak valid'));
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it("puts the server's duplicate plate, then its duplicate IMEI, on their fields", async () => {
    let refuse = 'license_plate';
    const calls = stubFetch((call) => {
      if (call.url.pathname === `${VEHICLE}/${SILENT.id}` && call.method === 'PATCH') {
        return json(
          {
            code: 'conflict/duplicate',
            message: 'Data dengan nilai yang sama sudah ada.',
            errors: [{ field: refuse, code: 'invalid-value', message: 'Nilai tidak valid' }],
          },
          409,
        );
      }
      if (call.url.pathname === VEHICLE) return json(listAnswer([SILENT]));
      return undefined;
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah B 9123 KXT' }, SLOW));
    const form = await screen.findByRole('form', { name: 'B 9123 KXT' });
    const imei = within(form).getByLabelText('IMEI GPS');
    fireEvent.change(imei, { target: { value: '860000000000009' } });
    const plate = within(form).getByLabelText('Nomor Polisi');
    fireEvent.change(plate, { target: { value: 'b 1 abc' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(plate).toHaveAccessibleDescription('Nomor Polisi sudah terdaftar.'));
    const patch = calls.find((call) => call.method === 'PATCH');
    // The schema's own shape: upper case, with the updated_on read so another user's edit is not lost.
    expect(patch?.body).toMatchObject({
      license_plate: 'B 1 ABC',
      imei: '860000000000009',
      updated_on: SILENT.updated_on,
    });

    refuse = 'imei';
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(imei).toHaveAccessibleDescription('IMEI GPS sudah terdaftar.'));
  });
});
