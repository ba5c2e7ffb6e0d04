// Answers of the console's calls for its component tests (not imported by the app).
import { DEFAULT_FEATURES, type OperatorCompany, type PlatformAsset, platformAssetUrl } from '@armada/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../test/http';
import { buildUser } from '../../test/user.factory';

export const OPERATOR_API = '/platform/v1/operator';

/** The platform operator as /api/auth/me answers it: role platform-admin, no scopes, no flags. */
export function buildOperator() {
  const user = buildUser('admin');
  return {
    ...user,
    name: 'Operator Platform',
    email: 'operator@demo.id',
    role: 'platform-admin',
    scopes: [],
    company: { ...user.company, id: 99, name: 'Armada Platform' },
  };
}

export function buildAsset(n: number): PlatformAsset {
  const assetId = `0e0e0e0e-5555-4a5b-8c9d-00000000000${n}`;
  return { asset_id: assetId, url: platformAssetUrl(assetId), content_type: 'image/png', size_bytes: 1024 };
}

export function buildCompany(
  id: number,
  name: string,
  overrides: Partial<OperatorCompany> = {},
): OperatorCompany {
  return {
    id,
    name,
    is_active: true,
    user_count: 4,
    features: { ...DEFAULT_FEATURES },
    has_logo: false,
    created_on: '2026-11-01T08:00:00.000+07:00',
    ...overrides,
  };
}

export const listOf = <T>(rows: T[]) =>
  json({
    data: { paginated_result: rows, ids: rows.map((_, index) => index) },
    metadata: { page: 1, limit: 10, total_count: rows.length },
  });

/** A PNG's first bytes: what a real image file starts with (the server checks the bytes). */
export function pngFile(name = 'gambar.png'): File {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
}

/** The file input of a form field (antd's Upload hides it behind its button). */
export function fileInputOf(field: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`[data-field="${field}"] input[type="file"]`);
  if (!input) throw new Error(`no file input in field ${field}`);
  return input;
}

/** Types into a field as one paste: a form test's text, without a key event per character. */
export async function fill(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.click(input);
  await userEvent.paste(text);
}
