import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { ProfilePage } from './ProfilePage';

describe('profile page', () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchSpy.mockRestore());

  it('shows the account data with the role in the UI language', () => {
    renderPage(<ProfilePage />, { user: buildUser('driver') });
    expect(screen.getByRole('heading', { name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByText('driver@demo.id')).toBeInTheDocument();
    expect(screen.getByText('PT Armada Demo')).toBeInTheDocument();
    expect(screen.getByText('Pengemudi')).toBeInTheDocument();
  });

  it("refuses an emptied name with 'Wajib diisi' without calling the server", async () => {
    renderPage(<ProfilePage />, { user: buildUser('admin') });
    await userEvent.clear(screen.getByLabelText('Nama'));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Wajib diisi')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a phone number that is not +62 followed by digits', async () => {
    renderPage(<ProfilePage />, { user: buildUser('admin') });
    const phone = screen.getByLabelText('Nomor telepon');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0812-abc');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Format tidak valid')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
