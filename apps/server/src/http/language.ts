import type { Language } from '@armada/domain';

/** Indonesian unless the client prefers English; quality values are not needed for two languages. */
export function languageFromHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 'id';
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'id';
}
