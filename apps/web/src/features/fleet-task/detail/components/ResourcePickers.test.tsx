import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDetail, stubApi } from '../../../../test/detail-page';
import { buildFleetTask } from '../../../../test/fleet-task.factory';
import { json } from '../../../../test/http';
import { buildUser } from '../../../../test/user.factory';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const garage = {
  id: 6,
  name: 'Pool Pulogadung',
  full_name: 'Jl. Rawa Gelam',
  city: 'Jakarta Timur',
  province: 'DKI Jakarta',
  is_garage: true,
  geolocation: { latitude: -6.196, longitude: 106.91 },
  created_on: '',
};
const vehicle = (id: number, plate: string, driver: { id: number; name: string } | null) => ({
  id,
  license_plate: plate,
  vehicle_type: { type: 'Blind Van' },
  box_type: null,
  fuel: 'Bensin',
  driver: driver && { ...driver, is_available: true },
  distance: 1291,
  is_available: true,
  fleet_task: null,
});

function stubPickers(heldDrivers: unknown[] = []) {
  return stubApi(
    buildFleetTask({ vehicle_id: null, vehicle: null, driver_user_id: null, driver_user: null }),
    (call) => {
      const path = call.url.pathname;
      if (path.endsWith('/address/6')) return json({ data: garage });
      if (path.endsWith('/nearest-vehicle'))
        return json({
          data: {
            total_count: 2,
            result: [
              vehicle(8, 'B 1783 KJQ', { id: 10, name: 'Rahmat Hidayat' }),
              vehicle(9, 'B 9001 TRK', { id: 11, name: 'Joko Susilo' }),
            ],
          },
        });
      if (path.endsWith('/resource-availability'))
        return json({
          data: {
            vehicles: [
              {
                id: 9,
                fleet_task: { id: 'other', number: 'FO-2611-00003' },
                code: 'invalid/vehicle-already-used',
              },
            ],
            drivers: heldDrivers,
          },
        });
      return undefined;
    },
  );
}

describe('vehicle and driver pickers (issue 26 item 3)', () => {
  it("fills in the vehicle's usual driver when the driver is empty, and saves both", async () => {
    const api = stubPickers();
    renderDetail(buildUser('dispatcher'));
    await userEvent.click(await screen.findByLabelText('Kendaraan'));
    await userEvent.click(await screen.findByText('B 1783 KJQ'));
    await waitFor(() => expect(screen.getByTestId('driver-picker')).toHaveTextContent('Rahmat Hidayat'));
    await waitFor(() =>
      expect(
        api.patches().some((call) => (call.body as { driver_user_id?: number }).driver_user_id === 10),
      ).toBe(true),
    );
  });

  it("leaves the driver empty with a hint when the vehicle's usual driver is on another task then", async () => {
    const api = stubPickers([
      { id: 10, fleet_task: { id: 'other', number: 'FO-2611-00004' }, code: 'invalid/driver-already-used' },
    ]);
    renderDetail(buildUser('dispatcher'));
    await userEvent.click(await screen.findByLabelText('Kendaraan'));
    await userEvent.click(await screen.findByText('B 1783 KJQ'));
    expect(
      await screen.findByText(
        'Pengemudi tetap kendaraan ini, Rahmat Hidayat, sedang bertugas pada FO-2611-00004 di waktu tersebut. Pilih pengemudi lain.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.patches().some((call) => (call.body as { vehicle_id?: number }).vehicle_id === 8)).toBe(
        true,
      ),
    );
    expect(screen.getByTestId('driver-picker')).not.toHaveTextContent('Rahmat Hidayat');
    expect(api.patches().some((call) => 'driver_user_id' in (call.body as object))).toBe(false);
  });

  it('shows a vehicle another task holds at that time disabled, with the reason the save would give', async () => {
    stubPickers();
    renderDetail(buildUser('dispatcher'));
    await userEvent.click(await screen.findByLabelText('Kendaraan'));
    expect(
      await screen.findByText('Kendaraan telah terpakai pada pengiriman lain. (FO-2611-00003)'),
    ).toBeInTheDocument();
    const option = screen.getByText('B 9001 TRK').closest('.ant-select-item-option');
    expect(option).toHaveClass('ant-select-item-option-disabled');
  });
});
