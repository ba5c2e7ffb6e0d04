/** The settings page (alert-center-and-platform.md section 2, menu 'Pengaturan'). */
export const SETTING_PATH = '/setting/';
