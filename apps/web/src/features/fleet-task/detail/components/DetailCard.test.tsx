import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDetail, stubApi } from '../../../../test/detail-page';
import { buildFleetTask, inStatus } from '../../../../test/fleet-task.factory';
import { json } from '../../../../test/http';
import { buildUser, withoutScope } from '../../../../test/user.factory';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const admin = buildUser('admin');
const dispatcher = buildUser('dispatcher');

const sendBy = () => screen.queryByRole('radiogroup', { name: 'Metode Pengiriman' });

describe('detail card: send-by', () => {
  it('shows the send-by choice to a user with all four vms scopes, enabled in Draf', async () => {
    stubApi(inStatus('DRAFT'));
    renderDetail(admin);
    await screen.findByTestId('detail-card');
    const group = sendBy();
    expect(group).toBeInTheDocument();
    expect(within(group as HTMLElement).getByLabelText('Dikirim Sendiri')).toBeEnabled();
    expect(within(group as HTMLElement).getByLabelText('Kirim permintaan ke vendor')).toBeEnabled();
  });

  it('enables the send-by choice while creating (Temporary)', async () => {
    stubApi(inStatus('TEMPORARY'));
    renderDetail(admin);
    await screen.findByTestId('detail-card');
    expect(screen.getByLabelText('Kirim permintaan ke vendor')).toBeEnabled();
  });

  it('hides the send-by choice from a user without all four vms scopes', async () => {
    stubApi(inStatus('DRAFT'));
    renderDetail(withoutScope(admin, 'vms:delete'));
    await screen.findByTestId('detail-card');
    expect(sendBy()).not.toBeInTheDocument();
  });

  it('hides the send-by choice on a task made from a vendor request', async () => {
    stubApi(inStatus('DRAFT', { is_from_vendor_request: true }));
    renderDetail(admin);
    await screen.findByTestId('detail-card');
    expect(sendBy()).not.toBeInTheDocument();
  });

  it('disables the send-by choice in Ditolak, where the vendor may still be changed', async () => {
    stubApi(
      inStatus('REJECTED_BY_VENDOR', {
        send_by: 'VENDOR',
        vendor_id: 1,
        vendor: { id: 1, name: 'PT Mitra Angkut' },
      }),
    );
    renderDetail(admin);
    await screen.findByTestId('detail-card');
    expect(screen.getByLabelText('Dikirim Sendiri')).toBeDisabled();
    expect(screen.getByText('Metode pengiriman hanya dapat diubah pada status Draf.')).toBeInTheDocument();
    expect(screen.getByLabelText('Vendor')).toBeEnabled();
  });

  it('choosing a vendor clears the departure and shipment reference in one save and shows the vendor picker', async () => {
    const task = inStatus('DRAFT', { shipment_reference: 'PO-1' });
    const api = stubApi(task);
    renderDetail(admin);
    await userEvent.click(await screen.findByLabelText('Kirim permintaan ke vendor'));
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(api.patches()[0]?.body).toEqual({
      send_by: 'VENDOR',
      expected_departure_on: null,
      shipment_reference: null,
      updated_on: task.updated_on,
    });
    expect(await screen.findByLabelText('Vendor')).toBeInTheDocument();
    expect(screen.queryByLabelText('Waktu Keberangkatan')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Kendaraan')).not.toBeInTheDocument();
  });

  it('lists only ACTIVE and paired vendors', async () => {
    const api = stubApi(inStatus('DRAFT', { send_by: 'VENDOR', expected_departure_on: null }), (call) =>
      call.url.pathname.endsWith('/vendor')
        ? json({
            data: {
              paginated_result: [
                {
                  id: 1,
                  name: 'PT Mitra Angkut',
                  status: { name: 'ACTIVE' },
                  contract_number: 'K-1',
                  paired_company_id: 2,
                },
              ],
              ids: [1],
            },
            metadata: { page: 1, limit: 20, total_count: 1 },
          })
        : undefined,
    );
    renderDetail(admin);
    await userEvent.click(await screen.findByLabelText('Vendor'));
    expect(await screen.findByText('PT Mitra Angkut')).toBeInTheDocument();
    const vendorCall = api.calls.find((call) => call.url.pathname.endsWith('/vendor-management/v1/vendor'));
    expect(vendorCall?.url.searchParams.getAll('filters')).toEqual([
      'status.name eq ACTIVE',
      'paired_company_id gt 0',
    ]);
  });
});

describe('detail card: editability', () => {
  it.each(['STARTED', 'ENDED', 'CANCELED', 'WAITING_FOR_VENDOR', 'ACCEPTED_BY_VENDOR'] as const)(
    'shows read-only text in %s',
    async (status) => {
      stubApi(inStatus(status));
      renderDetail(admin);
      const readOnly = await screen.findByTestId('detail-read-only');
      expect(within(readOnly).getByText('B 9123 KXT · CDD')).toBeInTheDocument();
      expect(within(readOnly).getByText('25 Nov 2026 08:00')).toBeInTheDocument();
      expect(screen.queryByLabelText('Garasi Awal')).not.toBeInTheDocument();
    },
  );

  it('shows read-only text when scheduled with a vendor', async () => {
    stubApi(
      inStatus('SCHEDULED', { send_by: 'VENDOR', vendor_id: 1, vendor: { id: 1, name: 'PT Mitra Angkut' } }),
    );
    renderDetail(admin);
    const readOnly = await screen.findByTestId('detail-read-only');
    expect(within(readOnly).getByText('PT Mitra Angkut')).toBeInTheDocument();
  });

  it('keeps the inputs in Dijadwalkan on own vehicle', async () => {
    stubApi(inStatus('SCHEDULED'));
    renderDetail(admin);
    expect(await screen.findByLabelText('Garasi Awal')).toBeInTheDocument();
    expect(screen.queryByTestId('detail-read-only')).not.toBeInTheDocument();
  });

  it("shows 'Perubahan Status DO' only with all four autocomplete scopes", async () => {
    stubApi(inStatus('DRAFT'));
    const first = renderDetail(dispatcher);
    expect(await screen.findByText('Perubahan Status DO')).toBeInTheDocument();
    first.unmount();
    stubApi(inStatus('DRAFT'));
    renderDetail(withoutScope(dispatcher, 'tms-gps-autocomplete:update'));
    await screen.findByTestId('detail-card');
    expect(screen.queryByText('Perubahan Status DO')).not.toBeInTheDocument();
  });

  it('turning the DO status change automatic saves it and offers the source', async () => {
    const api = stubApi(inStatus('DRAFT'));
    renderDetail(dispatcher);
    await userEvent.click(await screen.findByLabelText('Otomatis via GPS kendaraan'));
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(api.patches()[0]?.body).toMatchObject({ is_autocomplete_on: true });
    expect(await screen.findByLabelText('Sumber Data')).toBeInTheDocument();
  });

  it('puts the automation conflict of both resources on the vehicle and the driver', async () => {
    stubApi(inStatus('SCHEDULED', { auto_start_failed_reason: 'DRIVER_CONFLICT,VEHICLE_CONFLICT' }));
    renderDetail(admin);
    const card = await screen.findByTestId('detail-card');
    await waitFor(() =>
      expect(
        within(card).getAllByText('Kendaraan dan Pengemudi telah terpakai pada pengiriman lain'),
      ).toHaveLength(2),
    );
  });

  it('asks for the start garage before offering vehicles', async () => {
    stubApi(buildFleetTask({ start_address_id: null, start_address: null, vehicle_id: null, vehicle: null }));
    renderDetail(admin);
    await screen.findByTestId('detail-card');
    expect(screen.getByText('Pilih garasi awal terlebih dahulu')).toBeInTheDocument();
  });

  it("offers the vehicles nearest to the start garage, a busy one marked 'Dalam Penugasan'", async () => {
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
    const vehicle = {
      id: 8,
      license_plate: 'B 1783 KJQ',
      vehicle_type: { type: 'Blind Van' },
      box_type: null,
      fuel: 'Bensin',
      driver: { id: 10, name: 'Rahmat Hidayat', is_available: false },
      distance: 1291,
      is_available: false,
      fleet_task: { id: 'other', number: 'FO-2611-00001', estimated_arrival_on: null },
    };
    const api = stubApi(buildFleetTask({ vehicle_id: null, vehicle: null }), (call) => {
      if (call.url.pathname.endsWith('/address/6')) return json({ data: garage });
      if (call.url.pathname.endsWith('/nearest-vehicle'))
        return json({ data: { total_count: 1, result: [vehicle] } });
      return undefined;
    });
    renderDetail(admin);
    await userEvent.click(await screen.findByLabelText('Kendaraan'));
    expect(await screen.findByText('Dalam Penugasan FO-2611-00001')).toBeInTheDocument();
    expect(screen.getByText('Blind Van · Pengemudi: Rahmat Hidayat · 1,29 km')).toBeInTheDocument();
    const call = api.calls.find((candidate) => candidate.url.pathname.endsWith('/nearest-vehicle'));
    expect(call?.url.searchParams.get('latitude')).toBe('-6.196');
    expect(call?.url.searchParams.get('longitude')).toBe('106.91');
  });
});
