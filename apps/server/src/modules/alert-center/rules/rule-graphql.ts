import type { PayloadFilter } from '@armada/domain';
import type { OperationDefinition } from '../graphql/operation';
import {
  CENTRE_SCOPES,
  RULE_READ_SCOPES,
  ruleWriteScopes,
  TEMPLATE_CREATE_SCOPES,
  TEMPLATE_READ_SCOPES,
} from '../scopes';
import { getPayload } from './payload-service';
import {
  createAlertRule,
  deleteAlertRule,
  deleteAlertRules,
  getAlertRule,
  listAlertRules,
  updateAlertRule,
  updateAlertRules,
} from './rule-service';
import { createAlertRulesFromTemplates, listAlertRuleTemplates } from './template-service';

const RULE_FIELDS = `label: String, alertCode: Int, isActive: Boolean, alertUrgencyType: String,
  maxThreshold: Float, minThreshold: Float, "Seconds." minThresholdTime: Int,
  withSchedule: Boolean, "HH:mm in the company's time zone." startTime: String, endTime: String,
  "ISO days, 1 Monday .. 7 Sunday." dayOfWeek: [Int!],
  withGeofence: Boolean, isInsideGeofence: Boolean, geofenceIds: [Int!],
  alertCountThreshold: Int, "Seconds." alertCountWindow: Int, autoPopup: Boolean,
  "With neither vehicles nor groups a rule covers every vehicle of the company." vehicleIds: [Int!], vgroupIds: [Int!],
  "Users subscribed to the rule." userIds: [Int!], contactRecipients: [ContactRecipientInput!]`;

export const RULE_TYPES = /* GraphQL */ `
type AlertRuleContact { contactId: Int! userId: Int user: UserRef email: String phoneNumber: String label: String }
type AlertRuleGeofence { geofenceId: Int! fenceName: String! serviceLocType: String type: String! address: String }
type VehicleGroupRef { id: Int! name: String! totalVehicle: Int! }
type AlertRule {
  alertRuleId: Int! id: Int! label: String! companyId: Int! alertCode: Int! isActive: Boolean!
  createdOn: String! updatedOn: String! alertUrgencyType: String!
  maxThreshold: Float minThreshold: Float minThresholdTime: Int
  withSchedule: Boolean! startTime: String endTime: String dayOfWeek: [Int!]!
  withGeofence: Boolean! isInsideGeofence: Boolean alertCountThreshold: Int alertCountWindow: Int
  autoPopup: Boolean! templateId: Int coversAllVehicles: Boolean!
  totalVehicles: Int! totalVgroups: Int! totalUsers: Int!
  hasInaccessibleUser: Boolean! hasInaccessibleVgroup: Boolean! hasInaccessibleVehicle: Boolean!
  userIsSubscribedToRule: Boolean!
  alert: AlertCode contactRecipients: [AlertRuleContact!]! geofences: [AlertRuleGeofence!]!
  vehicles: [VehicleRef!]! users: [UserRef!]! vgroups: [VehicleGroupRef!]!
}
type AlertRulePage { data: [AlertRule!]! pagination: Pagination! }
input AlertRuleFilter {
  page: Int = 1, show: Int = 20, orderBy: String = "createdOn desc", search: String,
  alertCode: Int, alertCodes: [Int!], isActive: Boolean, alertUrgencyType: String
}
input ContactRecipientInput { userId: Int, phoneNumber: String, email: String, label: String }
input AlertRuleInput { ${RULE_FIELDS.replace('label: String,', 'label: String!,').replace('alertCode: Int,', 'alertCode: Int!,').replace('alertUrgencyType: String,', 'alertUrgencyType: String!,')} }
input AlertRuleUpdateInput { ${RULE_FIELDS}, "The rule's updatedOn as read: a later save by someone else refuses this one (409)." updatedOn: String }
input AlertRuleBulkInput { isActive: Boolean, autoPopup: Boolean, alertUrgencyType: String }
type AlertRuleRef { alertRuleId: Int! label: String! }
type TemplateAlertCode {
  alertCode: Int! descriptionIdn: String! descriptionEng: String! fullDescriptionIdn: String! fullDescriptionEng: String!
  enabledInRule: Boolean! iconUrl: String! isAlreadyActive: Boolean! alertRule: AlertRuleRef
}
type AlertRuleTemplate {
  templateId: Int! category: String! nameIdn: String! nameEng: String! descriptionIdn: String! descriptionEng: String!
  iconUrl: String! defaultAlertCodes: [TemplateAlertCode!]! additionalAlertCodes: [TemplateAlertCode!]!
}
type AlertRuleTemplatePage { data: [AlertRuleTemplate!]! pagination: Pagination! }
input AlertRuleTemplateFilter { category: String = "Recommendation", page: Int = 1, show: Int = 999 }
input TemplateChoiceInput { templateId: Int!, alertCodes: [Int!]! }
input CreateAlertRulesInput { templates: [TemplateChoiceInput!]! }
type RuleIdGroups { urgentAlertRules: [Int!]! importantAlertRules: [Int!]! autoPopupAlertRules: [Int!]! }
type Payload {
  payload: RuleIdGroups! urgentAlertRules: [Int!]! importantAlertRules: [Int!]! autoPopupAlertRules: [Int!]!
  subscribedAlertRules: [Int!]!
  "The caller's announcement event on /ws (system-notif-{userId}); null unless SystemNotif is asked."
  systemNotifEvent: String
}
input PayloadFilter { isSharedVehicle: Boolean, filterByType: [String!] }
`;

export const RULE_OPERATIONS: OperationDefinition[] = [
  {
    kind: 'query',
    name: 'alertRules',
    args: 'filter: AlertRuleFilter!',
    returns: 'AlertRulePage',
    scopes: RULE_READ_SCOPES,
    description:
      "The company's alert rules, newest first (the light list selects fewer fields of the same type).",
    resolve: ({ filter }, { db, auth }) => listAlertRules(db, auth, filter),
  },
  {
    kind: 'query',
    name: 'alertRule',
    args: 'alertRuleId: Int!',
    returns: 'AlertRule',
    scopes: RULE_READ_SCOPES,
    description: 'One alert rule of the company.',
    resolve: ({ alertRuleId }, { db, auth }) => getAlertRule(db, auth, alertRuleId),
  },
  {
    kind: 'mutation',
    name: 'createAlertRule',
    args: 'input: AlertRuleInput!',
    returns: 'AlertRule',
    scopes: ruleWriteScopes('create'),
    description: 'Creates an alert rule with its vehicles, groups, subscribed users, contacts and geofences.',
    resolve: ({ input }, { db, auth }) => createAlertRule(db, auth, input),
  },
  {
    kind: 'mutation',
    name: 'updateAlertRule',
    args: 'alertRuleId: Int!, input: AlertRuleUpdateInput!',
    returns: 'AlertRule',
    scopes: ruleWriteScopes('update'),
    description: 'Changes the given fields of a rule; a list given replaces the stored one.',
    resolve: ({ alertRuleId, input }, { db, auth }) => updateAlertRule(db, auth, alertRuleId, input),
  },
  {
    kind: 'mutation',
    name: 'deleteAlertRule',
    args: 'alertRuleId: Int!',
    returns: 'Count',
    scopes: ruleWriteScopes('delete'),
    description: 'Deletes a rule; the alerts it made stay.',
    resolve: ({ alertRuleId }, { db, auth }) => deleteAlertRule(db, auth, alertRuleId),
  },
  {
    kind: 'mutation',
    name: 'updateAlertRules',
    args: 'alertRuleIds: [Int!]!, input: AlertRuleBulkInput!',
    returns: 'Count',
    scopes: ruleWriteScopes('update'),
    description: 'Activates, deactivates or re-ranks rules in bulk, all or none; answers how many changed.',
    resolve: ({ alertRuleIds, input }, { db, auth }) => updateAlertRules(db, auth, alertRuleIds, input),
  },
  {
    kind: 'mutation',
    name: 'deleteAlertRules',
    args: 'alertRuleIds: [Int!]!',
    returns: 'Count',
    scopes: ruleWriteScopes('delete'),
    description: 'Deletes rules in bulk, all or none; answers how many.',
    resolve: ({ alertRuleIds }, { db, auth }) => deleteAlertRules(db, auth, alertRuleIds),
  },
  {
    kind: 'query',
    name: 'alertRuleTemplates',
    args: 'filter: AlertRuleTemplateFilter',
    returns: 'AlertRuleTemplatePage',
    scopes: TEMPLATE_READ_SCOPES,
    description:
      "The onboarding's recommended templates with their codes and whether each is already active.",
    resolve: ({ filter }, { db, auth }) => listAlertRuleTemplates(db, auth, filter),
  },
  {
    kind: 'mutation',
    name: 'createAlertRules',
    args: 'input: CreateAlertRulesInput!',
    returns: 'AlertRulePage',
    scopes: TEMPLATE_CREATE_SCOPES,
    description:
      "Creates rules from chosen templates' codes with the codes' defaults; active codes are skipped.",
    resolve: ({ input }, { db, auth }) => createAlertRulesFromTemplates(db, auth, input),
  },
  {
    kind: 'query',
    name: 'getPayload',
    args: 'filter: PayloadFilter',
    response: 'PayloadResponse',
    returns: 'Payload',
    scopes: CENTRE_SCOPES,
    description: 'Active rule ids by urgency and auto popup, and the rules the caller is subscribed to.',
    resolve: (args, { db, auth }) => getPayload(db, auth, args.filter as PayloadFilter | null | undefined),
  },
];
