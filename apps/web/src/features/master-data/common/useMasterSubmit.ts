import { App } from 'antd';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '../../../platform/api/api-error';
import { applyServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { useLocalErrorsFollowLanguage } from '../../../shared/forms/useLocalErrorsFollowLanguage';
import type { MasterDataEntity } from '../../../shared/paths/master-data';
import { useSaveMasterData } from './api';
import { useReportDirty } from './form-dirty';

export interface MasterSubmitOptions<V extends FieldValues, Row> {
  entity: MasterDataEntity;
  /** The row being edited (its `updated_on` goes with the PATCH); absent for a new one. */
  row?: Row & { id: number; updated_on: string };
  /** Every field a server message can land on. */
  fields: readonly Path<V>[];
  /** The label of each field a unique index guards: a 409 reads 'Nomor Polisi sudah terdaftar.' there. */
  uniqueLabels?: Partial<Record<string, string>>;
  /** Stored: the server's row. */
  onSaved(saved: Row): void;
  /** Someone else saved the row first (409 stale): the list is read again. */
  onStale(): void;
}

/**
 * The save of every master data form: POST a new row or PATCH an edited one with the `updated_on` it
 * read; the schema's messages are the resolver's; the server's field
 * messages land under their fields; a duplicate names what is already registered on its field; a
 * stale edit warns and reloads; anything else is a toast with the server's message.
 */
export function useMasterSubmit<V extends FieldValues, O extends object, Row>(
  form: UseFormReturn<V, unknown, O>,
  { entity, row, fields, uniqueLabels = {}, onSaved, onStale }: MasterSubmitOptions<V, Row>,
) {
  const { t } = useTranslation();
  const save = useSaveMasterData<Row>(entity, row?.id);
  const { message } = App.useApp();
  useLocalErrorsFollowLanguage(form as unknown as UseFormReturn<V>, fields);
  useReportDirty(form.formState.isDirty && !form.formState.isSubmitSuccessful);

  const refuse = (error: unknown) => {
    if (!isApiError(error)) {
      void message.error(t('masterData.saveFailed'));
      return;
    }
    if (error.code === 'conflict/stale-update') {
      void message.warning(error.message);
      onStale();
      return;
    }
    const onFields =
      error.code === 'conflict/duplicate'
        ? new ApiError(
            error.status,
            error.code,
            error.message,
            error.fieldErrors.map((problem) => {
              const label = uniqueLabels[problem.field];
              return label ? { ...problem, message: t('masterData.duplicate', { label }) } : problem;
            }),
          )
        : error;
    const landed = applyServerFieldErrors(onFields, fields, form.setError);
    void message.error(landed ? t('masterData.saveFailed') : error.message);
  };

  return form.handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync(row ? { ...values, updated_on: row.updated_on } : values));
    } catch (error) {
      refuse(error);
    }
  });
}
