import { ATTACHMENT_TYPES } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSnapshot } from '../database';
import { type OwnedIds, type TenancyWorld, tenancyWorld } from '../factories/tenancy.factory';
import { jpegOfSize, multipartBody } from '../multipart';
import {
  fillPath,
  type Operation,
  operationName,
  requiredQueryOf,
  sampleBody,
  sweptOperations,
} from './openapi';

/*
 * Issue 21, item 1: every operation of the live OpenAPI document, called by one company with the
 * other company's ids, in the path, in the body and in list filters, both ways round. Expected: 404
 * (or a refusal before any lookup, or an empty list), no answer carrying the other company's data,
 * and not one row changed anywhere. An operation whose path names an object the sweep cannot build
 * fails by name, so no endpoint lands unswept.
 */

type IdKind = Exclude<keyof OwnedIds, 'companyId' | 'marks' | 'authorization'>;

/** The object a path parameter names, by the path segment before it. */
const PATH_SEGMENT_KINDS: Record<string, IdKind> = {
  'fleet-task': 'task',
  track: 'task',
  point: 'point',
  activity: 'activity',
  'delivery-order': 'order',
  load: 'load',
  attachment: 'attachment',
  reason: 'reason',
  vendor: 'vendor',
  'vendor-request': 'vendorRequest',
  address: 'address',
  vehicle: 'vehicle',
  'box-type': 'boxType',
  'vehicle-type': 'vehicleType',
  'vehicle-group': 'vehicleGroup',
  driver: 'driver',
  customer: 'customer',
  product: 'product',
  'product-type': 'productType',
  'api-key': 'apiKey',
  'pairing-code': 'pairingCode',
  'system-notification': 'announcement',
  'banner-active': 'banner',
  // A driver is a user of the company: the users page reaches the same rows.
  user: 'driver',
};

/**
 * The object a list's rows are, by its path's last segment; null for a list whose rows have no id
 * filter (a log, rates, codes). A new list must be named here.
 */
const LIST_KINDS: Record<string, IdKind | null> = {
  'fleet-task': 'task',
  'delivery-order': 'order',
  load: 'load',
  reason: 'reason',
  vendor: 'vendor',
  'vendor-request': 'vendorRequest',
  address: 'address',
  vehicle: 'vehicle',
  driver: 'driver',
  'box-type': 'boxType',
  'vehicle-type': 'vehicleType',
  'vehicle-group': 'vehicleGroup',
  customer: 'customer',
  product: 'product',
  'product-type': 'productType',
  'api-key': 'apiKey',
  user: 'driver',
  'transfer-target': 'task',
  'nearest-vehicle': 'vehicle',
  history: null,
  log: null,
  rates: null,
  'contract-rates': null,
  'pairing-code': null,
  notification: null,
  sequence: null,
  activity: null,
  attachment: null,
  device: null,
  'intake-stats': null,
  summary: null,
  setting: null,
};

/** A query the sampler cannot make valid (a range must end after it starts). */
const QUERY_HINTS: Record<string, () => string> = {
  'GET /api/telemetry/v1/vehicle/{id}/track': () =>
    `from=${new Date(Date.now() - 3_600_000).toISOString()}&to=${new Date().toISOString()}`,
  'GET /api/telemetry/v1/driver/{id}/track': () =>
    `from=${new Date(Date.now() - 3_600_000).toISOString()}&to=${new Date().toISOString()}`,
};

/** What a body must say for the operation to reach its lookup (a choice the sampler cannot guess). */
const BODY_HINTS: Record<string, object> = {
  'POST /api/fleet-planning/v1/fleet-task/{id}/delivery-order/{orderId}/transfer': { type: 'exist' },
};

/** What a body property names by id; `ids` names the objects of the path's resource. */
const BODY_ID_KINDS: Record<string, IdKind | 'company'> = {
  canceled_reason_id: 'reason',
  delivery_order_ids: 'order',
  delivery_load_uuid: 'load',
  fleet_task_uuid: 'task',
  origin_address_id: 'address',
  destination_address_id: 'address',
  transit_address_ids: 'address',
  home_address_id: 'address',
  vehicle_type_id: 'vehicleType',
  box_type_id: 'boxType',
  default_driver_user_id: 'driver',
  vehicle_ids: 'vehicle',
  product_type_id: 'productType',
  // Not pairing_code: a company that holds another's pairing code was given it to pair with.
  paired_company_id: 'company',
};

/**
 * Public operations carry their own secret (a signed URL, a token, a device key), not an id of ours.
 * The platform operator's console is above companies by design: company users get 403 there
 * (authorisation.test.ts).
 */
const isSwept = (operation: Operation) =>
  operation.scopes !== null && !operation.path.startsWith('/api/platform/v1/operator/');

let world: TenancyWorld;
let operations: Operation[];
const failures: string[] = [];
const figures = { operations: 0, requests: 0, notFound: 0, refusedBeforeLookup: 0, emptyLists: 0 };

function pathKinds(operation: Operation): IdKind[] {
  const segments = operation.path.split('/');
  return operation.pathParams.map((param) => {
    const index = segments.indexOf(`{${param}}`);
    const kind = PATH_SEGMENT_KINDS[segments[index - 1] ?? ''];
    if (!kind) throw new Error(`${operationName(operation)}: the sweep cannot build a {${param}}`);
    return kind;
  });
}

function idsKind(operation: Operation): IdKind | undefined {
  const resource = operation.path
    .split('/')
    .filter((segment) => !segment.startsWith('{'))
    .at(-2);
  return (resource && LIST_KINDS[resource]) || undefined;
}

/** A body for the operation whose id-naming properties come from `owner`. */
function bodyOf(operation: Operation, owner: OwnedIds) {
  if (!operation.bodySchema) return undefined;
  const body = sampleBody(operation.bodySchema, (property) => {
    const kind = property === 'ids' ? idsKind(operation) : BODY_ID_KINDS[property];
    if (kind === undefined) return undefined;
    const value = kind === 'company' ? owner.companyId : owner[kind];
    return property.endsWith('ids') ? [value] : value;
  });
  const hint = BODY_HINTS[operationName(operation)];
  return hint && body && typeof body === 'object' && !Array.isArray(body) ? { ...body, ...hint } : body;
}

/** The operation's URL with the given path values and its required query parameters. */
function urlOf(operation: Operation, values: readonly (string | number)[], query = '') {
  const url = fillPath(operation, (param) => String(values[operation.pathParams.indexOf(param)]));
  const required = QUERY_HINTS[operationName(operation)]?.() ?? requiredQueryOf(operation);
  const search = [required, query].filter(Boolean).join('&');
  return search ? `${url}?${search}` : url;
}

/** The path values of `owner` for every parameter of the operation. */
const ownValues = (operation: Operation, owner: OwnedIds) => pathKinds(operation).map((kind) => owner[kind]);

/** The driver app's routes are for the company's driver; every other one for its admin. */
const callerOf = (operation: Operation, caller: OwnedIds) =>
  operation.path.startsWith('/api/fleet-planning/v1/driver-app/')
    ? caller.driverAuthorization
    : caller.authorization;

async function call(operation: Operation, caller: OwnedIds, url: string, payload?: unknown) {
  const send = (extra: { payload?: Buffer | object; headers?: Record<string, string> }) => {
    figures.requests += 1;
    return world.t.app.inject({
      method: operation.method as 'GET',
      url,
      payload: extra.payload,
      headers: { authorization: callerOf(operation, caller), 'accept-language': 'id', ...extra.headers },
    });
  };
  let response = await send(payload === undefined ? {} : { payload: payload as object });
  // An upload reads its file before anything else: give it one, so the call reaches the lookup.
  if (response.statusCode === 400 && response.body.includes('"attachment/file-required"')) {
    response = await send(
      multipartBody({ type: ATTACHMENT_TYPES[0] }, [
        { fileName: 'a.jpg', contentType: 'image/jpeg', bytes: jpegOfSize(64) },
      ]),
    );
  }
  const code = response.body.startsWith('{') ? (response.json<{ code?: string }>().code ?? '') : '';
  // The request's own values may come back in an error message; only the rest could be a leak.
  const echo = `${url} ${JSON.stringify(payload ?? '')}`;
  return { status: response.statusCode, code, body: response.body, echo };
}

type Answer = Awaited<ReturnType<typeof call>>;

function expectNoLeak(what: string, answer: Answer, victim: OwnedIds) {
  const leaked = victim.marks.filter((mark) => answer.body.includes(mark) && !answer.echo.includes(mark));
  if (leaked.length) failures.push(`${what}: the answer carries ${leaked.join(', ')}`);
}

/** 404, or refused by the schema before any row was looked up; anything else is a finding. */
function expectRefused(what: string, answer: Answer, victim: OwnedIds) {
  expectNoLeak(what, answer, victim);
  if (answer.status === 404) figures.notFound += 1;
  else if (answer.status === 400 && answer.code === 'invalid/invalid-fields')
    figures.refusedBeforeLookup += 1;
  else failures.push(`${what}: ${answer.status} ${answer.code}`);
}

async function sweepPaths(attacker: OwnedIds, victim: OwnedIds) {
  for (const operation of operations.filter(isSwept)) {
    if (operation.pathParams.length === 0) continue;
    const kinds = pathKinds(operation);
    // Each parameter in turn is the victim's, those before and after it the attacker's own, then all.
    const mixes = kinds.map((_, foreign) =>
      kinds.map((kind, index) => (index === foreign ? victim : attacker)[kind]),
    );
    if (kinds.length > 1) mixes.push(kinds.map((kind) => victim[kind]));
    for (const values of mixes) {
      const url = urlOf(operation, values);
      const answer = await call(operation, attacker, url, bodyOf(operation, attacker));
      expectRefused(`${operationName(operation)} ${url}`, answer, victim);
    }
  }
}

async function sweepBodies(attacker: OwnedIds, victim: OwnedIds) {
  for (const operation of operations.filter(isSwept)) {
    const body = bodyOf(operation, victim);
    if (body === undefined || JSON.stringify(body) === JSON.stringify(bodyOf(operation, attacker))) continue;
    const kinds = pathKinds(operation);
    const url = fillPath(operation, (param) =>
      String(attacker[kinds[operation.pathParams.indexOf(param)] as IdKind]),
    );
    const answer = await call(operation, attacker, url, body);
    const what = `${operationName(operation)} with the other company's ids in ${JSON.stringify(body)}`;
    expectNoLeak(what, answer, victim);
    if (answer.status < 400 || answer.status >= 500)
      failures.push(`${what}: ${answer.status} ${answer.code}`);
    else figures.notFound += answer.status === 404 ? 1 : 0;
  }
}

async function sweepLists(attacker: OwnedIds, victim: OwnedIds) {
  for (const operation of operations.filter(isSwept)) {
    if (operation.method !== 'GET') continue;
    const own = ownValues(operation, attacker);
    const listQuery = operation.queryParams.includes('limit') ? 'limit=100' : '';
    const ownAnswer = await call(operation, attacker, urlOf(operation, own, listQuery));
    expectNoLeak(`${operationName(operation)} (own ids)`, ownAnswer, victim);
    if (!operation.queryParams.includes('filters')) continue;
    const kind = LIST_KINDS[operation.path.split('/').at(-1) ?? ''];
    if (kind === undefined) {
      failures.push(`${operationName(operation)}: the sweep does not know what this list's rows are`);
      continue;
    }
    if (kind === null) continue;
    for (const filter of [`id eq ${victim[kind]}`, `id in ${attacker[kind]},${victim[kind]}`]) {
      const url = urlOf(operation, own, `filters=${encodeURIComponent(filter)}`);
      const answer = await call(operation, attacker, url);
      const what = `${operationName(operation)} filters=${filter}`;
      expectNoLeak(what, answer, victim);
      // A list without an id filter refuses it; its rows were checked for leaks above.
      if (answer.status === 400) continue;
      const listed = JSON.parse(answer.body) as { data?: { paginated_result?: { id: unknown }[] } };
      const ids = listed.data?.paginated_result?.map((row) => String(row.id));
      if (answer.status !== 200 || !ids) failures.push(`${what}: ${answer.status} ${answer.code}`);
      else if (ids.includes(String(victim[kind]))) failures.push(`${what}: lists the other company's row`);
      else figures.emptyLists += 1;
    }
  }
}

beforeAll(async () => {
  world = await tenancyWorld();
  operations = await sweptOperations(world.t.app);
  figures.operations = operations.filter(isSwept).length;
}, 180_000);
afterAll(async () => {
  console.info(`Tenancy sweep: ${JSON.stringify(figures)}, findings: ${failures.length}`);
  await world.t.close();
});

describe('tenancy over every operation of the OpenAPI document', () => {
  it('builds an id of the other company for every parameter of every operation', () => {
    expect(() => operations.filter(isSwept).forEach(pathKinds)).not.toThrow();
  });

  it.each([
    [0, 1],
    [1, 0],
  ] as const)(
    'company %i cannot read or change one object of company %i, and no row changes',
    async (a, v) => {
      const [attacker, victim] = [world.companies[a], world.companies[v]];
      failures.length = 0;
      const before = await databaseSnapshot(world.db);
      await sweepPaths(attacker, victim);
      await sweepBodies(attacker, victim);
      await sweepLists(attacker, victim);
      expect(failures).toEqual([]);
      expect(await databaseSnapshot(world.db)).toEqual(before);
    },
    600_000,
  );
});
