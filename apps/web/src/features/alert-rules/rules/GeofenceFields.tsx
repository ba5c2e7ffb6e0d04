import { alertCodeTakes } from '@armada/domain';
import { Radio, Switch, Typography } from 'antd';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField';
import type { Choice } from './option-api';
import type { RuleForm } from './rule-form-types';
import { SearchMultiSelect } from './SearchMultiSelect';

/**
 * The company's geofences the rule is limited to. For the geofence codes (enter, exit) they are
 * the code itself; any other code may be limited to inside or outside them.
 */
export function GeofenceFields({ form, known }: { form: RuleForm; known: readonly Choice[] }) {
  const { t } = useTranslation();
  const [code, withGeofence] = useWatch({ control: form.control, name: ['alertCode', 'withGeofence'] });
  const geofenceCode = typeof code === 'number' && alertCodeTakes(code, 'geofences');
  return (
    <>
      {geofenceCode ? (
        <Typography.Paragraph type="secondary">{t('alertRules.form.geofenceCodeHint')}</Typography.Paragraph>
      ) : (
        <FormField control={form.control} name="withGeofence" label={t('alertRules.form.withGeofence')}>
          {(field, a11y) => <Switch {...a11y} checked={field.value === true} onChange={field.onChange} />}
        </FormField>
      )}
      {(geofenceCode || withGeofence) && (
        <>
          <FormField
            control={form.control}
            name="geofenceIds"
            label={t('alertRules.form.geofences')}
            required
          >
            {(field, a11y) => (
              <SearchMultiSelect
                kind="geofences"
                value={field.value as number[] | undefined}
                onChange={field.onChange}
                onBlur={field.onBlur}
                known={known}
                placeholder={t('alertRules.form.geofencesPlaceholder')}
                accessibility={a11y}
              />
            )}
          </FormField>
          {!geofenceCode && (
            <FormField
              control={form.control}
              name="isInsideGeofence"
              label={t('alertRules.form.geofenceSide')}
            >
              {(field, a11y) => (
                <Radio.Group
                  {...a11y}
                  value={field.value !== false}
                  onChange={(event) => field.onChange(event.target.value)}
                  options={[
                    { value: true, label: t('alertRules.form.inside') },
                    { value: false, label: t('alertRules.form.outside') },
                  ]}
                />
              )}
            </FormField>
          )}
        </>
      )}
    </>
  );
}
