// Moving an order's pickup and drop to another task: the wizard, its target step and their test.

import {
  type FleetTask,
  type FleetTaskListRow,
  fleetTaskStatusLabel,
  formatDateTime,
  type SequenceActivityResponse,
} from '@armada/domain';
import { App, Button, Descriptions, Flex, Modal, Steps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import { DeferredDialogBody } from '../../../../shared/DeferredDialogBody';
import { fleetTaskDetailPath } from '../../../../shared/paths/fleet-task';
import { useTransferDeliveryOrder } from '../api';
import { refusalMessage } from '../server-message';
import { useLastShown } from '../useLastShown';
import { TransferTargetStep } from './TransferTargetStep';

interface TransferWizardProps {
  task: FleetTask;
  timeZone: string;
  /** The row whose 'Transfer Pengiriman' was chosen; null when closed. */
  activity: SequenceActivityResponse | null;
  onClose: () => void;
}

interface ReviewProps {
  task: FleetTask;
  target: FleetTaskListRow;
  orderNumber: string;
  timeZone: string;
}

/** The review step: the spec names statuses here as the status list does ('Dijalankan'). */
function TransferReview({ task, target, orderNumber, timeZone }: ReviewProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const status = (name: FleetTask['status']['name']) => fleetTaskStatusLabel(name, language, 'list');
  return (
    <Flex vertical gap={12}>
      <Typography.Text>{t('fleetTaskSequence.transfer.reviewIntro')}</Typography.Text>
      <Descriptions bordered size="small" column={1} data-testid="transfer-review">
        <Descriptions.Item label={t('fleetTaskSequence.transfer.delivery')}>{orderNumber}</Descriptions.Item>
        <Descriptions.Item label={t('fleetTaskSequence.transfer.from')}>
          {task.number} ({status(task.status.name)})
        </Descriptions.Item>
        <Descriptions.Item label={t('fleetTaskSequence.transfer.to')}>
          {target.number} ({status(target.status.name)})
        </Descriptions.Item>
        <Descriptions.Item label={t('fleetTaskSequence.transfer.departure')}>
          {target.expected_departure_on
            ? formatDateTime(target.expected_departure_on, timeZone, language)
            : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('fleetTaskSequence.transfer.vehicle')}>
          {target.vehicle?.license_plate ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('fleetTaskSequence.transfer.driver')}>
          {target.driver_user?.name ?? '-'}
        </Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}

/** Everything the wizard remembers between its steps, cleared when it opens for another row. */
function useWizardState(activityId: string | undefined) {
  const [step, setStep] = useState(0);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<FleetTaskListRow | null>(null);
  const [showRequired, setShowRequired] = useState(false);
  useEffect(() => {
    if (activityId === undefined) return;
    setStep(0);
    setPage(1);
    setSearch('');
    setSelected(null);
    setShowRequired(false);
  }, [activityId]);
  return {
    step,
    setStep,
    page,
    setPage,
    search,
    setSearch,
    selected,
    setSelected,
    showRequired,
    setShowRequired,
  };
}

/**
 * Submitting the transfer. Success goes to the destination. A refusal keeps the wizard open with the
 * server's message; a server failure shows 'Gagal transfer pengiriman. Terdapat kendala pada
 * server.' and, as the spec says, goes to the destination anyway, where the user sees whether the
 * order arrived.
 */
function useSubmitTransfer(task: FleetTask, onClose: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const transfer = useTransferDeliveryOrder(task.id);
  const submit = (order: { id: string; number: string }, target: FleetTaskListRow) =>
    transfer.mutate(
      { orderId: order.id, targetId: target.id },
      {
        onSuccess: (destination) => {
          onClose();
          void message.success(
            t('fleetTaskSequence.transfer.success', { number: order.number, task: destination.number }),
          );
          if (destination.vendor_cleared) void message.info(t('fleetTaskSequence.vendorCleared'));
          navigate(fleetTaskDetailPath(destination.id));
        },
        onError: (error) => {
          const refusal = refusalMessage(error);
          if (refusal !== null) {
            void message.error(refusal);
            return;
          }
          onClose();
          void message.error(t('fleetTaskSequence.transfer.failed'));
          navigate(fleetTaskDetailPath(target.id));
        },
      },
    );
  return { submit, pending: transfer.isPending };
}

interface WizardFooterProps {
  step: number;
  pending: boolean;
  onCancel: () => void;
  onNext: () => void;
  onBack: () => void;
  onSubmit: () => void;
}

function WizardFooter({ step, pending, onCancel, onNext, onBack, onSubmit }: WizardFooterProps) {
  const { t } = useTranslation();
  return step === 0 ? (
    <Flex justify="flex-end" gap={8}>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button type="primary" onClick={onNext}>
        {t('fleetTaskSequence.transfer.next')}
      </Button>
    </Flex>
  ) : (
    <Flex justify="flex-end" gap={8}>
      <Button onClick={onBack} disabled={pending}>
        {t('fleetTaskSequence.transfer.back')}
      </Button>
      <Button type="primary" onClick={onSubmit} loading={pending}>
        {t('fleetTaskSequence.transfer.submit')}
      </Button>
    </Flex>
  );
}

/** 'Transfer Pengiriman' (section 4, 'Transfer wizard'): select a scheduled task, review, submit. */
export function TransferWizard({ task, timeZone, activity, onClose }: TransferWizardProps) {
  const { t } = useTranslation();
  const transfer = useSubmitTransfer(task, onClose);
  const order = useLastShown(activity)?.delivery_order;
  const state = useWizardState(activity?.id);
  const { step, selected } = state;
  const reviewing = step === 1 && selected !== null;

  const next = () => (selected ? state.setStep(1) : state.setShowRequired(true));
  return (
    <Modal
      open={activity !== null}
      title={t('fleetTaskSequence.transfer.title', { number: order?.number ?? '' })}
      width={860}
      footer={
        <WizardFooter
          step={step}
          pending={transfer.pending}
          onCancel={onClose}
          onNext={next}
          onBack={() => state.setStep(0)}
          onSubmit={() => order && selected && transfer.submit(order, selected)}
        />
      }
      onCancel={onClose}
      mask={{ closable: !transfer.pending }}
      destroyOnHidden
    >
      <DeferredDialogBody rows={6}>
        <Flex vertical gap={16}>
          <Steps
            size="small"
            current={step}
            items={[
              { title: t('fleetTaskSequence.transfer.stepSelect') },
              { title: t('fleetTaskSequence.transfer.stepReview') },
            ]}
          />
          {reviewing ? (
            <TransferReview
              task={task}
              target={selected}
              orderNumber={order?.number ?? ''}
              timeZone={timeZone}
            />
          ) : (
            <TransferTargetStep
              taskId={task.id}
              orderNumber={order?.number ?? ''}
              timeZone={timeZone}
              page={state.page}
              search={state.search}
              selected={selected}
              showRequired={state.showRequired}
              onPage={state.setPage}
              onSearch={(search) => {
                state.setSearch(search.trim());
                state.setPage(1);
              }}
              onSelect={(row) => {
                state.setSelected(row);
                state.setShowRequired(false);
              }}
            />
          )}
        </Flex>
      </DeferredDialogBody>
    </Modal>
  );
}
