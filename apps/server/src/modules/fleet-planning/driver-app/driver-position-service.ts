import { type DevicePosition, DomainError, type DriverPositionBatch } from '@armada/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../../auth/guard';
import type { ApiContext } from '../../context';
import { ingestDevicePositions, intakeDepsOf } from '../../telemetry/intake-service';
import type { IntakeCounters } from '../../telemetry/stats';
import { driverDeviceId } from './driver-app-queries';
import { driverScopeOf } from './driver-task-service';

/**
 * The phone as 'Smart Driver' (issue 18 item 4): its fixes go through the one position intake under
 * the driver's users.device_id, exactly like a Traccar Client on the OsmAnd port, so the company's
 * Smart Driver source drives auto start and DO status with the same automation. A resent batch (the
 * phone was offline) counts its known fixes as duplicates.
 */

const toDevicePosition = (
  deviceId: string,
  fix: DriverPositionBatch['positions'][number],
): DevicePosition => ({
  deviceId,
  recordedOn: new Date(fix.recorded_on),
  latitude: fix.latitude,
  longitude: fix.longitude,
  speedKmh: fix.speed_kmh ?? null,
  bearing: fix.bearing ?? null,
  altitude: fix.altitude ?? null,
  accuracyM: fix.accuracy_m ?? null,
  batteryPct: null,
});

export async function ingestDriverPositions(
  context: ApiContext,
  auth: AuthContext,
  batch: DriverPositionBatch,
  intake: { log: FastifyBaseLogger; counters: IntakeCounters },
) {
  const deviceId = await driverDeviceId(context.db, driverScopeOf(auth));
  if (!deviceId) throw new DomainError('telemetry/driver-without-device');
  const positions = batch.positions.map((fix) => toDevicePosition(deviceId, fix));
  const outcome = await ingestDevicePositions(
    intakeDepsOf(context, intake.log, intake.counters),
    deviceId,
    positions,
    { receivedOn: new Date(), companyId: auth.companyId },
  );
  // The intake knows a driver's phone only while the driver is active: otherwise, as unregistered.
  if (!outcome.known) throw new DomainError('telemetry/driver-without-device');
  return { accepted: outcome.accepted, duplicates: outcome.duplicates };
}
