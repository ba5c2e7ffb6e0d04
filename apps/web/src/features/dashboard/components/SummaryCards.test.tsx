import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from '../../../shared/LanguageSwitch';
import { renderPage } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import type { DashboardSummary } from '../api';
import { DeliveryStatusCard } from './DeliveryStatusCard';
import { SummaryCards } from './SummaryCards';

const summary: DashboardSummary = {
  vehicles: { total: 1250, active: 980 },
  drivers: { total: 40, active: 31 },
  garages: 3,
  customer_addresses: 27,
  delivery_orders: {
    total: 18,
    by_status: [
      { status: 'OPEN', count: 5 },
      { status: 'IN_TRANSIT', count: 9 },
      { status: 'DELIVERED', count: 4 },
    ],
  },
};

function renderSummary() {
  return renderPage(
    <>
      <LanguageSwitch />
      <SummaryCards summary={summary} />
      <DeliveryStatusCard deliveries={summary.delivery_orders} />
    </>,
    { user: buildUser('admin') },
  );
}

describe('dashboard summary', () => {
  it('shows active over total with Indonesian digit grouping', () => {
    renderSummary();
    const vehicles = screen.getByTestId('summary-vehicles');
    expect(within(vehicles).getByText('Kendaraan (aktif/total)')).toBeInTheDocument();
    expect(vehicles).toHaveTextContent('980/ 1.250');
    expect(screen.getByTestId('summary-garages')).toHaveTextContent('Garasi3');
    expect(screen.getByTestId('summary-addresses')).toHaveTextContent('Alamat Pelanggan27');
  });

  it('shows every delivery status, at 0 when the server left it out', () => {
    renderSummary();
    const deliveries = screen.getByTestId('summary-deliveries');
    expect(deliveries).toHaveTextContent('Total 18');
    expect(deliveries).toHaveTextContent('Belum Ditugaskan5');
    expect(deliveries).toHaveTextContent('Ditugaskan0');
    expect(deliveries).toHaveTextContent('Dalam Transit9');
    expect(deliveries).toHaveTextContent('Dibatalkan0');
  });

  it('labels statuses in English after switching language', async () => {
    renderSummary();
    await userEvent.click(screen.getByTestId('language-switch'));
    const deliveries = screen.getByTestId('summary-deliveries');
    expect(deliveries).toHaveTextContent('Unassigned5');
    expect(deliveries).toHaveTextContent('In transit9');
    expect(screen.getByTestId('summary-vehicles')).toHaveTextContent('980/ 1,250');
  });
});
