import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/http';
import { renderPage } from '../../test/render';
import { buildUser, withoutScope } from '../../test/user.factory';
import { SettingPage } from './SettingPage';
import { buildSettings, SETTING } from './test-setting-api';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const stubPage = () =>
  stubFetch((call) => (call.url.pathname === SETTING ? json({ data: buildSettings() }) : undefined));

describe('settings page', () => {
  it('holds the fleet settings, the pairing codes and the cancel reasons', async () => {
    stubPage();
    renderPage(<SettingPage />, { user: buildUser('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pengaturan' })).toBeInTheDocument();
    for (const card of ['Pengaturan Penugasan', 'Kode Pairing', 'Alasan Pembatalan']) {
      expect(screen.getByRole('heading', { level: 2, name: card })).toBeInTheDocument();
    }
  });

  it('leaves the cancel reasons out for a user without reason:read', async () => {
    stubPage();
    renderPage(<SettingPage />, { user: withoutScope(buildUser('admin'), 'reason:read') });
    expect(await screen.findByRole('heading', { level: 2, name: 'Kode Pairing' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Alasan Pembatalan' })).not.toBeInTheDocument();
  });
});
