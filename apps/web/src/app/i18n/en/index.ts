import type { Translation } from '../id';
import { auth } from './auth';
import { common } from './common';
import { dashboard } from './dashboard';
import { delivery } from './delivery';
import { errors } from './errors';
import { layout } from './layout';
import { menu } from './menu';
import { profile } from './profile';

export const en: Translation = { common, menu, layout, auth, dashboard, delivery, profile, errors };
