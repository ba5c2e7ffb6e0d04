/** The notification centre (alert-center-and-platform.md section 2, menu 'Notifikasi'). */
export const NOTIFICATION_PATH = '/notification/';
