import { Switch } from 'antd';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField';
import type { FleetSettingsValues } from '../fleet-settings-form';
import { SectionTitle } from './SectionTitle';

/** What drivers may do from their phone (issue 18): adjust the quantities they pick up or deliver. */
export function DriverFields({
  control,
  disabled,
}: {
  control: Control<FleetSettingsValues>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="setting-driver-title">
      <SectionTitle level={3} id="setting-driver-title">
        {t('setting.fleet.driver.title')}
      </SectionTitle>
      <div style={{ marginTop: 12 }}>
        <FormField
          control={control}
          name="is_driver_load_adjustment_on"
          label={t('setting.fleet.driver.loadAdjustment')}
          extra={t('setting.fleet.driver.loadAdjustmentHelp')}
        >
          {(field, a11y) => (
            <Switch
              {...a11y}
              checked={field.value}
              onChange={(checked) => field.onChange(checked)}
              disabled={disabled}
            />
          )}
        </FormField>
      </div>
    </section>
  );
}
