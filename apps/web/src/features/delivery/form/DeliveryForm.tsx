import { type DeliveryOrderDetail, isRouteLockedBy } from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, App, Button, Flex, Form } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { LeaveConfirmation } from '../../../shared/forms/LeaveConfirmation';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { applyServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { useLocalErrorsFollowLanguage } from '../../../shared/forms/useLocalErrorsFollowLanguage';
import { FormLoads } from './FormLoads';
import {
  DELIVERY_FIELD_PATHS,
  type DeliveryFormApi,
  type DeliveryFormOutput,
  deliveryFormSchema,
  emptyFormValues,
  type FieldsForm,
  formValuesOf,
  pickerLabelsOf,
  productLabelsOf,
} from './form-values';
import { CustomerCard, ReferencesCard, RouteCard, ScheduleCard } from './OrderFields';
import { StoredLoads } from './StoredLoads';
import { UserFieldsCard } from './UserFieldsCard';

export interface DeliveryFormProps {
  /** The stored order being edited; its loads change through the load routes. */
  order?: DeliveryOrderDetail;
  /** The order a duplicate starts from (fields and loads), for a new order. */
  source?: DeliveryOrderDetail;
  /** Sends the form; rejects with the server's ApiError. */
  save(values: DeliveryFormOutput): Promise<unknown>;
  /** Someone else saved the order first (409): the page reloads it. */
  onStale?(): void;
  onCancel(): void;
  label: string;
}

function useRefusal(form: DeliveryFormApi, onStale?: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (error: unknown) => {
    if (!isApiError(error)) {
      void message.error(t('deliveryForm.failed'));
      return;
    }
    if (error.code === 'conflict/stale-update') {
      void message.warning(error.message);
      onStale?.();
      return;
    }
    const landed = applyServerFieldErrors(error, DELIVERY_FIELD_PATHS, form.setError);
    void message.error(landed ? t('deliveryForm.failed') : error.message);
  };
}

/** A delivery order's customer, route, schedule, references, extra data and loads: one form. */
export function DeliveryForm({ order, source, save, onStale, onCancel, label }: DeliveryFormProps) {
  const { t } = useTranslation();
  const start = order ?? source;
  const form = useForm<ReturnType<typeof emptyFormValues>, unknown, DeliveryFormOutput>({
    resolver: zodResolver(deliveryFormSchema, localizedZodErrors),
    defaultValues: start ? formValuesOf(start, !order) : emptyFormValues(),
  });
  useLocalErrorsFollowLanguage(form, DELIVERY_FIELD_PATHS);
  const refuse = useRefusal(form, onStale);
  const pickerLabels = useMemo(() => pickerLabelsOf(start), [start]);
  const productLabels = useMemo(() => productLabelsOf(source), [source]);
  const fields = form as unknown as FieldsForm;
  const lockingTask =
    order?.fleet_task && isRouteLockedBy(order.fleet_task.status.name) ? order.fleet_task : null;

  const dirty = useRef(false);
  dirty.current = form.formState.isDirty;
  const saving = useRef(false);
  // A save may leave the page itself (a new order opens its page): that is not losing changes.
  const shouldBlock = useCallback(() => dirty.current && !saving.current, []);

  const submit = form.handleSubmit(async (values) => {
    saving.current = true;
    try {
      await save(values);
    } catch (error) {
      refuse(error);
    } finally {
      saving.current = false;
    }
  });

  return (
    <Form layout="vertical" component={false}>
      <LeaveConfirmation shouldBlock={shouldBlock} />
      <Flex vertical gap={16}>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={label}>
          <Flex vertical gap={16}>
            {lockingTask && (
              <Alert
                type="info"
                showIcon
                title={t('deliveryForm.routeLocked', { number: lockingTask.number })}
              />
            )}
            <CustomerCard form={fields} labels={pickerLabels} />
            <RouteCard form={fields} labels={pickerLabels} locked={lockingTask !== null} />
            <ScheduleCard form={fields} />
            <ReferencesCard form={fields} />
            <UserFieldsCard form={fields} />
            {!order && <FormLoads form={fields} initialLabels={productLabels} />}
            <Flex gap={8} justify="flex-end" wrap>
              <Button onClick={onCancel} disabled={form.formState.isSubmitting}>
                {t('common.cancel')}
              </Button>
              <Button type="primary" htmlType="submit" loading={form.formState.isSubmitting}>
                {t('common.save')}
              </Button>
            </Flex>
          </Flex>
        </form>
        {order && <StoredLoads order={order} readOnly={false} />}
      </Flex>
    </Form>
  );
}
