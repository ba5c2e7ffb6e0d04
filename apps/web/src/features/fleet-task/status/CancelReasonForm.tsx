import { Empty, Form, Select } from 'antd';
import type { BaseSyntheticEvent } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField';
import { LoadError } from '../../../shared/LoadError';
import type { useCancelReasons } from './api';

type Reasons = ReturnType<typeof useCancelReasons>;

/** A cancel form's one field: the reason id, nullable until chosen so an empty one reads 'Wajib diisi'. */
export interface CancelReasonValues {
  canceled_reason_id: number | null;
}

/** The reasons of type CANCELED could not be read: say so and offer a retry. */
export function CancelReasonsError({ reasons }: { reasons: Reasons }) {
  const { t } = useTranslation();
  return (
    <LoadError
      title={t('fleetTaskStatus.cancel.reasonsLoadError')}
      message={reasons.error?.message}
      onRetry={() => void reasons.refetch()}
    />
  );
}

/**
 * The required 'Alasan Pembatalan' select (section 2 'Modals', section 5 'Cancel'), shared by the
 * task's cancel and the row menu's 'Batalkan'.
 */
export function CancelReasonForm<Values extends CancelReasonValues>({
  control,
  reasons,
  onSubmit,
  ariaLabel,
}: {
  control: Control<Values>;
  reasons: Reasons;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  ariaLabel: string;
}) {
  const { t } = useTranslation();
  const reasonControl = control as unknown as Control<CancelReasonValues>;
  return (
    <Form layout="vertical" component={false}>
      <form noValidate onSubmit={onSubmit} aria-label={ariaLabel}>
        <FormField
          control={reasonControl}
          name="canceled_reason_id"
          label={t('fleetTaskStatus.cancel.reason')}
          required
        >
          {(field, a11y) => (
            <Select
              {...a11y}
              ref={field.ref}
              value={field.value ?? undefined}
              onChange={(value: number) => field.onChange(value)}
              onBlur={field.onBlur}
              loading={reasons.isPending}
              placeholder={t('fleetTaskStatus.cancel.reasonPlaceholder')}
              showSearch={{ optionFilterProp: 'label' }}
              options={(reasons.data ?? []).map((reason) => ({ value: reason.id, label: reason.reason }))}
              notFoundContent={
                reasons.isPending ? undefined : (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={t('fleetTaskStatus.cancel.noReasons')}
                  />
                )
              }
            />
          )}
        </FormField>
      </form>
    </Form>
  );
}
