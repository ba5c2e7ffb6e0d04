import type { AuthUser } from '@armada/domain';
import type { UserWithCompany } from './queries';

/** The guard's user of a row: who they are, their scopes and their company. */
export function toAuthUser(row: UserWithCompany): AuthUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_no: row.phone_no,
    role: row.role,
    scopes: row.scopes,
    company: {
      id: row.company_id,
      name: row.company_name,
      time_zone: row.company_time_zone,
      setup_notif_completed: row.company_setup_notif_completed,
    },
  };
}
