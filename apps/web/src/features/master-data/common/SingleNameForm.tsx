import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import type { MasterDataEntity } from '../../../shared/paths/master-data';
import { MasterForm } from './FormActions';
import { TextField } from './fields';
import type { EntityFormProps } from './MasterDataList';
import { useMasterSubmit } from './useMasterSubmit';

type NameValues = Record<string, string>;

export interface SingleNameFormSpec<Field extends string> {
  entity: MasterDataEntity;
  /** The domain's create schema: one required text field. */
  schema: z.ZodType<Record<Field, string>, Record<Field, string>>;
  field: Field;
  /** The field's label (a duplicate's message names it too). */
  labelOf(t: TFunction): string;
}

/**
 * The form of a master data entity that is only a unique name (vehicle types, product types): one
 * text field on the domain's schema, a duplicate named on it, the row's `updated_on` sent with an edit.
 */
export function singleNameForm<
  Row extends { id: number; updated_on: string } & Record<Field, string>,
  Field extends string,
>(spec: SingleNameFormSpec<Field>) {
  return function SingleNameForm({ row, readOnly, onSaved, onStale, onCancel }: EntityFormProps<Row>) {
    const { t } = useTranslation();
    const label = spec.labelOf(t);
    const form = useForm<NameValues>({
      resolver: zodResolver(spec.schema as unknown as z.ZodType<NameValues, NameValues>, localizedZodErrors),
      defaultValues: { [spec.field]: row?.[spec.field] ?? '' },
    });
    const submit = useMasterSubmit(form, {
      entity: spec.entity,
      row,
      onSaved,
      fields: [spec.field],
      uniqueLabels: { [spec.field]: label },
      onStale,
    });
    return (
      <MasterForm
        label={row?.[spec.field] ?? t(`masterData.create.${spec.entity}`)}
        readOnly={readOnly}
        submitting={form.formState.isSubmitting}
        onSubmit={submit}
        onCancel={onCancel}
      >
        <TextField control={form.control} name={spec.field} label={label} required maxLength={100} />
      </MasterForm>
    );
  };
}
