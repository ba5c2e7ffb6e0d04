import { useState } from 'react';
import { type FieldError, useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldsForm, LOAD_FIELDS, type ProductLabels } from './form-values';
import { LoadsEditor } from './LoadsEditor';
import type { LoadDraft, LoadRowView } from './load-draft';

type RowErrors = Partial<Record<(typeof LOAD_FIELDS)[number], FieldError>> | undefined;

/** The messages about one load, from the schema or the server ('loads.1.product_id'). */
const messagesOf = (errors: RowErrors) =>
  LOAD_FIELDS.flatMap((field) => {
    const message = errors?.[field]?.message;
    return message ? [message] : [];
  });

/**
 * The loads of an order not stored yet: rows of the form itself, sent with the order in one POST
 * (one transaction on the server).
 */
export function FormLoads({ form, initialLabels }: { form: FieldsForm; initialLabels: ProductLabels }) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control, name: 'loads' });
  const { errors } = useFormState({ control: form.control, name: 'loads' });
  const [labels, setLabels] = useState(initialLabels);
  const loadErrors = (errors.loads ?? []) as unknown as RowErrors[];

  const views: LoadRowView[] = rows.fields.map((row, index) => ({
    key: row.id,
    product: {
      id: row.product_id,
      ...(labels.get(row.product_id) ?? { name: String(row.product_id), typeName: '' }),
    },
    quantity: row.quantity,
    uom: row.uom ?? '',
    conversion_weight_value: row.conversion_weight_value ?? 0,
    conversion_volume_value: row.conversion_volume_value ?? 0,
    note: row.note ?? null,
    errors: messagesOf(loadErrors[index]),
  }));

  const save = async (draft: LoadDraft, index: number | null) => {
    setLabels((current) => new Map(current).set(draft.product.id, draft.product));
    const value = {
      product_id: draft.product.id,
      quantity: draft.quantity,
      uom: draft.uom,
      conversion_weight_value: draft.conversion_weight_value,
      conversion_volume_value: draft.conversion_volume_value,
      note: draft.note ?? '',
    };
    if (index === null) rows.append(value);
    else {
      rows.update(index, value);
      form.clearErrors(`loads.${index}`);
    }
  };

  return (
    <LoadsEditor
      rows={views}
      onSave={save}
      onDelete={async (index) => rows.remove(index)}
      error={(errors.loads as FieldError | undefined)?.message}
      hint={t('deliveryForm.loads.computed')}
    />
  );
}
