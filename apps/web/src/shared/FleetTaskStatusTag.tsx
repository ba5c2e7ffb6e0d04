import { type FleetTaskStatus, fleetTaskStatusLabel } from '@armada/domain';
import { Tag } from 'antd';
import { useLanguage } from '../platform/i18n/useLanguage';

/** antd preset colours: grey before the plan is fixed, blue while it runs, green done, red dropped. */
const STATUS_COLORS: Record<FleetTaskStatus, string> = {
  TEMPORARY: 'default',
  DRAFT: 'default',
  SCHEDULED: 'blue',
  STARTED: 'processing',
  ENDED: 'success',
  CANCELED: 'error',
  WAITING_FOR_VENDOR: 'gold',
  ACCEPTED_BY_VENDOR: 'cyan',
  REJECTED_BY_VENDOR: 'volcano',
};

/** A task's status with the display name of fleet-task-planning.md section 4, in the UI language. */
export function FleetTaskStatusTag({ status }: { status: FleetTaskStatus }) {
  const { language } = useLanguage();
  return <Tag color={STATUS_COLORS[status]}>{fleetTaskStatusLabel(status, language)}</Tag>;
}
