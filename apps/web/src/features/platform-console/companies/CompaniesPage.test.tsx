import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/http';
import { renderPage } from '../../../test/render';
import { buildCompany, buildOperator, listOf, OPERATOR_API } from '../test-console-api';
import { CompaniesPage } from './CompaniesPage';

configure({ asyncUtilTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const DEMO = buildCompany(2, 'PT Armada Nusantara Logistik');
const FEATURES = `PATCH ${OPERATOR_API}/company/2/features`;
const mediaSwitch = () =>
  screen.getByRole('switch', { name: 'Media kendaraan untuk PT Armada Nusantara Logistik' });

describe('CompaniesPage', { timeout: 60_000 }, () => {
  it('switches a flag on and shows the value the server stored', async () => {
    const { calls } = stubApi({
      [`GET ${OPERATOR_API}/company`]: () => listOf([DEMO]),
      [FEATURES]: () => json({ data: { ...DEMO, features: { ...DEMO.features, vsms2_media: true } } }),
    });
    renderPage(<CompaniesPage />, { user: buildOperator() });
    await waitFor(() => expect(mediaSwitch()).not.toBeChecked());
    await userEvent.click(mediaSwitch());
    // The toast first: it leaves after 3 s, which a busy machine can spend before a later check.
    expect(
      await screen.findByText('Media kendaraan untuk PT Armada Nusantara Logistik diaktifkan'),
    ).toBeInTheDocument();
    await waitFor(() => expect(mediaSwitch()).toBeChecked());
    expect(calls.find((call) => `${call.method} ${call.path}` === FEATURES)?.body).toEqual({
      features: { vsms2_media: true },
    });
  });

  it('keeps the stored value on the switch when the server refuses the change', async () => {
    const message = 'Layanan sedang tidak tersedia';
    stubApi({
      [`GET ${OPERATOR_API}/company`]: () => listOf([DEMO]),
      [FEATURES]: () => json({ code: 'service-unavailable', message }, 503),
    });
    renderPage(<CompaniesPage />, { user: buildOperator() });
    await waitFor(() => expect(mediaSwitch()).not.toBeChecked());
    await userEvent.click(mediaSwitch());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(mediaSwitch()).not.toBeChecked();
    expect(mediaSwitch()).toBeEnabled();
  });

  it('searches companies by name on the server', async () => {
    const { calls } = stubApi({ [`GET ${OPERATOR_API}/company`]: () => listOf([DEMO]) });
    renderPage(<CompaniesPage />, { user: buildOperator() });
    await userEvent.type(await screen.findByPlaceholderText('Cari nama perusahaan'), 'Nusantara');
    await waitFor(() => expect(calls.some((call) => call.path.includes('search=Nusantara'))).toBe(true));
  });
});
