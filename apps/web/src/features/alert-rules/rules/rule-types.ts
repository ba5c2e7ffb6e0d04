import type { AlertUrgencyType } from '@armada/domain';

/** An alert rule as `alertRules` and `alertRule` answer it (spec section 3 'Alert rule'). */
export interface AlertRule {
  alertRuleId: number;
  label: string;
  alertCode: number;
  isActive: boolean;
  createdOn: string;
  updatedOn: string;
  alertUrgencyType: AlertUrgencyType;
  maxThreshold: number | null;
  minThreshold: number | null;
  minThresholdTime: number | null;
  withSchedule: boolean;
  startTime: string | null;
  endTime: string | null;
  dayOfWeek: number[];
  withGeofence: boolean;
  isInsideGeofence: boolean | null;
  alertCountThreshold: number | null;
  alertCountWindow: number | null;
  autoPopup: boolean;
  coversAllVehicles: boolean;
  totalVehicles: number;
  totalVgroups: number;
  totalUsers: number;
  hasInaccessibleUser: boolean;
  hasInaccessibleVgroup: boolean;
  hasInaccessibleVehicle: boolean;
  alert: {
    alertCode: number;
    descriptionIdn: string;
    descriptionEng: string;
    iconUrl: string;
    alertCategories: { alertCategoryId: number }[];
  } | null;
  contactRecipients: {
    contactId: number;
    userId: number | null;
    email: string | null;
    phoneNumber: string | null;
    label: string | null;
  }[];
  geofences: { geofenceId: number; fenceName: string; type: string }[];
  vehicles: { id: number; licensePlate: string }[];
  vgroups: { id: number; name: string; totalVehicle: number }[];
  users: { userId: number; fullname: string }[];
}

export interface RulePagination {
  page: number;
  show: number;
  total: number;
  actualTotal: number;
}

/** `alertRules`' filter (the server's AlertRuleFilter) without the page. */
export interface RuleFilter {
  search?: string;
  alertCodes?: number[];
  isActive?: boolean;
  alertUrgencyType?: AlertUrgencyType;
  orderBy: 'createdOn desc' | 'createdOn asc';
}
