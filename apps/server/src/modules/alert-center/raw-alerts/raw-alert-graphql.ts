import { alertNotificationLog } from '../../notification/alert-log';
import type { OperationDefinition } from '../graphql/operation';
import { CENTRE_SCOPES } from '../scopes';
import { upsertRawAlertsAction } from './action-service';
import {
  findRawAlert,
  listRawAlerts,
  totalImportantAlerts,
  unresolvedAlertCounts,
} from './raw-alert-service';

export { RAW_ALERT_TYPES } from './raw-alert-types';

export const RAW_ALERT_OPERATIONS: OperationDefinition[] = [
  {
    kind: 'query',
    name: 'rawAlerts',
    args: 'filter: RawAlertFilter!',
    response: 'RawAlertsResponse',
    returns: 'RawAlertPage',
    scopes: CENTRE_SCOPES,
    description:
      'Alerts of the company, newest first, 20 a page; urgent ones need e4e-alert-center-urgent:read. pagination.total stops counting at 10,000; actualTotal is the rows on the page.',
    resolve: async ({ filter }, { readDb, auth, api }) =>
      listRawAlerts(await readDb(), auth, filter, api.token.secret),
  },
  {
    kind: 'query',
    name: 'rawAlert',
    args: 'param: String!',
    returns: 'RawAlert',
    scopes: CENTRE_SCOPES,
    description:
      "One alert by Notification Detail's parameter: the raw alert id, or the composite '<alertCode>_<vehicleId>_<createdOn epoch ms>_<alertFlag, percent-encoded>' (empty parts for no vehicle or flag). Another company's alert is not found.",
    resolve: ({ param }, { db, auth, api }) => findRawAlert(db, auth, param, api.token.secret),
  },
  {
    kind: 'query',
    name: 'totalImportantAlerts',
    args: 'filter: DateRangeInput',
    returns: '[AlertCodeTotal!]',
    scopes: CENTRE_SCOPES,
    description: 'Important alerts within the dates, per alert code: all and unresolved.',
    resolve: ({ filter }, { db, auth }) => totalImportantAlerts(db, auth, filter),
  },
  {
    kind: 'query',
    name: 'unresolvedAlertCounts',
    args: 'filter: DateRangeInput',
    response: 'UnresolvedCountsResponse',
    returns: 'UnresolvedCounts',
    scopes: CENTRE_SCOPES,
    description:
      'Alerts neither resolved nor flagged false, by urgency (urgent is 0 without the urgent scope).',
    resolve: ({ filter }, { db, auth }) => unresolvedAlertCounts(db, auth, filter),
  },
  {
    kind: 'query',
    name: 'rawAlertNotifications',
    args: 'rawAlertId: ID!',
    returns: '[AlertNotification!]',
    scopes: CENTRE_SCOPES,
    description:
      "The alert's messages to its rules' contact recipients (WhatsApp, e-mail), oldest first: queued, sent, failed, or not sent with the reason (a throttled alert, no SMTP server, ...).",
    resolve: (args, { db, auth }) => alertNotificationLog(db, auth, args),
  },
  {
    kind: 'mutation',
    name: 'upsertRawAlertsAction',
    args: 'input: RawAlertActionInput!',
    response: 'ActionResponse',
    returns: 'ActionResult',
    scopes: CENTRE_SCOPES,
    description:
      'Read, Feedback, FalseAlert or Resolve (revert: check again) on a list of alerts or a selection; each changed alert gets a user log entry.',
    resolve: ({ input }, { db, auth }) => upsertRawAlertsAction(db, auth, input),
  },
];
