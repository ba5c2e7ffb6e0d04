import { RobotOutlined } from '@ant-design/icons';
import {
  type FleetTask,
  fleetTaskFacts,
  type TravelAutomationAction,
  travelAutomationAction,
  travelAutomationAvailability,
} from '@armada/domain';
import { App, Button, Modal, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { VisuallyHidden } from '../../../shared/VisuallyHidden';
import { useUpdateAutoStart } from './api';
import { type TransitionCallbacks, useStatusTransition } from './useStatusTransition';

export interface TravelAutomationButtonProps extends TransitionCallbacks {
  task: FleetTask;
  /** Called with the task as the server answered after the automation was switched on or off. */
  onUpdated?: (task: FleetTask) => void;
}

type ConfirmedAction = Exclude<TravelAutomationAction, 'enable'>;

// The key, not the text: a `t` passed as a parameter makes TypeScript expand every key of the app.
function confirmTextKey(action: ConfirmedAction, task: FleetTask) {
  if (action === 'disable') return 'fleetTaskStatus.automation.disableDescription' as const;
  if (action === 'enable-confirm') return 'fleetTaskStatus.automation.samePointDescription' as const;
  return task.is_start_and_first_point_same
    ? ('fleetTaskStatus.automation.scheduleDescriptionSamePoint' as const)
    : ('fleetTaskStatus.automation.scheduleDescription' as const);
}

function useAutomationActions(props: TravelAutomationButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { task, onUpdated, ...callbacks } = props;
  const flow = useStatusTransition(task, callbacks);
  const update = useUpdateAutoStart(task.id);

  const patch = async (on: boolean) => {
    try {
      const updated = await update.mutateAsync(on ? 'GEOFENCE' : null);
      void message.success(
        t(on ? 'fleetTaskStatus.automation.enabled' : 'fleetTaskStatus.automation.disabled'),
      );
      onUpdated?.(updated);
    } catch (error) {
      if (isApiError(error)) void message.error(error.message);
    }
  };

  /** What the confirmed (or unconfirmed 'enable') action does once the user agreed. */
  const run = (action: TravelAutomationAction): Promise<unknown> => {
    if (action === 'schedule') {
      return flow.transition(
        { status: 'SCHEDULED', auto_start_type: 'GEOFENCE' },
        t('fleetTaskStatus.automation.enabled'),
      );
    }
    return patch(action !== 'disable');
  };
  return { run, flow, pending: flow.pending || update.isPending };
}

interface AutomationConfirmModalProps {
  task: FleetTask;
  /** The last action asked for: it stays while the modal closes, so the title does not flip. */
  action: ConfirmedAction | null;
  open: boolean;
  pending: boolean;
  onOk: () => void;
  onCancel: () => void;
}

/** 'Aktifkan Automasi Perjalanan?' or 'Nonaktifkan Automasi Perjalanan?' (section 2, 'Modals'). */
function AutomationConfirmModal({
  task,
  action,
  open,
  pending,
  onOk,
  onCancel,
}: AutomationConfirmModalProps) {
  const { t } = useTranslation();
  const disabling = action === 'disable';
  return (
    <Modal
      open={open}
      title={t(
        disabling ? 'fleetTaskStatus.automation.disableTitle' : 'fleetTaskStatus.automation.enableTitle',
      )}
      okText={t(disabling ? 'fleetTaskStatus.automation.disableOk' : 'fleetTaskStatus.automation.enableOk')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: disabling }}
      confirmLoading={pending}
      onCancel={onCancel}
      onOk={onOk}
    >
      {action && (
        <Typography.Paragraph>
          {t(confirmTextKey(action, task), { number: task.number })}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}

function UnavailableButton({ label, reason }: { label: string; reason: string }) {
  return (
    // antd lets a tooltip show over a disabled button; the hidden text says the same to screen readers.
    <Tooltip title={reason}>
      <Button icon={<RobotOutlined aria-hidden />} disabled>
        {label}
        <VisuallyHidden>{`. ${reason}`}</VisuallyHidden>
      </Button>
    </Tooltip>
  );
}

/** The header's travel-automation button (section 4 'Travel automation'). */
export function TravelAutomationButton(props: TravelAutomationButtonProps) {
  const { task } = props;
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<{ action: ConfirmedAction | null; open: boolean }>({
    action: null,
    open: false,
  });
  const { run, flow, pending } = useAutomationActions(props);
  const availability = travelAutomationAvailability({
    ...fleetTaskFacts(task),
    isOverlap: task.is_overlap,
    sendBy: task.send_by,
  });
  const action = travelAutomationAction({
    status: task.status.name,
    autoStartType: task.auto_start_type,
    isStartAndFirstPointSame: task.is_start_and_first_point_same,
  });
  if (availability === 'hidden' || action === null) return null;

  const on = task.auto_start_type === 'GEOFENCE';
  const label = t(on ? 'fleetTaskStatus.automation.disable' : 'fleetTaskStatus.automation.enable');
  // Switching off stays possible when the automation became unavailable after it was switched on.
  if (availability === 'unavailable' && !on) {
    const reason = task.is_overlap ? 'unavailableOverlap' : 'unavailableVendor';
    return <UnavailableButton label={label} reason={t(`fleetTaskStatus.automation.${reason}`)} />;
  }

  const click = () => {
    // Leaving Draf checks the required fields first, as the status control does.
    if (action === 'schedule' && !flow.checkRequired('SCHEDULED')) return;
    if (action === 'enable') void run(action);
    else setDialog({ action, open: true });
  };
  const close = () => setDialog((current) => ({ ...current, open: false }));

  return (
    <>
      <Button
        icon={<RobotOutlined aria-hidden />}
        loading={pending}
        onClick={click}
        data-testid="travel-automation-button"
      >
        {label}
      </Button>
      <AutomationConfirmModal
        task={task}
        action={dialog.action}
        open={dialog.open}
        pending={pending}
        onCancel={close}
        onOk={async () => {
          if (dialog.action) await run(dialog.action);
          close();
        }}
      />
    </>
  );
}
