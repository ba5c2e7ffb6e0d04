import {
  type FleetTask,
  fleetTaskFacts,
  fleetTaskStatusLabel,
  shownFleetTaskNumber,
  showsTrackVehicle,
} from '@armada/domain';
import { Button, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import { PageHeader } from '../../../../shared/PageHeader';
import { FLEET_TASK_LIST_PATH } from '../../../../shared/paths/fleet-task';
import { StatusTransitionButton } from '../../status/StatusTransitionButton';
import { TravelAutomationButton } from '../../status/TravelAutomationButton';
import type { TransitionCallbacks } from '../../status/useStatusTransition';
import { TrackVehicleButton } from '../../track/TrackVehicleButton';
import type { Autosave } from '../useAutosave';
import { AutosaveIndicator } from './AutosaveIndicator';
import { HeaderInfo } from './HeaderInfo';
import { OtherOptionsMenu } from './OtherOptionsMenu';

export interface DetailHeaderProps {
  task: FleetTask;
  timeZone: string;
  /** The task is being created (Temporary): Cancel and Save instead of Back. */
  creating: boolean;
  /** Shown while the form can be changed, i.e. while changes are saved automatically. */
  autosave: Pick<Autosave, 'status' | 'lastSavedAt'> | null;
  /** Where Cancel and Back lead (navsource). */
  backTo: string;
  saving: boolean;
  onCancel(): void;
  onSave(): void;
  onTransitioned(task: FleetTask): void;
  /** Fields a transition lacks or the server refused: the page marks them (issue 26 item 2). */
  onInvalidFields?: TransitionCallbacks['onInvalidFields'];
  onFieldErrors?: TransitionCallbacks['onFieldErrors'];
}

function CreateActions({
  saving,
  onCancel,
  onSave,
}: Pick<DetailHeaderProps, 'saving' | 'onCancel' | 'onSave'>) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onCancel} disabled={saving}>
        {t('fleetTask.actions.cancel')}
      </Button>
      <Button type="primary" onClick={onSave} loading={saving}>
        {t('fleetTask.actions.save')}
      </Button>
    </>
  );
}

function DetailActions({
  task,
  onTransitioned,
  onInvalidFields,
  onFieldErrors,
}: Pick<DetailHeaderProps, 'task' | 'onTransitioned' | 'onInvalidFields' | 'onFieldErrors'>) {
  const facts = fleetTaskFacts(task);
  const marks = { onInvalidFields, onFieldErrors };
  return (
    <>
      {showsTrackVehicle(facts) && <TrackVehicleButton task={task} />}
      <OtherOptionsMenu task={task} />
      <TravelAutomationButton task={task} {...marks} />
      <StatusTransitionButton task={task} onTransitioned={onTransitioned} {...marks} />
    </>
  );
}

/** Section 2 'Header': title, breadcrumb, autosave indicator, actions and header info. */
export function DetailHeader(props: DetailHeaderProps) {
  const { task, timeZone, creating, autosave, backTo } = props;
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = shownFleetTaskNumber(task);
  const title = number ? t('fleetTask.title.detail', { number }) : t('fleetTask.title.create');
  const statusName = fleetTaskStatusLabel(task.status.name, language);
  return (
    <PageHeader
      title={title}
      breadcrumb={[
        { title: t('fleetTask.breadcrumb.list'), to: FLEET_TASK_LIST_PATH },
        { title: number ?? t('fleetTask.newTask') },
      ]}
      back={creating ? undefined : backTo}
      besideTitle={
        <Flex align="center" gap={8} wrap>
          {!creating && (
            <Tag color="blue" data-testid="task-status">
              {statusName}
            </Tag>
          )}
          {autosave && (
            <AutosaveIndicator
              status={autosave.status}
              lastSavedAt={autosave.lastSavedAt}
              timeZone={timeZone}
            />
          )}
        </Flex>
      }
      afterTitle={
        <Flex role="group" aria-label={t('fleetTask.actions.headerActions')} gap={8} wrap>
          {creating ? <CreateActions {...props} /> : <DetailActions {...props} />}
        </Flex>
      }
      footer={<HeaderInfo task={task} timeZone={timeZone} />}
    />
  );
}
