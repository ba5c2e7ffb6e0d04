import {
  type AnnouncementActionType,
  type CreateSystemNotificationRequest,
  createSystemNotificationSchema,
  type PlatformAsset,
} from '@armada/domain';
import { i18n } from '../../../platform/i18n';
import type { PickedCompany } from '../CompanyPicker';
import { requestResolver } from '../request-resolver';

export type ActionChoice = 'NONE' | AnnouncementActionType;

/**
 * The publish form as the operator fills it: images with their preview URLs, every action type's
 * data kept (switching type and back does not lose it), the target as a choice plus companies.
 */
export interface AnnouncementValues {
  system_notif_header: string;
  system_notif_description: string;
  system_notif_thumbnail: PlatformAsset | null;
  action: { type: ActionChoice; title: string; description: string };
  data: { image: PlatformAsset | null; video_url: string; images: PlatformAsset[] };
  target: 'all' | 'chosen';
  company_ids: PickedCompany[];
}

export const EMPTY_ANNOUNCEMENT: AnnouncementValues = {
  system_notif_header: '',
  system_notif_description: '',
  system_notif_thumbnail: null,
  action: { type: 'NONE', title: '', description: '' },
  data: { image: null, video_url: '', images: [] },
  target: 'all',
  company_ids: [],
};

/** The form field that shows the data of each action type. */
const DATA_FIELD = { IMAGE: 'data.image', VIDEO: 'data.video_url', CAROUSEL: 'data.images' } as const;

export type AnnouncementField =
  | 'system_notif_header'
  | 'system_notif_description'
  | 'system_notif_thumbnail'
  | 'action.type'
  | 'action.title'
  | 'action.description'
  | (typeof DATA_FIELD)[AnnouncementActionType]
  | 'company_ids';

/** The request body: only the chosen type's data, image ids instead of previews, null = all companies. */
export function toAnnouncementRequest(values: AnnouncementValues) {
  const { type, title, description } = values.action;
  return {
    system_notif_header: values.system_notif_header,
    system_notif_description: values.system_notif_description,
    system_notif_thumbnail: values.system_notif_thumbnail?.asset_id ?? null,
    action: type === 'NONE' ? null : { type, title, description },
    data: dataOf(values),
    company_ids: values.target === 'all' ? null : values.company_ids.map((company) => company.id),
  };
}

/** The chosen type's data; none given is null, which the schema calls required for an action. */
function dataOf({ action, data }: AnnouncementValues) {
  if (action.type === 'IMAGE' && data.image) return { image: data.image.asset_id };
  if (action.type === 'VIDEO' && data.video_url.trim() !== '') return { video_url: data.video_url.trim() };
  if (action.type === 'CAROUSEL' && data.images.length > 0) {
    return { images: data.images.map((image) => image.asset_id) };
  }
  return null;
}

/**
 * Where a problem with a request path (the schema's or the server's `errors[].field`) is shown:
 * anything under `data` on the chosen type's data field, `company_ids.3` on the company picker.
 */
export function announcementFieldOf(path: string, values: AnnouncementValues): AnnouncementField | null {
  const type = values.action.type;
  const [head, second] = path.split('.');
  if (head === 'data') return type === 'NONE' ? 'action.type' : DATA_FIELD[type];
  if (head === 'action') {
    return second === 'title' || second === 'description' ? `action.${second}` : 'action.type';
  }
  if (head === 'company_ids') return 'company_ids';
  if (
    head === 'system_notif_header' ||
    head === 'system_notif_description' ||
    head === 'system_notif_thumbnail'
  ) {
    return head;
  }
  return null;
}

/** The domain's createSystemNotificationSchema, plus the form's own rule: 'chosen companies' needs one. */
export const announcementResolver = requestResolver<AnnouncementValues, CreateSystemNotificationRequest>({
  schema: createSystemNotificationSchema,
  toRequest: toAnnouncementRequest,
  fieldOf: announcementFieldOf,
  // An empty list would reach every company, which is not what 'chosen companies' means.
  formRule: (values) =>
    values.target === 'chosen' && values.company_ids.length === 0
      ? { company_ids: i18n.t('platformConsole.target.required') }
      : {},
});
