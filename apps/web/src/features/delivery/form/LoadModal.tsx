import {
  type CreateDeliveryLoadRequest,
  createDeliveryLoadRequestSchema,
  deliveryLoadTotals,
  formatVolume,
  formatWeight,
} from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { FormField } from '../../../shared/forms/FormField';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { applyServerFieldErrors } from '../../../shared/forms/server-field-errors';
import type { LoadDraft } from './load-draft';
import { pickerSelected } from './load-draft';
import { ProductPicker } from './pickers';

type Values = z.input<typeof createDeliveryLoadRequestSchema>;
type Output = z.output<typeof createDeliveryLoadRequestSchema>;

const LOAD_PATHS = [
  'product_id',
  'quantity',
  'uom',
  'conversion_weight_value',
  'conversion_volume_value',
  'note',
] as const;

const blank = null as unknown as number;

function valuesOf(draft: LoadDraft | null): Values {
  return draft
    ? {
        product_id: draft.product.id,
        quantity: draft.quantity,
        uom: draft.uom,
        conversion_weight_value: draft.conversion_weight_value,
        conversion_volume_value: draft.conversion_volume_value,
        note: draft.note ?? '',
      }
    : { product_id: blank, quantity: blank, uom: '', note: '' };
}

/** What the modal computes as the user types: the load's weight and volume by the domain's rule. */
function ComputedTotals({ form }: { form: ReturnType<typeof useForm<Values, unknown, Output>> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [quantity, weight, volume, uom] = useWatch({
    control: form.control,
    name: ['quantity', 'conversion_weight_value', 'conversion_volume_value', 'uom'],
  });
  if (weight === undefined || volume === undefined) return null;
  const totals = deliveryLoadTotals({
    quantity: Number.isFinite(quantity) ? quantity : 0,
    conversion_weight_value: weight,
    conversion_volume_value: volume,
  });
  return (
    <Alert
      type="info"
      showIcon
      title={`${t('deliveryForm.loads.weight')}: ${formatWeight(totals.weight, language)} · ${t('deliveryForm.loads.volume')}: ${formatVolume(totals.volume, language)}`}
      description={
        <>
          <div>
            {t('deliveryForm.loads.conversion', {
              uom: uom || '-',
              weight: String(weight),
              volume: String(volume),
            })}
          </div>
          <Typography.Text type="secondary">{t('deliveryForm.loads.computed')}</Typography.Text>
        </>
      }
    />
  );
}

export interface LoadModalProps {
  /** The row edited, or null for a new load. */
  initial: LoadDraft | null;
  onCancel(): void;
  /** Stores the load (in the form, or on the server); rejects with the server's ApiError. */
  onSubmit(draft: LoadDraft): Promise<void>;
}

/** One load: product (its unit and conversions come with it), quantity, unit and note. */
export function LoadModal({ initial, onCancel, onSubmit }: LoadModalProps) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(createDeliveryLoadRequestSchema, localizedZodErrors),
    defaultValues: valuesOf(initial),
  });
  const [product, setProduct] = useState(initial?.product ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control } = form;

  const submit = form.handleSubmit(async (values: CreateDeliveryLoadRequest) => {
    if (!product) return;
    setFailure(null);
    try {
      await onSubmit({
        product,
        quantity: values.quantity,
        uom: values.uom ?? '',
        conversion_weight_value: values.conversion_weight_value ?? 0,
        conversion_volume_value: values.conversion_volume_value ?? 0,
        note: values.note ?? null,
      });
    } catch (error) {
      const landed = applyServerFieldErrors(error, LOAD_PATHS, form.setError);
      if (!landed) setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <Modal
      open
      title={t(initial ? 'deliveryForm.loads.modalEdit' : 'deliveryForm.loads.modalAdd')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onCancel}
      confirmLoading={form.formState.isSubmitting}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form layout="vertical" component={false}>
        <form
          noValidate
          // The modal sits inside the order form in the React tree: its submit must not bubble to it.
          onSubmit={(event) => {
            event.stopPropagation();
            void submit(event);
          }}
          aria-label={t(initial ? 'deliveryForm.loads.modalEdit' : 'deliveryForm.loads.modalAdd')}
        >
          {failure && (
            <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 12 }} />
          )}
          <FormField control={control} name="product_id" label={t('deliveryForm.loads.product')} required>
            {(field, a11y) => (
              <ProductPicker
                value={field.value as number | null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                selected={pickerSelected(product)}
                accessibility={a11y}
                testId="load-product"
                onProduct={(picked) => {
                  setProduct({ id: picked.id, name: picked.name, typeName: picked.product_type.name });
                  form.setValue('uom', picked.uom, { shouldDirty: true });
                  form.setValue('conversion_weight_value', picked.conversion_weight_value);
                  form.setValue('conversion_volume_value', picked.conversion_volume_value);
                }}
              />
            )}
          </FormField>
          <FormField control={control} name="quantity" label={t('deliveryForm.loads.quantity')} required>
            {(field, a11y) => (
              <InputNumber
                {...a11y}
                value={field.value as number | null}
                onChange={(value) => field.onChange(value ?? null)}
                onBlur={field.onBlur}
                min={1}
                precision={0}
                style={{ width: '100%' }}
              />
            )}
          </FormField>
          <FormField control={control} name="uom" label={t('deliveryForm.loads.uom')}>
            {(field, a11y) => (
              <Input {...field} {...a11y} value={(field.value as string) ?? ''} maxLength={50} />
            )}
          </FormField>
          <FormField control={control} name="note" label={t('deliveryForm.note')}>
            {(field, a11y) => (
              <Input {...field} {...a11y} value={(field.value as string | null) ?? ''} maxLength={500} />
            )}
          </FormField>
          <ComputedTotals form={form} />
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </form>
      </Form>
    </Modal>
  );
}
