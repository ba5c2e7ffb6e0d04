import type { SessionUser } from '@armada/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { ContactReminder } from './ContactReminder';

const NOW = new Date('2026-11-27T09:00:00+07:00');
const withoutPhone = buildUser('dispatcher', { phone_no: null, last_reminder: null });

/** The reminder as the layout mounts it, above the page; the Add pages as placeholders. */
function renderReminder(user: SessionUser) {
  const api = stubApi({
    'POST /platform/v1/user/profile/reminder-shown': () =>
      json({ data: { ...user, last_reminder: NOW.toISOString() } }),
  });
  const page = (name: string) => (
    <>
      <ContactReminder />
      <p>{name}</p>
    </>
  );
  const view = renderRoutes(
    [
      { path: '/dashboard/', element: page('Dasbor') },
      { path: '/profile/add-number', element: page('Halaman Tambah Nomor') },
      { path: '/profile/add-email', element: page('Halaman Tambah Email') },
    ],
    { user, path: '/dashboard/' },
  );
  return { ...api, ...view };
}

const reminder = () => screen.queryByRole('region', { name: 'Lengkapi data kontak Anda' });
const shownCalls = (calls: { method: string }[]) => calls.filter((call) => call.method === 'POST');

describe('ContactReminder', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('reminds a user without a phone number, records that it was shown, and stays for this visit', async () => {
    const { calls } = renderReminder(withoutPhone);
    expect(await screen.findByRole('region', { name: 'Lengkapi data kontak Anda' })).toBeInTheDocument();
    expect(screen.getByText(/Nomor telepon Anda belum terisi/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tambah Email' })).not.toBeInTheDocument();
    await waitFor(() => expect(shownCalls(calls)).toHaveLength(1));
    // The session now has this month's last_reminder, and the reminder is still there to act on.
    expect(reminder()).toBeInTheDocument();
  });

  it('leads to the Add Number page', async () => {
    const { router } = renderReminder(withoutPhone);
    await userEvent.click(await screen.findByRole('link', { name: 'Tambah Nomor Telepon' }));
    expect(await screen.findByText('Halaman Tambah Nomor')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/add-number');
    expect(router.state.location.state).toEqual({ from: '/dashboard/' });
    expect(reminder()).not.toBeInTheDocument();
  });

  it('offers both pages when e-mail and phone are missing', async () => {
    renderReminder(buildUser('viewer', { email: '', phone_no: null, last_reminder: null }));
    expect(await screen.findByText(/Nomor telepon dan email Anda belum terisi/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tambah Nomor Telepon' })).toHaveAttribute(
      'href',
      '/profile/add-number',
    );
    expect(screen.getByRole('link', { name: 'Tambah Email' })).toHaveAttribute('href', '/profile/add-email');
  });

  it('is not shown when e-mail and phone are both there', async () => {
    const { calls } = renderReminder(buildUser('dispatcher', { last_reminder: null }));
    expect(await screen.findByText('Dasbor')).toBeInTheDocument();
    expect(reminder()).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('is not shown again in a calendar month in which it was shown', async () => {
    const { calls } = renderReminder({ ...withoutPhone, last_reminder: '2026-11-02T08:00:00+07:00' });
    expect(await screen.findByText('Dasbor')).toBeInTheDocument();
    expect(reminder()).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('is shown again in a new month', async () => {
    renderReminder({ ...withoutPhone, last_reminder: '2026-10-30T08:00:00+07:00' });
    expect(await screen.findByRole('region', { name: 'Lengkapi data kontak Anda' })).toBeInTheDocument();
  });

  it('once dismissed, stays away for the rest of the session', async () => {
    const first = renderReminder(withoutPhone);
    await userEvent.click(await screen.findByRole('button', { name: 'Tutup pengingat' }));
    await waitFor(() => expect(reminder()).not.toBeInTheDocument());
    first.unmount();
    const { calls } = renderReminder(withoutPhone);
    expect(await screen.findByText('Dasbor')).toBeInTheDocument();
    expect(reminder()).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
