import { account as enAccount } from './en/account/account';
import { auth as enAuth } from './en/auth';
import { common as enCommon } from './en/common';
import { errors as enErrors } from './en/errors';
import { layout as enLayout } from './en/layout';
import { appUpdate as enAppUpdate } from './en/platform/app-update';
import { account } from './id/account/account';
import { auth } from './id/auth';
import { common } from './id/common';
import { errors } from './id/errors';
import { layout } from './id/layout';
import { appUpdate } from './id/platform/app-update';

/**
 * The texts of the pages a visitor sees before the app's own code arrives (login, logout, a page that
 * could not load, the update banner): part of the first load, so the login page carries these few
 * sections and not the whole dictionary (issue 23 item 1). The rest comes with the app's shell
 * (load-dictionary.ts).
 */
export const idBoot = { common, auth, errors, layout, account, appUpdate };

export const enBoot: typeof idBoot = {
  common: enCommon,
  auth: enAuth,
  errors: enErrors,
  layout: enLayout,
  account: enAccount,
  appUpdate: enAppUpdate,
};
