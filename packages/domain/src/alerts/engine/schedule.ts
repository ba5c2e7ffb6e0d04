import { inZone } from '../../format';
import type { RuleSchedule } from './types';

const MINUTES_PER_DAY = 24 * 60;

/** 'HH:mm' (or 'HH:mm:ss') to minutes after midnight; null when it is not a time of day. */
export function minutesOfDay(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/**
 * Whether a moment falls in a rule's schedule, read in the company's zone. A window whose end is
 * before its start crosses midnight and belongs to the day it starts (22:00-06:00 on Monday covers
 * Tuesday 02:00, not Monday 02:00); an end equal to the start is a whole day from the start. The
 * start is inside, the end is not. A schedule naming no day limits the hours only.
 */
export function isWithinSchedule(schedule: RuleSchedule, at: Date | number, timeZone: string): boolean {
  const start = minutesOfDay(schedule.startTime);
  const end = minutesOfDay(schedule.endTime);
  if (start === null || end === null) return false;
  const local = inZone(new Date(at), timeZone);
  const minute = local.hour() * 60 + local.minute();
  const today = local.day() === 0 ? 7 : local.day();
  const startedToday = minute >= start;
  const startDay = startedToday ? today : today === 1 ? 7 : today - 1;
  const elapsed = (minute - start + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const length = (end - start + MINUTES_PER_DAY) % MINUTES_PER_DAY || MINUTES_PER_DAY;
  const dayListed = schedule.dayOfWeek.length === 0 || schedule.dayOfWeek.includes(startDay);
  return dayListed && elapsed < length;
}
