import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/http';
import { renderPage } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { ReferralModal } from './ReferralModal';

const LINK = 'https://armada.example.id/?ref=AN7K2Q9M';

describe('ReferralModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("copies the company's referral link and says 'Tautan berhasil disalin!'", async () => {
    const user = userEvent.setup();
    stubFetch((call) =>
      call.url.pathname === '/api/platform/v1/referral'
        ? json({ data: { referral_code: 'AN7K2Q9M', referral_link: LINK } })
        : undefined,
    );
    renderPage(<ReferralModal open onClose={() => {}} />, { user: buildUser('admin') });
    const dialog = await screen.findByRole('dialog', { name: 'Program Referal' });
    expect(await within(dialog).findByLabelText('Tautan referal')).toHaveValue(LINK);

    await user.click(within(dialog).getByRole('button', { name: /Salin tautan/ }));
    expect(await screen.findByText('Tautan berhasil disalin!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(LINK);
  });

  it('says the copy failed when the browser refuses the clipboard', async () => {
    stubFetch((call) =>
      call.url.pathname === '/api/platform/v1/referral'
        ? json({ data: { referral_code: 'AN7K2Q9M', referral_link: LINK } })
        : undefined,
    );
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    renderPage(<ReferralModal open onClose={() => {}} />, { user: buildUser('admin') });
    const dialog = await screen.findByRole('dialog', { name: 'Program Referal' });
    await within(dialog).findByLabelText('Tautan referal');
    await userEvent.click(within(dialog).getByRole('button', { name: /Salin tautan/ }));
    expect(await screen.findByText(/Tautan gagal disalin/)).toBeInTheDocument();
    expect(screen.queryByText('Tautan berhasil disalin!')).not.toBeInTheDocument();
  });

  it("shows the server's refusal with a retry", async () => {
    stubFetch((call) =>
      call.url.pathname === '/api/platform/v1/referral'
        ? json(
            {
              code: 'platform/not-for-white-label',
              message: 'Fitur ini tidak tersedia untuk perusahaan Anda.',
            },
            403,
          )
        : undefined,
    );
    renderPage(<ReferralModal open onClose={() => {}} />, { user: buildUser('admin') });
    expect(await screen.findByText('Fitur ini tidak tersedia untuk perusahaan Anda.')).toBeInTheDocument();
    expect(screen.getByText('Tautan referal gagal dimuat')).toBeInTheDocument();
  });
});
