import { hasAllScopes, hasScope, type Scope } from '../scopes';
import type { AlertCategoryKey } from './types';

/**
 * Recommended alert rule templates of the notification onboarding (spec sections 3 and 7: category
 * 'Recommendation'). A template names the codes a company most likely wants (defaultAlertCodes,
 * preselected) and the ones it may add (additionalAlertCodes). The server keeps its
 * alert_rule_templates table in step with this list at every start; ids are stable, never reused.
 */
export interface AlertRuleTemplate {
  templateId: number;
  category: 'Recommendation';
  nameIdn: string;
  nameEng: string;
  descriptionIdn: string;
  descriptionEng: string;
  /** The category whose icon the template shows. */
  iconCategory: AlertCategoryKey;
  defaultAlertCodes: readonly number[];
  additionalAlertCodes: readonly number[];
}

export const ALERT_RULE_TEMPLATES: readonly AlertRuleTemplate[] = [
  {
    templateId: 1,
    category: 'Recommendation',
    nameIdn: 'Keselamatan Mengemudi',
    nameEng: 'Driving Safety',
    descriptionIdn:
      'Pantau kecepatan berlebih, pengereman mendadak dan jam mengemudi tanpa istirahat agar pengemudi dan muatan tiba dengan selamat.',
    descriptionEng:
      'Watch overspeed, harsh braking and hours driven without a rest so that drivers and loads arrive safely.',
    iconCategory: 'DRIVING',
    defaultAlertCodes: [8, 9, 117],
    additionalAlertCodes: [10, 11, 13, 14],
  },
  {
    templateId: 2,
    category: 'Recommendation',
    nameIdn: 'Keamanan Kendaraan',
    nameEng: 'Vehicle Security',
    descriptionIdn:
      'Ketahui segera saat pengemudi menekan tombol darurat, kendaraan mengalami benturan, atau daya perangkat GPS diputus.',
    descriptionEng:
      'Know at once when a driver presses the panic button, the vehicle crashes or the GPS device loses power.',
    iconCategory: 'SECURITY',
    defaultAlertCodes: [1, 6, 12],
    additionalAlertCodes: [4, 5, 7],
  },
  {
    templateId: 3,
    category: 'Recommendation',
    nameIdn: 'Geofence',
    nameEng: 'Geofence',
    descriptionIdn:
      'Dapatkan pemberitahuan saat kendaraan keluar dari atau masuk ke pool, gudang dan lokasi pelanggan yang Anda tentukan.',
    descriptionEng:
      'Be told when a vehicle leaves or enters the garages, warehouses and customer sites you define.',
    iconCategory: 'GEOFENCE',
    defaultAlertCodes: [3],
    additionalAlertCodes: [2],
  },
  {
    templateId: 4,
    category: 'Recommendation',
    nameIdn: 'Penugasan',
    nameEng: 'Fleet Tasks',
    descriptionIdn:
      'Pantau penugasan yang gagal berangkat otomatis, terlambat berangkat atau tiba, menyimpang dari rute, atau ditolak vendor.',
    descriptionEng:
      'Follow fleet tasks that fail to start automatically, depart or arrive late, leave their route or are rejected by a vendor.',
    iconCategory: 'FLEET_TASK',
    defaultAlertCodes: [137, 138, 139],
    additionalAlertCodes: [140, 141, 142, 143],
  },
  {
    templateId: 5,
    category: 'Recommendation',
    nameIdn: 'Perilaku Pengemudi (DMS)',
    nameEng: 'Driver Behaviour (DMS)',
    descriptionIdn:
      'Kamera pemantau pengemudi mendeteksi kelelahan, penggunaan ponsel dan pandangan yang tidak fokus sebelum terjadi kecelakaan.',
    descriptionEng:
      'The driver monitoring camera detects fatigue, phone use and distraction before they cause an accident.',
    iconCategory: 'DMS',
    defaultAlertCodes: [49, 50, 52, 112],
    additionalAlertCodes: [51, 53, 54, 55, 56, 110, 111],
  },
  {
    templateId: 6,
    category: 'Recommendation',
    nameIdn: 'Bantuan Pengemudi (ADAS)',
    nameEng: 'Driver Assistance (ADAS)',
    descriptionIdn:
      'Kamera depan memperingatkan risiko tabrakan, jarak terlalu dekat dan kendaraan yang keluar jalur.',
    descriptionEng: 'The forward camera warns of collision risks, following too closely and lane departures.',
    iconCategory: 'ADAS',
    defaultAlertCodes: [90, 96, 91],
    additionalAlertCodes: [92, 113, 134],
  },
  {
    templateId: 7,
    category: 'Recommendation',
    nameIdn: 'Bahan Bakar dan Muatan',
    nameEng: 'Fuel and Cargo',
    descriptionIdn:
      'Waspadai penurunan bahan bakar yang tidak wajar saat parkir dan suhu ruang muatan berpendingin di luar batas.',
    descriptionEng: 'Watch unusual fuel drops while parked and refrigerated cargo temperatures out of range.',
    iconCategory: 'FUEL',
    defaultAlertCodes: [15],
    additionalAlertCodes: [16, 17, 18],
  },
];

export function alertRuleTemplate(templateId: number): AlertRuleTemplate | undefined {
  return ALERT_RULE_TEMPLATES.find((template) => template.templateId === templateId);
}

/** Every code a template offers, preselected ones first. */
export const templateAlertCodes = (template: AlertRuleTemplate): number[] => [
  ...template.defaultAlertCodes,
  ...template.additionalAlertCodes,
];

/** One category of the onboarding as it is saved: the template and the codes chosen in it. */
export interface TemplateChoice {
  templateId: number;
  alertCodes: readonly number[];
}

/**
 * Why the onboarding's choices cannot be saved, or null (spec section 5 'Onboarding'): at least one
 * category, and no category without chosen codes (a category is confirmed only with codes).
 */
export function templateChoicesProblem(
  choices: readonly TemplateChoice[],
): 'alert/category-required' | 'alert/template-codes-required' | null {
  if (choices.length === 0) return 'alert/category-required';
  if (choices.some((choice) => choice.alertCodes.length === 0)) return 'alert/template-codes-required';
  return null;
}

/**
 * The choices with each code kept once, in the first category that chose it (a code may be offered
 * by two categories, and one rule per code is enough); a category left without codes is dropped.
 */
export function dedupeTemplateChoices(choices: readonly TemplateChoice[]): TemplateChoice[] {
  const seen = new Set<number>();
  const result: TemplateChoice[] = [];
  for (const { templateId, alertCodes } of choices) {
    const fresh = alertCodes.filter((code) => !seen.has(code) && seen.add(code));
    if (fresh.length > 0) result.push({ templateId, alertCodes: fresh });
  }
  return result;
}

/** What the onboarding needs (spec section 6: the prompt requires alert_rule_template read and create). */
export const ONBOARDING_SCOPES = [
  'alert_rule_template:read',
  'alert_rule_template:create',
] as const satisfies readonly Scope[];

/** Whether the onboarding is offered after login: to a user who may use it, while the company has not completed it. */
export function offersNotificationOnboarding(held: readonly string[], setupNotifCompleted: boolean): boolean {
  return !setupNotifCompleted && hasAllScopes(held, ONBOARDING_SCOPES);
}

/**
 * What the result page says (spec section 2): the rules are 'activated' for a user with the main
 * Alert Center access, who will see their alerts; 'requested' for the others.
 */
export function onboardingOutcome(held: readonly string[]): 'activated' | 'requested' {
  return hasScope(held, 'e4a-alert-center-main:read') ? 'activated' : 'requested';
}
