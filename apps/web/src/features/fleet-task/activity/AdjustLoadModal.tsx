import {
  type DeliveryLoadResponse,
  errorMessage,
  ISSUE_CODES,
  type LoadAdjustmentItem,
  type SequenceActivityResponse,
} from '@armada/domain';
import { Alert, App, Button, Empty, Flex, Modal, Skeleton, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useDeliveryLoads } from '../../../shared/delivery-order/api';
import { AdjustLoadTable } from './AdjustLoadTable';
import {
  type AdjustInputs,
  type AdjustRowInput,
  checkAdjustInputs,
  initialAdjustInputs,
  rowOfServerField,
} from './adjust-rows';
import { type ActivityRef, useAdjustLoads } from './api';

export interface AdjustLoadModalProps {
  taskId: string;
  pointId: string;
  activity: SequenceActivityResponse;
  onClose: () => void;
  onDone: () => void;
}

const REASON_REQUIRED = 'delivery/load-adjustment-reason-required';
/** Section 8 'Adjust': the issue that marks the rows sent without a reason. */

interface Refusal {
  serverErrors: Record<string, string>;
  highlighted: Set<string>;
}

const NO_REFUSAL: Refusal = { serverErrors: {}, highlighted: new Set() };

/** What a refused save leaves on the table: the server's messages per row, the rows without a reason. */
function refusalOf(error: unknown, sent: readonly LoadAdjustmentItem[]): Refusal {
  const refusal: Refusal = { serverErrors: {}, highlighted: new Set() };
  if (!isApiError(error)) return refusal;
  for (const issue of error.issues) {
    if (issue.code !== ISSUE_CODES.loadAdjustmentReasonIsNull || !issue.field) continue;
    const row = rowOfServerField(issue.field, sent);
    if (row) refusal.highlighted.add(row.loadId);
  }
  for (const problem of error.fieldErrors) {
    const row = rowOfServerField(problem.field, sent);
    if (!row) continue;
    refusal.serverErrors[`${row.loadId}.${row.field}`] = problem.message;
  }
  return refusal;
}

function AdjustForm(props: AdjustLoadModalProps & { loads: DeliveryLoadResponse[] }) {
  const { taskId, pointId, activity, onClose, onDone, loads } = props;
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = App.useApp();
  const ref: ActivityRef = { taskId, pointId, activityId: activity.id };
  const number = activity.delivery_order.number;
  const adjust = useAdjustLoads(ref, activity.delivery_order.id);
  const [inputs, setInputs] = useState<AdjustInputs>(() => initialAdjustInputs(activity.type, loads));
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const check = useMemo(
    () => checkAdjustInputs(activity.type, loads, inputs),
    [activity.type, loads, inputs],
  );

  const onChange = (loadId: string, next: Partial<AdjustRowInput>) => {
    setInputs((old) => ({ ...old, [loadId]: { quantity: '', reason: '', ...old[loadId], ...next } }));
    // The user is answering what the last save said about this row.
    setRefusal((old) => {
      const serverErrors = Object.fromEntries(
        Object.entries(old.serverErrors).filter(([key]) => !key.startsWith(`${loadId}.`)),
      );
      const highlighted = new Set([...old.highlighted].filter((id) => id !== loadId));
      return { serverErrors, highlighted };
    });
  };

  const save = () => {
    if (check.quantityProblems.size > 0) return;
    if (check.missingReasons.size > 0) {
      setRefusal({ serverErrors: {}, highlighted: new Set(check.missingReasons) });
      void message.error(errorMessage(REASON_REQUIRED, language));
      return;
    }
    const sent = check.items;
    adjust.mutate(sent, {
      onSuccess: () => {
        void message.success(t('fleetTaskActivity.adjust.success', { number }));
        onDone();
      },
      onError: (error) => {
        setRefusal(refusalOf(error, sent));
        void message.error(isApiError(error) ? error.message : String(error));
      },
    });
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        {t('fleetTaskActivity.adjust.description', { number })}
      </Typography.Text>
      <AdjustLoadTable
        type={activity.type}
        loads={loads}
        inputs={inputs}
        onChange={onChange}
        quantityProblems={check.quantityProblems}
        missingReasons={check.missingReasons}
        serverErrors={refusal.serverErrors}
        highlighted={refusal.highlighted}
        label={t('fleetTaskActivity.adjust.tableLabel', { number })}
      />
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          type="primary"
          onClick={save}
          loading={adjust.isPending}
          disabled={check.items.length === 0 || check.quantityProblems.size > 0}
        >
          {t('fleetTaskActivity.adjust.save')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** 'Ubah Kuantitas Muatan' (sections 4, 5 'Load adjustment', 8 'Adjust'). */
export function AdjustLoadModal(props: AdjustLoadModalProps) {
  const { t } = useTranslation();
  const loads = useDeliveryLoads(props.activity.delivery_order.id);
  let body: ReactNode;
  if (loads.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (loads.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('fleetTaskActivity.loads.loadError')}
        description={loads.error.message}
      />
    );
  } else if (loads.data.length === 0) body = <Empty description={t('fleetTaskActivity.loads.empty')} />;
  else body = <AdjustForm {...props} loads={loads.data} />;
  return (
    <Modal
      open
      title={t('fleetTaskActivity.adjust.title')}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
      maskClosable={false}
      width={960}
    >
      {body}
    </Modal>
  );
}
