import type { FleetTask } from '@armada/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTask, withStatus } from '../../../test/fleet-task.factory';
import { renderPage } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { FleetTaskBanners } from './FleetTaskBanners';

const VENDOR = { vendor_id: 4, vendor: { id: 4, name: 'CV Kirim Cepat' } };

function renderBanners(task: FleetTask) {
  return renderPage(<FleetTaskBanners task={task} />, { user: buildUser('dispatcher') });
}

const scheduled = (overrides: Partial<FleetTask> = {}) =>
  withStatus(buildTask(overrides), 'SCHEDULED', ['DRAFT', 'SCHEDULED']);

describe('FleetTaskBanners', () => {
  it('shows nothing on a plain task', () => {
    renderBanners(buildTask());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Permintaan diterima oleh Vendor' when the vendor accepted", () => {
    renderBanners(withStatus(buildTask(VENDOR), 'ACCEPTED_BY_VENDOR'));
    expect(screen.getByRole('alert')).toHaveTextContent('Permintaan diterima oleh Vendor');
    expect(screen.getByRole('alert')).toHaveTextContent('CV Kirim Cepat');
  });

  it("says 'Permintaan ditolak oleh Vendor' when the vendor rejected", () => {
    renderBanners(withStatus(buildTask(VENDOR), 'REJECTED_BY_VENDOR'));
    expect(screen.getByRole('alert')).toHaveTextContent('Permintaan ditolak oleh Vendor');
  });

  it("gives the vendor's reason on the rejection banner", () => {
    renderBanners({
      ...withStatus(buildTask(VENDOR), 'REJECTED_BY_VENDOR'),
      rejected_reason: 'Armada penuh minggu ini',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'CV Kirim Cepat. Alasan Penolakan: Armada penuh minggu ini',
    );
  });

  it('shows no vendor banner once the vendor is cleared', () => {
    renderBanners(withStatus(buildTask(), 'REJECTED_BY_VENDOR'));
    expect(screen.queryByText('Permintaan ditolak oleh Vendor')).not.toBeInTheDocument();
  });

  it('reports a trip started by the automation', () => {
    renderBanners(withStatus(buildTask({ is_auto_started: true }), 'STARTED'));
    expect(screen.getByRole('alert')).toHaveTextContent('Automasi perjalanan berhasil');
  });

  it.each([
    ['DRIVER_CONFLICT', 'Pengemudi sedang menjalankan penugasan lain'],
    ['VEHICLE_CONFLICT', 'Kendaraan telah terpakai pada pengiriman lain'],
    ['DRIVER_CONFLICT,VEHICLE_CONFLICT', 'Kendaraan dan Pengemudi telah terpakai pada pengiriman lain'],
  ])('explains a failed automatic start by %s', (reason, text) => {
    renderBanners(scheduled({ auto_start_type: 'GEOFENCE', auto_start_failed_reason: reason }));
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('alert')).toHaveTextContent('Automasi perjalanan gagal menjalankan penugasan');
  });

  it('words the overlap warning for a scheduled task with geofence', () => {
    renderBanners(scheduled({ is_overlap: true, auto_start_type: 'GEOFENCE' }));
    expect(screen.getByRole('alert')).toHaveTextContent('nonaktifkan automasi atau ubah alamat');
  });
});
