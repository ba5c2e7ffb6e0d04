import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type RecordedCall, stubApi } from '../../../test/http';
import { renderPage } from '../../../test/render';
import {
  buildAsset,
  buildCompany,
  buildOperator,
  fileInputOf,
  fill,
  listOf,
  OPERATOR_API,
  pngFile,
} from '../test-console-api';
import { AnnouncementForm } from './AnnouncementForm';

configure({ asyncUtilTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const PUBLISH = `POST ${OPERATOR_API}/system-notification`;
const UPLOAD = `POST ${OPERATOR_API}/upload`;
const COMPANIES = `GET ${OPERATOR_API}/company`;
const NUSANTARA = buildCompany(2, 'PT Armada Nusantara Logistik');
const SURYA = buildCompany(5, 'CV Surya Ekspedisi');

/** Uploads answer asset 1, 2, 3... in order; publishing echoes nothing the form reads. */
function stubConsole(handlers: Record<string, (call: RecordedCall) => Response> = {}) {
  let uploads = 0;
  return stubApi({
    [UPLOAD]: () => json({ data: buildAsset(++uploads) }, 201),
    [COMPANIES]: () => listOf([NUSANTARA, SURYA]),
    [PUBLISH]: () => json({ data: {} }, 201),
    ...handlers,
  });
}

function renderForm() {
  const onDone = vi.fn();
  renderPage(<AnnouncementForm onDone={onDone} />, { user: buildOperator() });
  return onDone;
}

async function fillTexts() {
  await fill('Judul', 'Fitur Baru: Pusat Peringatan');
  await fill('Deskripsi', 'Peringatan kendaraan kini tampil langsung.');
}

async function chooseAction(type: 'Gambar' | 'Video' | 'Carousel') {
  await userEvent.click(screen.getByLabelText('Aksi (opsional)'));
  await userEvent.click(await screen.findByTitle(type));
  await fill('Judul aksi', 'Lihat caranya');
}

const publishButton = () => screen.getByRole('button', { name: 'Terbitkan' });
const published = (calls: RecordedCall[]) =>
  calls.filter((call) => `${call.method} ${call.path}` === PUBLISH);
const fieldOf = (name: string) =>
  document.querySelector<HTMLElement>(`[data-field="${name}"]`) as HTMLElement;

// Each test fills a whole form with uploads: slow on a busy machine, never a timing under test.
describe('AnnouncementForm', { timeout: 180_000 }, () => {
  it('publishes to every company with only the chosen type’s data, images by asset id', async () => {
    const { calls } = stubConsole();
    const onDone = renderForm();
    await fillTexts();
    await userEvent.upload(fileInputOf('system_notif_thumbnail'), pngFile('thumb.png'));
    expect(await within(fieldOf('system_notif_thumbnail')).findByAltText('Pratinjau gambar')).toHaveAttribute(
      'src',
      buildAsset(1).url,
    );
    await chooseAction('Video');
    await fill('Tautan video', 'https://video.example.id/panduan');
    // Switching type keeps what was typed for the video but sends the image's data only.
    await userEvent.click(screen.getByLabelText('Aksi (opsional)'));
    await userEvent.click(await screen.findByTitle('Gambar'));
    await userEvent.upload(fileInputOf('data.image'), pngFile('aksi.png'));
    await within(fieldOf('data.image')).findByAltText('Pratinjau gambar');
    await userEvent.click(publishButton());

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(published(calls)[0]?.body).toEqual({
      system_notif_header: 'Fitur Baru: Pusat Peringatan',
      system_notif_description: 'Peringatan kendaraan kini tampil langsung.',
      system_notif_thumbnail: buildAsset(1).asset_id,
      action: { type: 'IMAGE', title: 'Lihat caranya', description: '' },
      data: { image: buildAsset(2).asset_id },
      company_ids: null,
    });
  });

  it('asks for the image of an image action instead of publishing without it', async () => {
    const { calls } = stubConsole();
    renderForm();
    await fillTexts();
    await chooseAction('Gambar');
    await userEvent.click(publishButton());
    expect(await within(fieldOf('data.image')).findByText('Wajib diisi')).toBeInTheDocument();
    expect(published(calls)).toHaveLength(0);
  });

  it('refuses a carousel of one image and publishes one of two', async () => {
    const { calls } = stubConsole();
    const onDone = renderForm();
    await fillTexts();
    await chooseAction('Carousel');
    await userEvent.upload(fileInputOf('data.images'), pngFile('satu.png'));
    await within(fieldOf('data.images')).findByText('1 dari 10 gambar', { exact: false });
    await userEvent.click(publishButton());
    const error = await waitFor(() => {
      const help = fieldOf('data.images').querySelector('.ant-form-item-explain');
      expect(help?.textContent).toMatch(/2/);
      return help;
    });
    expect(error).not.toBeNull();
    expect(published(calls)).toHaveLength(0);

    await userEvent.upload(fileInputOf('data.images'), pngFile('dua.png'));
    await within(fieldOf('data.images')).findByText('2 dari 10 gambar', { exact: false });
    await userEvent.click(publishButton());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(published(calls)[0]?.body).toMatchObject({
      action: { type: 'CAROUSEL' },
      data: { images: [buildAsset(1).asset_id, buildAsset(2).asset_id] },
    });
  });

  it('refuses a video link that is not http or https', async () => {
    const { calls } = stubConsole();
    renderForm();
    await fillTexts();
    await chooseAction('Video');
    await fill('Tautan video', 'ftp://video.example.id/panduan');
    await userEvent.click(publishButton());
    await waitFor(() =>
      expect(fieldOf('data.video_url').querySelector('.ant-form-item-explain')?.textContent).toBeTruthy(),
    );
    expect(published(calls)).toHaveLength(0);
  });

  it('needs at least one company when the target is chosen companies, and sends their ids', async () => {
    const { calls } = stubConsole();
    const onDone = renderForm();
    await fillTexts();
    await userEvent.click(screen.getByLabelText('Perusahaan tertentu'));
    await userEvent.click(publishButton());
    expect(
      await within(fieldOf('company_ids')).findByText('Pilih minimal satu perusahaan'),
    ).toBeInTheDocument();
    expect(published(calls)).toHaveLength(0);

    await userEvent.click(screen.getByLabelText('Perusahaan penerima'));
    await userEvent.click(await screen.findByTitle('CV Surya Ekspedisi'));
    await userEvent.click(publishButton());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(published(calls)[0]?.body).toMatchObject({ company_ids: [5] });
  });

  it("shows the server's refusal of a thumbnail (415) on the thumbnail field", async () => {
    const message = 'Gambar harus berupa PNG, JPEG, atau WebP.';
    stubConsole({ [UPLOAD]: () => json({ code: 'platform/invalid-image', message }, 415) });
    renderForm();
    await userEvent.upload(fileInputOf('system_notif_thumbnail'), pngFile('bukan-gambar.png'));
    expect(await within(fieldOf('system_notif_thumbnail')).findByText(message)).toBeInTheDocument();
  });

  it("shows the server's field errors of a refused publish on their fields", async () => {
    const unknownImage = 'Gambar tidak ditemukan. Silakan unggah ulang gambarnya.';
    const unknownCompany = 'Perusahaan tidak ditemukan';
    stubConsole({
      [PUBLISH]: () =>
        json(
          {
            code: 'invalid/invalid-fields',
            message: 'Data tidak valid',
            errors: [
              { field: 'data', code: 'platform/unknown-image', message: unknownImage },
              { field: 'company_ids', code: 'invalid-value', message: unknownCompany },
            ],
          },
          400,
        ),
    });
    const onDone = renderForm();
    await fillTexts();
    await chooseAction('Gambar');
    await userEvent.upload(fileInputOf('data.image'), pngFile());
    await within(fieldOf('data.image')).findByAltText('Pratinjau gambar');
    await userEvent.click(screen.getByLabelText('Perusahaan tertentu'));
    await userEvent.click(screen.getByLabelText('Perusahaan penerima'));
    await userEvent.click(await screen.findByTitle('PT Armada Nusantara Logistik'));
    await userEvent.click(publishButton());

    expect(await within(fieldOf('data.image')).findByText(unknownImage)).toBeInTheDocument();
    expect(within(fieldOf('company_ids')).getByText(unknownCompany)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
