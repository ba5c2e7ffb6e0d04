/**
 * Notification Detail's route parameter (alert-center-and-platform.md section 2): the raw alert's id,
 * or, when an alert is known without one, the composite of its code, vehicle, created time and flag.
 *
 * The composite reads `<code>_<vehicleId>_<createdOn epoch ms>_<flag>`: all parts survive a URL path
 * unescaped except the flag, which is percent-encoded (encodeURIComponent leaves `_` alone, so the
 * flag is everything after the third `_`). An alert without a vehicle or flag leaves that part empty.
 * The time is epoch milliseconds, the precision alerts are stored and presented with, so no offset or
 * colon reaches the path.
 */
export interface AlertCompositeRef {
  alertCode: number;
  vehicleId: number | null;
  /** Epoch milliseconds. */
  createdOn: number;
  alertFlag: string | null;
}

export type AlertRef = { kind: 'id'; id: string } | ({ kind: 'composite' } & AlertCompositeRef);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COMPOSITE = /^(\d{1,9})_(\d{0,15})_(\d{1,15})_(.*)$/s;

export interface AlertRefSource {
  id?: string | null;
  alertCode: number;
  vehicleId: number | null;
  /** ISO 8601 with offset, as the API answers it. */
  createdOn: string;
  alertFlag?: string | null;
}

export function compositeAlertParam(ref: AlertCompositeRef): string {
  return [ref.alertCode, ref.vehicleId ?? '', ref.createdOn, encodeURIComponent(ref.alertFlag ?? '')].join(
    '_',
  );
}

/** The detail's parameter for an alert: its id when it has one, else the composite. */
export function alertDetailParam(alert: AlertRefSource): string {
  if (alert.id) return alert.id;
  return compositeAlertParam({
    alertCode: alert.alertCode,
    vehicleId: alert.vehicleId,
    createdOn: new Date(alert.createdOn).getTime(),
    alertFlag: alert.alertFlag ?? null,
  });
}

/** Reads the parameter back; null for anything that is neither an id nor a well-formed composite. */
export function parseAlertDetailParam(param: string): AlertRef | null {
  if (param.length > 600) return null;
  if (UUID.test(param)) return { kind: 'id', id: param.toLowerCase() };
  const match = COMPOSITE.exec(param);
  if (!match) return null;
  const [, code, vehicle, time, flag] = match as unknown as [string, string, string, string, string];
  const createdOn = Number(time);
  const vehicleId = vehicle === '' ? null : Number(vehicle);
  if (
    !Number.isSafeInteger(createdOn) ||
    (vehicleId !== null && (vehicleId < 1 || vehicleId > 2_147_483_647))
  )
    return null;
  let alertFlag: string;
  try {
    alertFlag = decodeURIComponent(flag);
  } catch {
    return null;
  }
  return {
    kind: 'composite',
    alertCode: Number(code),
    vehicleId,
    createdOn,
    alertFlag: alertFlag === '' ? null : alertFlag,
  };
}
