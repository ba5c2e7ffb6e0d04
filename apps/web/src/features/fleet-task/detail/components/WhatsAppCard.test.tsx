import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDetail, stubApi } from '../../../../test/detail-page';
import { buildFleetTask, inStatus } from '../../../../test/fleet-task.factory';
import { buildUser } from '../../../../test/user.factory';
import { fullNumber, localPart } from './WhatsAppCard';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const admin = buildUser('admin');

async function card() {
  return screen.findByTestId('whatsapp-card');
}

describe('WhatsApp notification card', () => {
  it.each([
    { count: 0, name: null, shown: '-' },
    { count: 1, name: 'PT Sumber Pangan Makmur', shown: 'PT Sumber Pangan Makmur' },
    { count: 3, name: null, shown: 'Banyak Pelanggan' },
  ])('names $count customers as $shown', async ({ count, name, shown }) => {
    stubApi(buildFleetTask({ customer: { name, phone_number: null, count } }));
    renderDetail(admin);
    expect(
      within(await card())
        .getByText('Nama Pelanggan')
        .closest('tr'),
    ).toHaveTextContent(shown);
  });

  it('is hidden for a vendor request and for a cancelled task', async () => {
    stubApi(buildFleetTask({ is_from_vendor_request: true }));
    const first = renderDetail(admin);
    await screen.findByTestId('detail-card');
    expect(screen.queryByTestId('whatsapp-card')).not.toBeInTheDocument();
    first.unmount();
    stubApi(inStatus('CANCELED'));
    renderDetail(admin);
    await screen.findByTestId('detail-card');
    expect(screen.queryByTestId('whatsapp-card')).not.toBeInTheDocument();
  });

  it('is disabled with its reason for several customers or transit orders', async () => {
    stubApi(
      buildFleetTask({
        notification_available: false,
        customer: { name: null, phone_number: null, count: 2 },
      }),
    );
    renderDetail(admin);
    const notification = within(await card());
    expect(notification.getByRole('switch')).toBeDisabled();
    expect(notification.getByLabelText('Nomor WhatsApp Pelanggan')).toBeDisabled();
    await userEvent.hover(notification.getByRole('switch').parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Notifikasi tidak dapat diaktifkan untuk penugasan dengan banyak pelanggan atau pengiriman transit.',
    );
  });

  it("marks the phone 'Wajib diisi' when switched on without one, and sends nothing until it is given", async () => {
    const task = buildFleetTask();
    const api = stubApi(task);
    renderDetail(admin);
    const notification = within(await card());
    await userEvent.click(notification.getByRole('switch'));
    expect(await notification.findByText('Wajib diisi')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.patches()).toHaveLength(0);

    await userEvent.type(notification.getByLabelText('Nomor WhatsApp Pelanggan'), '081234567890');
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(api.patches()[0]?.body).toEqual({
      notification_enabled: true,
      customer_phone_number: '+6281234567890',
      updated_on: task.updated_on,
    });
    expect(notification.queryByText('Wajib diisi')).not.toBeInTheDocument();
  });

  it('shows a stored phone after the +62 prefix', async () => {
    stubApi(
      buildFleetTask({
        notification_enabled: true,
        customer: { name: 'PT A', phone_number: '+628111', count: 1 },
      }),
    );
    renderDetail(admin);
    expect(within(await card()).getByLabelText('Nomor WhatsApp Pelanggan')).toHaveValue('8111');
  });

  it("opens 'Panduan Aktivasi untuk Pelanggan' with 3 steps, links and a copy button that says 'Tautan berhasil disalin!'", async () => {
    const user = userEvent.setup();
    stubApi(buildFleetTask());
    renderDetail(admin);
    await user.click(within(await card()).getByRole('button', { name: /Panduan aktivasi/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Panduan Aktivasi untuk Pelanggan' });
    expect(dialog.querySelectorAll('.ant-steps-item')).toHaveLength(3);
    const chat = within(dialog).getByRole('link', { name: 'Mulai chat WhatsApp' });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d*\?text=.*FO-2611-00005/);
    expect(within(dialog).getByRole('link', { name: 'Buka portal pelanggan' })).toHaveAttribute(
      'href',
      buildFleetTask().track_link,
    );
    await user.click(within(dialog).getByRole('button', { name: /Salin tautan/ }));
    await waitFor(() =>
      expect(document.querySelector('.ant-message')).toHaveTextContent('Tautan berhasil disalin!'),
    );
    expect(await navigator.clipboard.readText()).toBe(chat.getAttribute('href'));
  });
});

describe('phone number input', () => {
  it('keeps +62 and digits, dropping a leading 0 and anything else', () => {
    expect(fullNumber('0812-3456 789')).toBe('+628123456789');
    expect(fullNumber('')).toBe('');
    expect(fullNumber('abc')).toBe('');
    expect(localPart('+628111')).toBe('8111');
  });
});
