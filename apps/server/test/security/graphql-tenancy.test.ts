import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';
import { databaseSnapshot } from '../database';
import { type AlertCompany, alertCompany } from '../factories/alert-center.factory';
import { graphql } from '../graphql/client';
import {
  type GraphqlOperation,
  graphqlOperations,
  INPUT_OBJECT,
  operationRequest,
  sampleArguments,
} from './graphql-operations';

/*
 * Issue 21 item 1 for the Alert Center's GraphQL API: every operation of the schema that names an
 * object by id, called by one company with the other company's ids (every id field at once, both
 * ways round). Expected: 404 in the envelope, or an answer that carries nothing of the other company
 * (a list filtered by its ids is empty); never a changed row. An id field the sweep cannot fill
 * fails by name, so no operation lands unswept.
 */

type IdKind = 'rule' | 'geofence' | 'vehicle' | 'group' | 'user' | 'alert' | 'company';

/** What an argument or input field names by id, by its name. */
const ID_FIELDS: Record<string, IdKind> = {
  alertRuleId: 'rule',
  alertRuleIds: 'rule',
  geofenceId: 'geofence',
  geofenceIds: 'geofence',
  vehicleId: 'vehicle',
  vehicleIds: 'vehicle',
  vgroupIds: 'group',
  userId: 'user',
  userIds: 'user',
  rawAlertId: 'alert',
  id: 'company',
};

/** Ids of the global catalogue (the same for every company), not of a company's objects. */
const GLOBAL_ID_FIELDS = new Set(['alertCategoryId', 'templateId']);
/** The device's and the gateway's own ids (a file on a dashcam, a file list), not rows of a company. */
const DEVICE_ID_FIELDS = new Set(['fileId', 'fileListId']);

/** Inputs a create needs to reach its references (choices the sampler cannot guess). */
const WINDOW = { start: '2026-11-27T01:00:00Z', end: '2026-11-27T01:00:10Z' };
const INPUT_HINTS: Record<string, Record<string, unknown>> = {
  createAlertRule: { label: 'Sapuan', alertCode: 8, alertUrgencyType: 'URGENT' },
  findDownloadVideoHistories: { startTime: WINDOW.start },
  vehicleVideos: { ...WINDOW, channel: 'CH03' },
  requestFileList: { ...WINDOW, channel: 'CH03', imei: '865205041230417' },
  updateAlertMediaState: { type: 'load-none', fromStatus: 'loading', fromRetryCount: 0 },
  setUploadMedia: {
    imei: '865205041230417',
    rawAlertInput: (other: AlertCompany) => ({
      rawAlertId: String(other.importantAlertId),
      fileId: 'CH03-clip',
      channel: 'CH03',
    }),
  },
};

/**
 * Lists that take ids as a filter: they answer successfully, and what they select here must come
 * back empty. Any other operation must answer 404. A new filtered list must be named here.
 */
// biome-ignore lint/suspicious/noExplicitAny: the answer's shape differs per list
const FILTERED_LISTS: Record<string, { selection: string; rows: (value: any) => unknown[] }> = {
  rawAlerts: { selection: 'rawAlerts { data { rawAlertId } }', rows: (value) => value.rawAlerts.data },
  vehicleStatuses: { selection: 'vehicleStatuses { vehicleId }', rows: (value) => value.vehicleStatuses },
  findDownloadVideoHistories: {
    selection: 'findDownloadVideoHistories { data { id } }',
    rows: (value) => value.findDownloadVideoHistories.data,
  },
};

const isIdField = (name: string) => /(^id$|Ids?$)/.test(name);

let t: TestApp;
let companies: [AlertCompany, AlertCompany];
let operations: GraphqlOperation[];

beforeAll(async () => {
  t = await createTestApp();
  companies = [await alertCompany(t, 'Kerinci'), await alertCompany(t, 'Tambora')];
  operations = graphqlOperations();
}, 60_000);
afterAll(() => t.close());

function idOf(owner: AlertCompany, kind: IdKind): number | string {
  switch (kind) {
    case 'rule':
      return owner.ruleId;
    case 'geofence':
      return owner.geofenceId;
    case 'vehicle':
      return owner.vehicleIds[0];
    case 'group':
      return owner.vehicleGroupId;
    case 'user':
      return owner.admin.id;
    case 'alert':
      return owner.importantAlertId;
    case 'company':
      return owner.companyId;
  }
}

/** Every field of the operation's arguments, nested ones included, by name. */
function fieldNames(operation: GraphqlOperation): string[] {
  const names: string[] = [];
  sampleArguments(
    operation,
    (field) => {
      names.push(field);
      return undefined;
    },
    true,
  );
  return names;
}

describe('tenancy over every GraphQL operation that takes an id', () => {
  it('can fill every id field of every operation', () => {
    const unknown = operations.flatMap((operation) =>
      fieldNames(operation)
        .filter(
          (name) =>
            isIdField(name) &&
            !(name in ID_FIELDS) &&
            !GLOBAL_ID_FIELDS.has(name) &&
            !DEVICE_ID_FIELDS.has(name),
        )
        .map((name) => `${operation.name}: the sweep cannot fill ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it.each([0, 1])(
    "answers company %i's calls with the other company's ids as not found, and changes nothing",
    async (caller) => {
      const own = companies[caller] as AlertCompany;
      const other = companies[1 - caller] as AlertCompany;
      const swept = operations.filter((operation) => fieldNames(operation).some((name) => name in ID_FIELDS));
      expect(swept.length).toBeGreaterThanOrEqual(15);
      const failures: string[] = [];
      for (const operation of swept) {
        const fill = (field: string, scalar: string) => {
          const kind = ID_FIELDS[field];
          if (kind)
            return kind === 'alert' || scalar === 'ID' ? String(idOf(other, kind)) : idOf(other, kind);
          const hint = INPUT_HINTS[operation.name]?.[field];
          if (typeof hint === 'function') return scalar === INPUT_OBJECT ? hint(other) : undefined;
          return hint;
        };
        const variables = sampleArguments(operation, fill);
        const list = FILTERED_LISTS[operation.name];
        const { query } = operationRequest(operation, variables);
        const selected = list ? query.replace('status } }', `status ${list.selection} } }`) : query;
        const before = await databaseSnapshot(t.database.db);
        const answer = await graphql(t.app, selected, variables, { authorization: own.admin.authorization });
        const envelope = answer.data?.[operation.name] as
          | { status: number; isSuccessful: boolean }
          | undefined;
        const text = JSON.stringify(answer);
        if (!envelope) failures.push(`${operation.name}: no envelope ${JSON.stringify(answer.errors)}`);
        else if (list ? !envelope.isSuccessful || list.rows(envelope).length > 0 : envelope.status !== 404)
          failures.push(`${operation.name}: ${envelope.status} ${text.slice(0, 300)}`);
        if (text.includes(other.word)) failures.push(`${operation.name}: leaks ${other.word}`);
        const after = await databaseSnapshot(t.database.db);
        if (JSON.stringify(after) !== JSON.stringify(before))
          failures.push(`${operation.name}: changed rows`);
      }
      expect(failures).toEqual([]);
    },
  );
});
