import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDetail, stubApi } from '../../../test/detail-page';
import { buildFleetTask } from '../../../test/fleet-task.factory';
import { json } from '../../../test/http';
import { buildUser } from '../../../test/user.factory';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const noCrew = () =>
  buildFleetTask({ vehicle_id: null, vehicle: null, driver_user_id: null, driver_user: null });

const itemOf = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.ant-form-item');

async function schedule() {
  await userEvent.click(await screen.findByRole('button', { name: /Ubah Status/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Dijadwalkan' }));
}

describe('fleet task detail: missing fields when scheduling (issue 26 item 2)', () => {
  it('carries the required mark on the vehicle and the driver before anything is sent', async () => {
    stubApi(noCrew());
    renderDetail(buildUser('dispatcher'));
    await screen.findByText('Kendaraan', { selector: 'label' });
    for (const label of ['Kendaraan', 'Pengemudi', 'Waktu Keberangkatan']) {
      expect(itemOf(label)?.querySelector('.ant-form-item-required')).not.toBeNull();
    }
  });

  it("shows 'Wajib Terisi' under the vehicle and the driver and sends nothing", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const api = stubApi(noCrew());
    renderDetail(buildUser('dispatcher'));
    await schedule();
    await waitFor(() => expect(screen.getAllByText('Wajib Terisi')).toHaveLength(2));
    expect(itemOf('Kendaraan')).toHaveTextContent('Wajib Terisi');
    expect(itemOf('Pengemudi')).toHaveTextContent('Wajib Terisi');
    expect(scrolled).toHaveBeenCalled();
    expect(api.calls.some((call) => call.url.pathname.endsWith('/transition'))).toBe(false);
  });

  it("marks the fields the server refused as required with 'Wajib Terisi'", async () => {
    stubApi(buildFleetTask(), (call) =>
      call.url.pathname.endsWith('/transition')
        ? json(
            {
              code: 'invalid/invalid-fields',
              message: 'Data tidak valid.',
              errors: [{ field: 'driver_user_id', code: 'required', message: 'Wajib diisi' }],
            },
            400,
          )
        : undefined,
    );
    renderDetail(buildUser('dispatcher'));
    await schedule();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ubah Status' }));
    await waitFor(() => expect(itemOf('Pengemudi')).toHaveTextContent('Wajib Terisi'));
  });
});
