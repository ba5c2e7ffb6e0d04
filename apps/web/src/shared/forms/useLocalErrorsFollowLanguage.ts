import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useLanguage } from '../../platform/i18n/useLanguage';

/**
 * After a language switch, re-validates the fields showing a local error so that its message is
 * re-rendered in the new language. Server messages came in the old language and cannot be re-asked,
 * so those stay as they are.
 */
export function useLocalErrorsFollowLanguage<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getFieldState' | 'trigger'>,
  fields: readonly Path<T>[],
) {
  const { language } = useLanguage();
  const revalidate = () => {
    const invalid = fields.filter((field) => {
      const { error } = form.getFieldState(field);
      return error !== undefined && error.type !== 'server';
    });
    if (invalid.length > 0) void form.trigger(invalid);
  };
  // Keyed on the language only: the callback reads the latest errors when it runs.
  useEffect(revalidate, [language]);
}
