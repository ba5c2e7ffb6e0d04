import {
  activeStepKey,
  type FleetTask,
  type FleetTaskStatus,
  fleetTaskFacts,
  formatDateTime,
  type Language,
  wizardSteps,
} from '@armada/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import { StepWizard, type StepWizardItem } from '../../../shared/StepWizard';

interface SubLabels {
  subLabel?: string;
  subSubLabel?: string;
}

/** The moment each status was reached, as far as the task records it. */
function reachedOn(task: FleetTask, status: FleetTaskStatus): string | null {
  switch (status) {
    case 'DRAFT':
      return task.created_on;
    case 'SCHEDULED':
      return task.expected_departure_on;
    case 'STARTED':
      return task.actual_departure_on;
    case 'ENDED':
      return task.actual_arrival_on;
    case 'CANCELED':
      // A cancelled task cannot be edited any more: its last update is the cancel.
      return task.updated_on;
    default:
      return null;
  }
}

const VENDOR_STEPS: readonly FleetTaskStatus[] = [
  'WAITING_FOR_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'REJECTED_BY_VENDOR',
];

/** The sub-labels of a step: when it was reached, and what else the step says (vendor, reason). */
function subLabelsOf(
  task: FleetTask,
  status: FleetTaskStatus,
  context: { timeZone: string; language: Language; t: TFunction },
): SubLabels {
  if (VENDOR_STEPS.includes(status)) return task.vendor ? { subLabel: task.vendor.name } : {};
  const moment = reachedOn(task, status);
  const labels: SubLabels = moment
    ? { subLabel: formatDateTime(moment, context.timeZone, context.language) }
    : {};
  if (status === 'CANCELED' && task.canceled_reason) labels.subSubLabel = task.canceled_reason.name;
  // The planned departure, not the moment of scheduling (which the task does not keep): say so.
  if (status === 'SCHEDULED' && moment)
    labels.subSubLabel = context.t('fleetTaskStatus.wizard.plannedDeparture');
  if (status === 'STARTED' && task.is_auto_started)
    labels.subSubLabel = context.t('fleetTaskStatus.wizard.autoStarted');
  return labels;
}

/** The status wizard of fleet-task-planning.md section 2, built on the shared StepWizard. */
export function FleetTaskStatusWizard({ task }: { task: FleetTask }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const timeZone = useCurrentUser().company.time_zone;
  const status = task.status.name;
  const steps = wizardSteps({
    ...fleetTaskFacts(task),
    visitedStatuses: task.status.visited_statuses,
  });
  const items: StepWizardItem[] = steps.map((step) => ({
    key: step.key,
    label: step.label[language],
    ...subLabelsOf(task, step.key, { timeZone, language, t }),
  }));
  const deadEnd = status === 'CANCELED' || status === 'REJECTED_BY_VENDOR';
  return (
    <StepWizard
      items={items}
      activeKey={activeStepKey({ status })}
      activeStatus={deadEnd ? 'error' : 'process'}
      ariaLabel={t('fleetTaskStatus.wizard.label')}
    />
  );
}
