import { DownOutlined } from '@ant-design/icons';
import {
  allowedTransitions,
  type FleetTask,
  type FleetTaskStatus,
  fleetTaskFacts,
  fleetTaskStatusLabel,
} from '@armada/domain';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { CancelTaskModal } from './CancelTaskModal';
import { StatusConfirmModal } from './StatusConfirmModal';
import { type TransitionCallbacks, useStatusTransition } from './useStatusTransition';

export interface StatusTransitionButtonProps extends Omit<TransitionCallbacks, 'onTransitioned'> {
  task: FleetTask;
  /** Called with the task as the server answered after a transition. */
  onTransitioned?: (task: FleetTask) => void;
}

/**
 * The header's status-transition control (section 4 'Allowed transitions', 'Transition saves'): a
 * menu of the targets the domain allows. A cancel asks for its reason; saving a Temporary task as
 * Draf goes at once; any other target is confirmed first. Hidden when no target is allowed.
 */
export function StatusTransitionButton({ task, ...callbacks }: StatusTransitionButtonProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const flow = useStatusTransition(task, callbacks);
  const [confirming, setConfirming] = useState<FleetTaskStatus | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const targets = allowedTransitions(fleetTaskFacts(task));
  if (targets.length === 0) return null;

  const choose = (target: FleetTaskStatus) => {
    if (target === 'CANCELED') {
      setCancelling(true);
      return;
    }
    if (!flow.checkRequired(target)) return;
    if (target === 'DRAFT') void flow.transition({ status: target });
    else setConfirming(target);
  };

  const items: MenuProps['items'] = targets.map((target) => ({
    key: target,
    label: fleetTaskStatusLabel(target, language),
    danger: target === 'CANCELED',
  }));

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          'aria-label': t('fleetTaskStatus.transition.menuLabel'),
          onClick: ({ key }) => choose(key as FleetTaskStatus),
        }}
      >
        <Button type="primary" loading={flow.pending} data-testid="status-transition-button">
          {t('fleetTaskStatus.transition.button')}
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <StatusConfirmModal
        task={task}
        target={confirming}
        pending={flow.pending}
        onCancel={() => setConfirming(null)}
        onConfirm={async (target) => {
          await flow.transition({ status: target });
          setConfirming(null);
        }}
      />
      <CancelTaskModal
        task={task}
        open={cancelling}
        pending={flow.pending}
        onCancel={() => setCancelling(false)}
        onSubmit={async (canceledReasonId) => {
          await flow.transition({ status: 'CANCELED', canceled_reason_id: canceledReasonId });
          setCancelling(false);
        }}
      />
    </>
  );
}
