/**
 * 'ABCD-EFGH-JKMN': twelve symbols read in groups of four, as they are read out over the phone. The
 * server ignores the dashes (normalizePairingCode), so the grouped form is also what gets copied.
 */
export function groupedPairingCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
