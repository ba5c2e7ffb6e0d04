import { ALERT_RULE_READ_SCOPES, alertRuleWriteScopes, type Scope } from '@armada/domain';

/*
 * The scopes each part of the Alert Center asks for (module README, 'Access'). The spec's own
 * scopes guard the centre and the rule settings; the module scopes alert-rule:* say what may be done
 * with rules and geofences.
 */
export const CENTRE_SCOPES = ['e4a-alert-center-main:read'] as const satisfies readonly Scope[];
/** Seeing urgent alerts needs this on top of the centre's scope (section 6). */
export const URGENT_SCOPE = 'e4e-alert-center-urgent:read' as const satisfies Scope;
/** The domain's, so the web's pages to rules and geofences ask exactly what these operations do. */
export const RULE_READ_SCOPES = ALERT_RULE_READ_SCOPES;
export const ruleWriteScopes = alertRuleWriteScopes;
export const TEMPLATE_READ_SCOPES = ['alert_rule_template:read'] as const satisfies readonly Scope[];
export const TEMPLATE_CREATE_SCOPES = [
  'alert_rule_template:read',
  'alert_rule_template:create',
] as const satisfies readonly Scope[];
export const COMPANY_UPDATE_SCOPES = ['setting:update'] as const satisfies readonly Scope[];
