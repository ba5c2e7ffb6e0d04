// The console's addresses (issue 17 item 1): the operator's pages live under /platform/ only.

export const PLATFORM_CONSOLE_PATH = '/platform/';
export const PLATFORM_ANNOUNCEMENTS_PATH = '/platform/announcements';
export const PLATFORM_BANNER_PATH = '/platform/banner';
export const PLATFORM_COMPANIES_PATH = '/platform/companies';
