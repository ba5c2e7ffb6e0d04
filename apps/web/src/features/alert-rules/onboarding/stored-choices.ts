import { z } from 'zod';
import { STORAGE_KEYS } from '../../../platform/config';
import type { Chosen } from './wizard-state';

/*
 * The wizard's in-progress choices survive a reload (issue 16 review): kept in sessionStorage per
 * company and user, so another login in the same tab never sees them, and cleared once saved. A
 * storage that refuses (private mode) or holds something unreadable just starts the wizard afresh.
 */

const storedSchema = z.array(z.tuple([z.number().int(), z.array(z.number().int())]));

export const choicesKey = (companyId: number, userId: number) =>
  `${STORAGE_KEYS.onboardingChoices}.${companyId}.${userId}`;

export function loadChoices(key: string): Chosen {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return new Map();
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? new Map(parsed.data) : new Map();
  } catch {
    return new Map();
  }
}

export function storeChoices(key: string, chosen: Chosen) {
  try {
    if (chosen.size === 0) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify([...chosen]));
  } catch {
    // Storage refused: the choices live on in the page, only a reload loses them.
  }
}

export function clearChoices(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}
