import { DEFAULT_FEATURES, type SystemNotification } from '@armada/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../platform/session/token-storage';
import { type Call, json, stubFetch } from '../../test/http';
import { broadcast, startLiveServer, type TestLiveServer } from '../../test/live-server';
import { renderPage } from '../../test/render';
import { buildUser, withoutScope } from '../../test/user.factory';
import { AnnouncementsButton } from './AnnouncementsButton';

const BASE = '/api/platform/v1/system-notification';

function announcement(n: number, overrides: Partial<SystemNotification> = {}): SystemNotification {
  return {
    system_notification_uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    system_notif_header: `Pengumuman ${n}`,
    system_notif_description: `Isi pengumuman ${n}`,
    system_notif_thumbnail: null,
    action: null,
    data: null,
    created_on: '2026-11-20T09:00:00+07:00',
    is_read: false,
    read_on: null,
    ...overrides,
  };
}

interface Server {
  items: SystemNotification[];
  unread: number;
}

/** The announcement calls as the server answers them, over a list the test owns. */
function stubAnnouncements(server: Server) {
  return stubFetch((call: Call) => {
    if (call.url.pathname === `${BASE}/unread-count`) return json({ data: { unread_count: server.unread } });
    if (call.url.pathname === BASE) {
      const limit = Number(call.url.searchParams.get('limit'));
      const page = Number(call.url.searchParams.get('page'));
      const rows = server.items.slice((page - 1) * limit, page * limit);
      return json({
        data: { paginated_result: rows, ids: rows.map((row) => row.system_notification_uuid) },
        metadata: { page, limit, total_count: server.items.length },
      });
    }
    if (call.method === 'PATCH' && call.url.pathname.startsWith(`${BASE}/`)) {
      const uuid = call.url.pathname.slice(BASE.length + 1);
      const item = server.items.find((row) => row.system_notification_uuid === uuid);
      if (item && !item.is_read) {
        item.is_read = true;
        server.unread -= 1;
      }
      return json({
        data: { system_notification_uuid: uuid, is_read: true, updated_on: '2026-11-27T10:00:00+07:00' },
      });
    }
    return undefined;
  });
}

const badge = () => screen.getByTestId('announcements-button');
const openModal = async () => {
  await userEvent.click(badge());
  return screen.findByRole('dialog', { name: 'Pengumuman' });
};

describe('AnnouncementsButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    localStorage.clear();
  });

  it('shows the unread count on the button', async () => {
    stubAnnouncements({ items: [announcement(1)], unread: 3 });
    renderPage(<AnnouncementsButton />, { user: buildUser('admin') });
    await waitFor(() => expect(badge()).toHaveAccessibleName('Pengumuman, 3 belum dibaca'));
    expect(within(badge()).getByText('3')).toBeInTheDocument();
  });

  it('is not offered without system_notification:read', () => {
    stubAnnouncements({ items: [], unread: 0 });
    renderPage(<AnnouncementsButton />, {
      user: withoutScope(buildUser('admin'), 'system_notification:read'),
    });
    expect(screen.queryByTestId('announcements-button')).not.toBeInTheDocument();
  });

  it('is not offered while the company has vsms2_system_notification off, and asks nothing', () => {
    const calls = stubAnnouncements({ items: [], unread: 0 });
    const user = buildUser('admin');
    user.company.features = { ...DEFAULT_FEATURES, vsms2_system_notification: false };
    renderPage(<AnnouncementsButton />, { user });
    expect(screen.queryByTestId('announcements-button')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lists 10 announcements, then the next 10 when scrolled to the end', async () => {
    const items = Array.from({ length: 14 }, (_, index) => announcement(index + 1, { is_read: index >= 2 }));
    const calls = stubAnnouncements({ items, unread: 2 });
    renderPage(<AnnouncementsButton />, { user: buildUser('admin') });
    const dialog = await openModal();

    await waitFor(() => expect(within(dialog).getAllByTestId('announcement-row')).toHaveLength(10));
    const rows = within(dialog).getAllByTestId('announcement-row');
    expect(rows[0]).toHaveTextContent('Pengumuman 1');
    expect(rows.filter((row) => row.dataset.unread === 'true')).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Belum dibaca')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Muat lebih banyak' })).toBeInTheDocument();

    fireEvent.scroll(within(dialog).getByTestId('announcement-list'));
    await waitFor(() => expect(within(dialog).getAllByTestId('announcement-row')).toHaveLength(14));
    expect(within(dialog).getByText('Semua pengumuman sudah ditampilkan')).toBeInTheDocument();

    const pages = calls
      .filter((call) => call.url.pathname === BASE)
      .map((call) => `${call.url.searchParams.get('limit')}/${call.url.searchParams.get('page')}`);
    expect(pages).toEqual(['10/1', '10/2']);
  });

  it('says so when there is no announcement', async () => {
    stubAnnouncements({ items: [], unread: 0 });
    renderPage(<AnnouncementsButton />, { user: buildUser('admin') });
    const dialog = await openModal();
    expect(await within(dialog).findByText('Belum ada pengumuman')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be read', async () => {
    stubFetch((call) =>
      call.url.pathname === BASE
        ? json({ code: 'internal', message: 'Terjadi kesalahan pada server.' }, 500)
        : json({ data: { unread_count: 0 } }),
    );
    renderPage(<AnnouncementsButton />, { user: buildUser('admin') });
    const dialog = await openModal();
    expect(await within(dialog).findByText('Pengumuman gagal dimuat')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Coba lagi/ })).toBeInTheDocument();
  });

  it('marks an unread announcement read when opened, shows it in full and lowers the badge', async () => {
    const server = { items: [announcement(1), announcement(2, { is_read: true })], unread: 1 };
    const calls = stubAnnouncements(server);
    renderPage(<AnnouncementsButton />, { user: buildUser('admin') });
    const dialog = await openModal();
    await waitFor(() => expect(badge()).toHaveAccessibleName('Pengumuman, 1 belum dibaca'));

    await userEvent.click(await within(dialog).findByText('Pengumuman 1'));
    const detail = await within(dialog).findByTestId('announcement-detail');
    expect(detail).toHaveTextContent('Isi pengumuman 1');
    await waitFor(() => expect(badge()).toHaveAccessibleName('Pengumuman'));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url.pathname).toBe(`${BASE}/${server.items[0]?.system_notification_uuid}`);
    expect(patch?.body).toEqual({ is_read: true });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Kembali ke daftar' }));
    const rows = await within(dialog).findAllByTestId('announcement-row');
    expect(rows.every((row) => row.dataset.unread === 'false')).toBe(true);
    // A read one opened again is not marked twice.
    await userEvent.click(within(dialog).getByText('Pengumuman 2'));
    await within(dialog).findByTestId('announcement-detail');
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });

  it("opens the action's image in the notification action modal", async () => {
    stubAnnouncements({
      items: [
        announcement(1, {
          is_read: true,
          action: { type: 'IMAGE', title: 'Lihat gambar', description: 'Tampilan baru' },
          data: { image_url: '/api/platform/v1/asset/abc' },
        }),
      ],
      unread: 0,
    });
    renderPage(<AnnouncementsButton />, { user: buildUser('admin') });
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByText('Pengumuman 1'));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Lihat gambar' }));
    // The nested modal's own content (antd's ids in the test build name both dialogs alike).
    const action = await screen.findByTestId('announcement-action');
    expect(screen.getAllByText('Lihat gambar').length).toBeGreaterThan(1);
    expect(within(action).getByText('Tampilan baru')).toBeInTheDocument();
    expect(within(action).getByRole('img', { name: 'Gambar: Lihat gambar' })).toHaveAttribute(
      'src',
      '/api/platform/v1/asset/abc',
    );
  });

  it('embeds a YouTube link in a player and still offers the link out', async () => {
    stubAnnouncements({
      items: [
        announcement(1, {
          is_read: true,
          action: { type: 'VIDEO', title: 'Tonton video', description: '' },
          data: { video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        }),
      ],
      unread: 0,
    });
    renderPage(<AnnouncementsButton />, { user: buildUser('admin') });
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByText('Pengumuman 1'));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Tonton video' }));
    const action = await screen.findByTestId('announcement-action');
    expect(within(action).getByTitle('Video: Tonton video')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(within(action).getByRole('link', { name: 'Buka video di tab baru' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });

  it('steps through a carousel one image at a time', async () => {
    stubAnnouncements({
      items: [
        announcement(1, {
          is_read: true,
          action: { type: 'CAROUSEL', title: 'Galeri', description: '' },
          data: { image_urls: ['/a/1', '/a/2', '/a/3'] },
        }),
      ],
      unread: 0,
    });
    renderPage(<AnnouncementsButton />, { user: buildUser('admin') });
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByText('Pengumuman 1'));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Galeri' }));
    const action = await screen.findByTestId('announcement-action');
    expect(within(action).getByRole('img')).toHaveAttribute('src', '/a/1');
    expect(within(action).getByRole('button', { name: 'Gambar sebelumnya' })).toBeDisabled();
    await userEvent.click(within(action).getByRole('button', { name: 'Gambar berikutnya' }));
    await userEvent.click(within(action).getByRole('button', { name: 'Gambar berikutnya' }));
    expect(within(action).getByRole('img', { name: 'Gambar 3 dari 3: Galeri' })).toHaveAttribute(
      'src',
      '/a/3',
    );
    expect(within(action).getByRole('button', { name: 'Gambar berikutnya' })).toBeDisabled();
  });
});

describe('AnnouncementsButton live', () => {
  let live: TestLiveServer;

  beforeEach(async () => {
    storeToken('token-admin');
    live = await startLiveServer();
    vi.stubEnv('VITE_LIVE_URL', live.url);
  });

  afterEach(async () => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    localStorage.clear();
    await live.close();
  });

  it("puts a new announcement on top and raises the badge on the user's own event, without a reload", async () => {
    const user = buildUser('admin', { id: 42 });
    const calls = stubAnnouncements({ items: [announcement(1, { is_read: true })], unread: 0 });
    renderPage(<AnnouncementsButton />, { user });
    const dialog = await openModal();
    await within(dialog).findByText('Pengumuman 1');
    await waitFor(() => expect(live.connections).toHaveLength(1));
    const reads = calls.length;

    // Another user's event is not this user's announcement.
    broadcast(live, 'system-notif-7', announcement(8, { system_notif_header: 'Bukan untuk saya' }));
    broadcast(live, 'system-notif-42', announcement(9, { system_notif_header: 'Fitur Baru' }));

    await waitFor(() => expect(badge()).toHaveAccessibleName('Pengumuman, 1 belum dibaca'));
    const rows = within(dialog).getAllByTestId('announcement-row');
    expect(rows[0]).toHaveTextContent('Fitur Baru');
    expect(rows[0]?.dataset.unread).toBe('true');
    expect(rows).toHaveLength(2);
    expect(within(dialog).queryByText('Bukan untuk saya')).not.toBeInTheDocument();
    expect(calls).toHaveLength(reads);
  });
});
