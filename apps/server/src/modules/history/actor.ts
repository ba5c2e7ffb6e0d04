import type { AuthContext } from '../../auth/guard';

/**
 * Who made a change, the one shape every writer and every history entry uses: a user of the company,
 * or no user (id null) for the GPS automation, a vendor company's progress or the seed. The name
 * goes into the history ('Diubah oleh'); the company scopes what the change may touch.
 */
export interface Actor {
  id: number | null;
  name: string;
  companyId: number;
}

/** The logged-in user as the actor of their request. */
export const actorOf = (auth: AuthContext): Actor => ({
  id: auth.user.id,
  name: auth.user.name,
  companyId: auth.companyId,
});
