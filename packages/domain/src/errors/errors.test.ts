import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CATALOGUE, errorMessage, FIELD_ERROR_CATALOGUE, interpolate } from './catalogue';
import { DomainError } from './domain-error';
import { renderErrorBody } from './response';
import { fieldProblemsFromZodIssues } from './zod-issues';

describe('error catalogue', () => {
  it('has a message in both languages for every code, and a client or server error status', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(entry.id, code).not.toBe('');
      expect(entry.en, code).not.toBe('');
      expect(entry.id, code).not.toBe(entry.en);
      expect(entry.status >= 400 && entry.status < 600, code).toBe(true);
    }
    for (const [code, entry] of Object.entries(FIELD_ERROR_CATALOGUE)) {
      expect(entry.id && entry.en, code).toBeTruthy();
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Maksimal {max} karakter', { max: 255 })).toBe('Maksimal 255 karakter');
    expect(interpolate('Pengiriman {number}', {})).toBe('Pengiriman {number}');
  });

  it('renders Indonesian by default and English on request', () => {
    expect(errorMessage('not-found', 'id')).toBe('Data tidak ditemukan.');
    expect(errorMessage('not-found', 'en')).toBe('Data not found.');
  });
});

describe('renderErrorBody', () => {
  it('gives code and message only when there is nothing more to say', () => {
    expect(renderErrorBody(new DomainError('auth/forbidden'), 'id')).toEqual({
      code: 'auth/forbidden',
      message: 'Anda tidak memiliki akses untuk melakukan tindakan ini.',
    });
  });

  it('lists field problems with their own messages and issue codes under errors_v2', () => {
    const error = new DomainError('invalid/invalid-fields', {
      fields: [{ field: 'shipment_reference', code: 'too-long', params: { max: 255 } }],
      issues: [
        { code: 'FLEET_TASK.FLEET_TASK_CUSTOMER_PHONE_NUMBER_IS_REQUIRED', field: 'customer_phone_number' },
      ],
    });
    expect(renderErrorBody(error, 'id')).toEqual({
      code: 'invalid/invalid-fields',
      message: 'Terdapat data yang belum valid. Mohon periksa kembali data Anda.',
      errors: [{ field: 'shipment_reference', code: 'too-long', message: 'Maksimal 255 karakter' }],
      errors_v2: {
        issues: [
          {
            code: 'FLEET_TASK.FLEET_TASK_CUSTOMER_PHONE_NUMBER_IS_REQUIRED',
            field: 'customer_phone_number',
            message: 'Terdapat data yang belum valid. Mohon periksa kembali data Anda.',
          },
        ],
      },
    });
  });
});

describe('fieldProblemsFromZodIssues', () => {
  const schema = z
    .object({
      name: z.string().min(1).max(5),
      email: z.email(),
      count: z.number().int().min(1).max(10),
      nested: z.object({ id: z.number() }),
    })
    .strict();
  const problems = (input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) return [];
    return fieldProblemsFromZodIssues(result.error.issues, input);
  };

  it.each([
    [{ name: '' }, 'name', 'required', undefined],
    [{ name: 'panjang sekali' }, 'name', 'too-long', { max: 5 }],
    [{ email: 'bukan' }, 'email', 'invalid-email', undefined],
    [{ count: 'tiga' }, 'count', 'invalid-format', undefined],
    [{ count: 0 }, 'count', 'too-small', { min: 1 }],
    [{ count: 11 }, 'count', 'too-big', { max: 10 }],
    [{ nested: { id: 'x' } }, 'nested.id', 'invalid-format', undefined],
    [{ extra: 1 }, 'extra', 'unknown-field', undefined],
  ])('maps %j on %s to %s', (input, field, code, params) => {
    const found = problems({ name: 'ok', email: 'a@b.id', count: 2, nested: { id: 1 }, ...input }).find(
      (problem) => problem.field === field,
    );
    expect(found).toEqual({ field, code, ...(params ? { params } : {}) });
  });

  it('takes the field code a refinement names, and invalid-value when it names no catalogue code', () => {
    const refined = z.object({ to: z.string() }).superRefine((_value, context) => {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'x',
        params: { fieldCode: 'too-big', fieldParams: { max: 3 } },
      });
      context.addIssue({ code: 'custom', path: ['to'], message: 'y', params: { fieldCode: 'no-such-code' } });
    });
    const result = refined.safeParse({ to: 'a' });
    expect(result.success ? [] : fieldProblemsFromZodIssues(result.error.issues, { to: 'a' })).toEqual([
      { field: 'to', code: 'too-big', params: { max: 3 } },
      { field: 'to', code: 'invalid-value' },
    ]);
  });

  it('reports a missing field as required', () => {
    expect(problems({ email: 'a@b.id', count: 2, nested: { id: 1 } })).toEqual([
      { field: 'name', code: 'required' },
    ]);
  });
});
