import { Radio } from 'antd';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../shared/forms/FormField';
import { CompanyPicker } from './CompanyPicker';

interface TargetFieldsProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  targetName: Path<T>;
  companiesName: Path<T>;
  /** 'chosen' shows the picker; the value of the radio. */
  target: 'all' | 'chosen';
  /** One company (the banner) or several (an announcement). */
  single?: boolean;
  testId: string;
}

/** Who receives it: every company, or the companies picked by name. */
export function TargetFields<T extends FieldValues>(props: TargetFieldsProps<T>) {
  const { t } = useTranslation();
  const { control, targetName, companiesName, target, single, testId } = props;
  return (
    <>
      <FormField control={control} name={targetName} label={t('platformConsole.target.label')}>
        {(field, a11y) => (
          <Radio.Group
            {...a11y}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            options={[
              { value: 'all', label: t('platformConsole.target.all') },
              {
                value: 'chosen',
                label: single ? t('platformConsole.target.one') : t('platformConsole.target.chosen'),
              },
            ]}
          />
        )}
      </FormField>
      {target === 'chosen' && (
        <FormField
          control={control}
          name={companiesName}
          label={single ? t('platformConsole.target.company') : t('platformConsole.target.companies')}
          required
        >
          {(field, a11y) => (
            <CompanyPicker
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              accessibility={a11y}
              testId={testId}
              single={single}
            />
          )}
        </FormField>
      )}
    </>
  );
}
