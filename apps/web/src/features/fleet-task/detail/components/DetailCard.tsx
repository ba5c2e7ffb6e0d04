import type { FleetTask } from '@armada/domain';
import { Card } from 'antd';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { autoStartConflict } from '../auto-start-conflict';
import type { DetailFormValues } from '../detail-form';
import { DetailForm } from './DetailForm';
import { DetailReadOnly } from './DetailReadOnly';

export interface DetailCardProps {
  task: FleetTask;
  form: UseFormReturn<DetailFormValues>;
  editable: boolean;
  creating: boolean;
  timeZone: string;
}

/** Section 2 'Detail card': the task's fields, as inputs while editable, otherwise as text. */
export function DetailCard({ task, form, editable, creating, timeZone }: DetailCardProps) {
  const { t } = useTranslation();
  const reason = task.auto_start_failed_reason;
  const { setError } = form;
  useEffect(() => {
    const conflict = autoStartConflict(reason);
    if (!conflict) return;
    for (const field of conflict.fields) setError(field, { type: 'server', message: t(conflict.key) });
  }, [reason, setError, t]);

  return (
    <Card title={t('fleetTask.detail.title')} data-testid="detail-card">
      {editable ? (
        <DetailForm task={task} form={form} creating={creating} timeZone={timeZone} />
      ) : (
        <DetailReadOnly task={task} timeZone={timeZone} />
      )}
    </Card>
  );
}
