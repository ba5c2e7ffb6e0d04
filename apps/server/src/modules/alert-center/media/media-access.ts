import { DomainError, isDashcamDeviceType } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import type { Database } from '../../../db/schema';
import type { ApiContext } from '../../context';
import { findAlertsByIds } from '../raw-alerts/raw-alert-queries';
import { viewerOf } from '../raw-alerts/raw-alert-service';
import type { GatewayClient } from './gateway-client';
import { alertMediaOf } from './media-fields';

/** Every media call needs the gateway; without MEDIA_GATEWAY_URL the operator is told so. */
export function gatewayOf(api: ApiContext): GatewayClient {
  if (!api.media.gateway) throw new DomainError('media/gateway-not-configured');
  return api.media.gateway;
}

/** The caller's alert (urgent ones only with the urgent scope); anything else is not found. */
export async function visibleAlert(db: Kysely<Database>, auth: AuthContext, rawAlertId: string) {
  const [row] = await findAlertsByIds(db, viewerOf(auth), [rawAlertId]);
  if (!row) throw new DomainError('not-found');
  return row;
}

/** The caller's alert with media, and its dashcam. */
export async function mediaAlert(db: Kysely<Database>, auth: AuthContext, rawAlertId: string) {
  const row = await visibleAlert(db, auth, rawAlertId);
  const media = alertMediaOf(row);
  if (!media) throw new DomainError('media/no-device');
  return { row, media };
}

/** The caller's vehicle with a dashcam; another company's is not found, one without a dashcam no-device. */
export async function dashcamVehicle(db: Kysely<Database>, auth: AuthContext, vehicleId: number) {
  const vehicle = await db
    .selectFrom('vehicles')
    .select(['id', 'license_plate', 'imei', 'device_type'])
    .where('id', '=', vehicleId)
    .where('company_id', '=', auth.companyId)
    .executeTakeFirst();
  if (!vehicle) throw new DomainError('not-found');
  if (!isDashcamDeviceType(vehicle.device_type) || !vehicle.imei) throw new DomainError('media/no-device');
  return { ...vehicle, imei: vehicle.imei, deviceType: vehicle.device_type };
}
