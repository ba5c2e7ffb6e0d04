import { z } from 'zod';

/** The announcements modal's page: 10, and 10 more on scroll (section 9). */
export const SYSTEM_NOTIFICATION_PAGE_SIZE = 10;
export const ANNOUNCEMENT_ACTION_TYPES = ['IMAGE', 'VIDEO', 'CAROUSEL'] as const;
export type AnnouncementActionType = (typeof ANNOUNCEMENT_ACTION_TYPES)[number];
export const CAROUSEL_MIN_IMAGES = 2;
export const CAROUSEL_MAX_IMAGES = 10;

/** The live event of a new announcement for one user (DESIGN.md 'Live events'). */
export const systemNotificationEvent = (userId: number) => `system-notif-${userId}`;

const actionSchema = z
  .object({
    type: z.enum(ANNOUNCEMENT_ACTION_TYPES),
    title: z.string().trim().min(1).max(120),
    description: z.string().trim().max(1000).default(''),
  })
  .strict();
export type AnnouncementAction = z.infer<typeof actionSchema>;

const httpUrl = z.url({ protocol: /^https?$/ }).max(500);

/** What the operator sends with an action, by its type: uploaded images by asset id, or a video link. */
const actionDataInputSchema = z.union([
  z.object({ image: z.uuid() }).strict(),
  z.object({ video_url: httpUrl }).strict(),
  z.object({ images: z.array(z.uuid()).min(CAROUSEL_MIN_IMAGES).max(CAROUSEL_MAX_IMAGES) }).strict(),
]);
export type AnnouncementDataInput = z.infer<typeof actionDataInputSchema>;

function dataMatchesAction(action: AnnouncementAction, data: AnnouncementDataInput): boolean {
  if (action.type === 'IMAGE') return 'image' in data;
  if (action.type === 'VIDEO') return 'video_url' in data;
  return 'images' in data;
}

export const createSystemNotificationSchema = z
  .object({
    system_notif_header: z.string().trim().min(1).max(120),
    system_notif_description: z.string().trim().min(1).max(2000),
    system_notif_thumbnail: z.uuid().nullable().optional(),
    action: actionSchema.nullable().optional(),
    data: actionDataInputSchema.nullable().optional(),
    company_ids: z.array(z.number().int().positive()).max(1000).nullable().optional(),
  })
  .strict()
  .superRefine((body, context) => {
    const { action, data } = body;
    if (!action && data) context.addIssue({ code: 'custom', path: ['data'], message: 'invalid-value' });
    if (action && !data) context.addIssue({ code: 'custom', path: ['data'], message: 'required' });
    if (action && data && !dataMatchesAction(action, data)) {
      context.addIssue({ code: 'custom', path: ['data'], message: 'invalid-value' });
    }
  });
export type CreateSystemNotificationRequest = z.infer<typeof createSystemNotificationSchema>;

/** The action's payload as clients get it: image URLs instead of asset ids. */
export const announcementDataSchema = z.union([
  z.object({ image_url: z.string() }),
  z.object({ video_url: z.string() }),
  z.object({ image_urls: z.array(z.string()) }),
]);
export type AnnouncementData = z.infer<typeof announcementDataSchema>;

const announcementBase = {
  system_notification_uuid: z.string(),
  system_notif_header: z.string(),
  system_notif_description: z.string(),
  system_notif_thumbnail: z.string().nullable(),
  action: z
    .object({ type: z.enum(ANNOUNCEMENT_ACTION_TYPES), title: z.string(), description: z.string() })
    .nullable(),
  data: announcementDataSchema.nullable(),
  created_on: z.string(),
};

/** An announcement as a company user gets it, with their own read state. */
export const systemNotificationSchema = z.object({
  ...announcementBase,
  is_read: z.boolean(),
  read_on: z.string().nullable(),
});
export type SystemNotification = z.infer<typeof systemNotificationSchema>;

/** An announcement as the operator lists it. */
export const operatorSystemNotificationSchema = z.object({
  ...announcementBase,
  company_ids: z.array(z.number().int()).nullable(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  recipient_count: z.number().int(),
  read_count: z.number().int(),
});
export type OperatorSystemNotification = z.infer<typeof operatorSystemNotificationSchema>;

export const markSystemNotificationReadSchema = z.object({ is_read: z.literal(true) }).strict();

export const systemNotificationReadSchema = z.object({
  system_notification_uuid: z.string(),
  is_read: z.literal(true),
  updated_on: z.string(),
});

export const unreadCountSchema = z.object({ unread_count: z.number().int() });

/** The list query of the announcement calls: a page and its size, nothing else. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(SYSTEM_NOTIFICATION_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
