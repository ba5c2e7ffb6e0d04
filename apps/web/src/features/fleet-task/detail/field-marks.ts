import type { RequiredField } from '@armada/domain';
import { useCallback, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../platform/api/api-error';
import { scrollToField } from '../../../shared/forms/FormField';
import { DETAIL_FIELDS, type DetailField, type DetailFormValues } from './detail-form';

const isDetailField = (field: string): field is DetailField =>
  (DETAIL_FIELDS as readonly string[]).includes(field);

/**
 * Issue 26 item 2 (section 5, 'Server validation'): a transition refused for missing fields shows
 * 'Wajib Terisi' under each of them and brings the first into view; other field refusals show the
 * server's own words. The same marks whether the domain's check found them before sending or the
 * server answered them.
 */
export function useFieldMarks(form: UseFormReturn<DetailFormValues>) {
  const { t } = useTranslation();
  const mark = useCallback(
    (problems: readonly { field: string; message: string }[]) => {
      const shown = problems.filter((problem) => isDetailField(problem.field));
      for (const problem of shown) {
        form.setError(problem.field as DetailField, { type: 'server', message: problem.message });
      }
      if (shown[0]) scrollToField(shown[0].field);
    },
    [form],
  );
  return useMemo(
    () => ({
      missing: (fields: RequiredField[]) =>
        mark(fields.map((field) => ({ field, message: t('fleetTask.detail.mustBeFilled') }))),
      refused: (errors: FieldError[]) =>
        mark(
          errors.map((error) => ({
            field: error.field,
            message: error.code === 'required' ? t('fleetTask.detail.mustBeFilled') : error.message,
          })),
        ),
    }),
    [mark, t],
  );
}
