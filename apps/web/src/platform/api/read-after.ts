/**
 * Reading one's own writes when the server reads lists from a replica (DATABASE_READ_URL, the
 * server's db/read-routing.ts): a write's answer names the primary's position, and every later request
 * of this tab sends the newest one back, so a list asked right after a save is read where the save is.
 * Without a replica the server names nothing and nothing is sent.
 */
let lastWritePosition: string | null = null;

export const WRITE_POSITION_HEADER = 'X-Write-Position';
export const READ_AFTER_HEADER = 'X-Read-After';

export function rememberWritePosition(response: Response): void {
  const position = response.headers?.get(WRITE_POSITION_HEADER);
  if (position) lastWritePosition = position;
}

export function readAfterPosition(): string | null {
  return lastWritePosition;
}
