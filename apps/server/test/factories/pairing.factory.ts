import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { insertPairingCode } from '../../src/modules/vendor-management/pairing-codes';

/** A fresh pairing code issued by `companyId`, as its settings page would issue it. */
export async function issuePairingCode(db: Kysely<Database>, companyId: number): Promise<string> {
  return (await insertPairingCode(db, companyId, null)).code;
}
