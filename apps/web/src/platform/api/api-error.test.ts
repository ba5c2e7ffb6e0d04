import { describe, expect, it } from 'vitest';
import { toApiError } from './api-error';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('toApiError', () => {
  it('keeps the code, message and field messages of the error body', async () => {
    const error = await toApiError(
      json(400, {
        code: 'invalid/invalid-fields',
        message: 'Terdapat data yang belum valid.',
        errors: [{ field: 'phone_no', code: 'invalid-format', message: 'Format tidak valid' }],
      }),
      'id',
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid/invalid-fields');
    expect(error.message).toBe('Terdapat data yang belum valid.');
    expect(error.fieldErrors).toEqual([
      { field: 'phone_no', code: 'invalid-format', message: 'Format tidak valid' },
    ]);
  });

  it("falls back to the catalogue's message in the UI language when the body is not the contract's", async () => {
    const error = await toApiError(new Response('<html>Bad gateway</html>', { status: 502 }), 'en');
    expect(error.code).toBe('service-unavailable');
    expect(error.message).toBe('The service is unavailable. Please try again.');
  });

  it('reads a 429 without a body as too many attempts', async () => {
    const error = await toApiError(new Response(null, { status: 429 }), 'id');
    expect(error.message).toBe('Terlalu banyak percobaan. Silakan coba lagi dalam beberapa saat.');
  });

  it('keeps the issues of errors_v2 so a page can mark the rows they name', async () => {
    const error = await toApiError(
      json(400, {
        code: 'delivery/load-adjustment-reason-required',
        message: 'Gagal Menyimpan. Terdapat Alasan Perubahan yang belum diisi',
        errors_v2: {
          issues: [
            { code: 'FLEET_TASK.DELIVERY_LOAD_ADJUSTMENT_REASON_IS_NULL', field: '1.reason', message: 'x' },
          ],
        },
      }),
      'id',
    );
    expect(error.hasIssue('FLEET_TASK.DELIVERY_LOAD_ADJUSTMENT_REASON_IS_NULL')).toBe(true);
    expect(error.issues[0]?.field).toBe('1.reason');
  });
});
