import 'fake-indexeddb/auto';
import { MAX_PHOTOS_PER_ACTIVITY } from '@armada/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/http';
import { DROP_ID, LOAD_ID, PICKUP_ID, startedTask, TASK_ID, taskPath } from '../driver.factory';
import { OutboxStore, outboxDbName } from '../outbox/outbox-store';
import { freshIndexedDb, renderDriverPages, setOnline } from '../test-driver-pages';

beforeEach(() => {
  freshIndexedDb();
  // Offline: what is saved stays in the outbox for the test to read.
  setOnline(false);
});
afterEach(() => {
  setOnline(true);
  vi.unstubAllGlobals();
});

const pickupPage = `/driver/task/${TASK_ID}/activity/${PICKUP_ID}`;
const storedItems = () => new OutboxStore(outboxDbName(1)).all();

/** Completions saved earlier, waiting in the driver's outbox, one per activity id. */
async function storeWaiting(activityIds: string[], orderNumber: string) {
  const store = new OutboxStore(outboxDbName(1));
  for (const activityId of activityIds) {
    await store.add({
      ref: { taskId: TASK_ID, pointId: 'p', activityId },
      form: { type: 'driver', contact_person_name: 'A', completed_on: '2026-11-27T09:30:00.000+07:00' },
      photos: [],
      label: { taskNumber: 'FO-2611-0001', orderNumber, activityType: 'PICKUP', addressName: 'Gudang' },
      createdOn: '2026-11-27T09:31:00.000+07:00',
    });
  }
  await store.close();
}

describe("the driver's completion form", () => {
  it('refuses to save without the name, and queues nothing', async () => {
    stubApi({ [`GET ${taskPath()}`]: () => json({ data: startedTask() }) });
    renderDriverPages(pickupPage);
    expect(await screen.findByRole('heading', { name: 'Selesaikan Pengambilan' })).toBeInTheDocument();
    // The time starts at now, so only the name is missing.
    expect((screen.getByLabelText('Waktu Pengambilan') as HTMLInputElement).value).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Wajib diisi')).toBeInTheDocument();
    expect(await storedItems()).toEqual([]);
  });

  it('refuses a pickup time before the actual departure (the domain rule)', async () => {
    stubApi({ [`GET ${taskPath()}`]: () => json({ data: startedTask() }) });
    renderDriverPages(pickupPage);
    await userEvent.type(await screen.findByLabelText('Nama Pengirim'), 'Rudi');
    fireEvent.change(screen.getByLabelText('Waktu Pengambilan'), { target: { value: '2026-11-27T07:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText('Waktu Pengambilan tidak boleh kurang dari Waktu Keberangkatan Aktual'),
    ).toBeInTheDocument();
    expect(await storedItems()).toEqual([]);
  });

  it(`takes at most ${MAX_PHOTOS_PER_ACTIVITY} photos`, async () => {
    stubApi({ [`GET ${taskPath()}`]: () => json({ data: startedTask() }) });
    renderDriverPages(pickupPage);
    await screen.findByRole('button', { name: /Ambil Foto/ });
    const files = Array.from(
      { length: MAX_PHOTOS_PER_ACTIVITY + 1 },
      (_, index) => new File([new Uint8Array([0xff, 0xd8, 0xff])], `f${index}.jpg`, { type: 'image/jpeg' }),
    );
    await userEvent.upload(screen.getByLabelText('Pilih dari Galeri'), files);
    expect(await screen.findByText(`Maksimal ${MAX_PHOTOS_PER_ACTIVITY} foto.`)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Foto 1' })).not.toBeInTheDocument();
  });

  it('asks a reason for a reduced quantity when the activity allows adjusting loads', async () => {
    stubApi({
      [`GET ${taskPath()}`]: () => json({ data: startedTask({ pickup: { can_adjust_loads: true } }) }),
    });
    renderDriverPages(pickupPage);
    await userEvent.type(await screen.findByLabelText('Nama Pengirim'), 'Rudi');
    await userEvent.type(screen.getByLabelText('Kuantitas aktual Semen 50 kg'), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Alasan perubahan wajib diisi')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Alasan Semen 50 kg'), 'Stok kurang');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await screen.findByRole('heading', { name: 'FO-2611-0001' });
    const [item] = await storedItems();
    expect(item?.form.adjusted_delivery_loads).toEqual([
      { delivery_load_uuid: LOAD_ID, quantity: '90', reason: 'Stok kurang' },
    ]);
  });

  it('saves into the outbox with the chosen time and shows the activity as waiting on the task page', async () => {
    stubApi({ [`GET ${taskPath()}`]: () => json({ data: startedTask() }) });
    const { router } = renderDriverPages(pickupPage);
    await userEvent.type(await screen.findByLabelText('Nama Pengirim'), 'Rudi Hartono');
    fireEvent.change(screen.getByLabelText('Waktu Pengambilan'), { target: { value: '2026-11-27T09:30' } });
    await userEvent.type(screen.getByLabelText('Catatan'), 'Lengkap');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    const pickup = await screen.findByRole('region', { name: 'Ambil DO-2611-0001' });
    expect(router.state.location.pathname).toBe(`/driver/task/${TASK_ID}`);
    expect(within(pickup).getByText('Menunggu dikirim')).toBeInTheDocument();
    expect(screen.getByText('1 menunggu dikirim')).toBeInTheDocument();
    expect(screen.getByText('Anda sedang offline')).toBeInTheDocument();
    const [item] = await storedItems();
    expect(item).toMatchObject({
      state: 'waiting',
      ref: { taskId: TASK_ID, activityId: PICKUP_ID },
      form: {
        type: 'driver',
        contact_person_name: 'Rudi Hartono',
        completed_on: '2026-11-27T09:30:00.000+07:00',
        note: 'Lengkap',
      },
      label: { taskNumber: 'FO-2611-0001', orderNumber: 'DO-2611-0001', activityType: 'PICKUP' },
    });
  });

  it('counts what waits in the banner and lists the items with their states', async () => {
    stubApi({ [`GET ${taskPath()}`]: () => json({ data: startedTask() }) });
    await storeWaiting([PICKUP_ID, DROP_ID, PICKUP_ID], 'DO-1');
    renderDriverPages(`/driver/task/${TASK_ID}`);
    expect(await screen.findByText('3 menunggu dikirim')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lihat antrean' }));
    const queue = screen.getByRole('region', { name: 'Antrean pengiriman' });
    expect(within(queue).getAllByText('Menunggu dikirim')).toHaveLength(3);
  });

  it('shows a refused item with the server message, Coba Lagi and Hapus, without counting it as waiting', async () => {
    stubApi({ [`GET ${taskPath()}`]: () => json({ data: startedTask() }) });
    const store = new OutboxStore(outboxDbName(1));
    const seq = await store.add({
      ref: { taskId: TASK_ID, pointId: 'p', activityId: PICKUP_ID },
      form: { type: 'driver', contact_person_name: 'A', completed_on: '2026-11-27T09:30:00.000+07:00' },
      photos: [],
      label: {
        taskNumber: 'FO-2611-0001',
        orderNumber: 'DO-1',
        activityType: 'PICKUP',
        addressName: 'Gudang',
      },
      createdOn: '2026-11-27T09:31:00.000+07:00',
    });
    const [added] = await store.all();
    if (!added) throw new Error('nothing stored');
    await store.put({
      ...added,
      seq,
      state: 'refused',
      refusal: { code: 'fleet-task/not-found', message: 'Penugasan tidak ditemukan' },
    });
    await store.close();
    renderDriverPages(`/driver/task/${TASK_ID}`);
    const queue = await screen.findByRole('region', { name: 'Antrean pengiriman' });
    expect(await within(queue).findByText('Penugasan tidak ditemukan')).toBeInTheDocument();
    expect(within(queue).getByText('1 ditolak')).toBeInTheDocument();
    expect(within(queue).queryByText(/menunggu dikirim/)).not.toBeInTheDocument();
    expect(within(queue).getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
    await userEvent.click(within(queue).getByRole('button', { name: 'Hapus' }));
    const confirm = await waitFor(() => {
      const popup = document.querySelector<HTMLElement>('.ant-popconfirm');
      if (!popup) throw new Error('no confirmation yet');
      return popup;
    });
    expect(within(confirm).getByText(/Hapus penyelesaian ini dari antrean/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await waitFor(async () => expect(await storedItems()).toEqual([]));
  });

  it('shows an activity still in the queue as waiting even when the server already has it completed', async () => {
    // An attempt reached the server but its answer did not come back, and the page refetched.
    const { calls } = stubApi({
      [`GET ${taskPath()}`]: () =>
        json({
          data: startedTask({
            pickup: { status: 'COMPLETED', completed_on: '2026-11-27T09:30:00.000+07:00' },
          }),
        }),
    });
    await storeWaiting([PICKUP_ID], 'DO-2611-0001');
    renderDriverPages(`/driver/task/${TASK_ID}`);
    const pickup = await screen.findByRole('region', { name: 'Ambil DO-2611-0001' });
    expect(await within(pickup).findByText('Menunggu dikirim')).toBeInTheDocument();
    expect(within(pickup).queryByText('Selesai')).not.toBeInTheDocument();
    expect(screen.getByText('1 menunggu dikirim')).toBeInTheDocument();

    // Online, the queue finds it completed, sends nothing again, and lets it go.
    setOnline(true);
    expect(await within(pickup).findByText('Selesai')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/menunggu dikirim/)).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(await storedItems()).toEqual([]);
  });

  it('sends the saved completion once online and the task page then shows it Selesai', async () => {
    let completed = false;
    const base = `${taskPath()}/point/1c7a3d2f-7b54-4e7c-8b2f-4d2a1e3b8c21/activity/${PICKUP_ID}`;
    const { calls } = stubApi({
      [`GET ${taskPath()}`]: () =>
        json({
          data: completed
            ? startedTask({ pickup: { status: 'COMPLETED', completed_on: '2026-11-27T09:30:00.000+07:00' } })
            : startedTask(),
        }),
      [`DELETE ${base}/attachment`]: () => json({ data: { deleted: 0 } }),
      [`POST ${base}/complete`]: () => {
        completed = true;
        return json({ data: {} });
      },
    });
    renderDriverPages(pickupPage);
    await userEvent.type(await screen.findByLabelText('Nama Pengirim'), 'Rudi');
    fireEvent.change(screen.getByLabelText('Waktu Pengambilan'), { target: { value: '2026-11-27T09:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const pickup = await screen.findByRole('region', { name: 'Ambil DO-2611-0001' });
    expect(within(pickup).getByText('Menunggu dikirim')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    setOnline(true);
    expect(await within(pickup).findByText('Selesai')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/menunggu dikirim/)).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      completed_on: '2026-11-27T09:30:00.000+07:00',
    });
    expect(await storedItems()).toEqual([]);
  });
});
