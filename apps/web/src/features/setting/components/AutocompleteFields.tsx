import { AUTOCOMPLETE_SOURCES } from '@armada/domain';
import { Flex, Radio, Typography } from 'antd';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField';
import type { FleetSettingsValues } from '../fleet-settings-form';
import { SectionTitle } from './SectionTitle';

/**
 * 'Perubahan Status DO' as new tasks start: by hand, or automatically from the positions of the
 * source ('GPS Kendaraan' by default, or the driver's phone, 'Smart Driver').
 */
export function AutocompleteFields({
  control,
  disabled,
}: {
  control: Control<FleetSettingsValues>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const automatic = useWatch({ control, name: 'is_autocomplete_on' });
  return (
    <section aria-labelledby="setting-autocomplete-title">
      <Flex vertical gap={4} style={{ marginBottom: 12 }}>
        <SectionTitle level={3} id="setting-autocomplete-title">
          {t('setting.fleet.autocomplete.title')}
        </SectionTitle>
        <Typography.Text type="secondary">{t('setting.fleet.autocomplete.description')}</Typography.Text>
      </Flex>
      <FormField
        control={control}
        name="is_autocomplete_on"
        label={t('setting.fleet.autocomplete.modeLabel')}
      >
        {(field, a11y) => (
          <Radio.Group
            id={a11y.id}
            aria-label={t('setting.fleet.autocomplete.modeLabel')}
            data-testid="autocomplete-mode"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value as boolean)}
            disabled={disabled}
            options={[
              { value: false, label: t('setting.fleet.autocomplete.manual') },
              { value: true, label: t('setting.fleet.autocomplete.automatic') },
            ]}
          />
        )}
      </FormField>
      {automatic && (
        <FormField
          control={control}
          name="autocomplete_source"
          label={t('setting.fleet.autocomplete.source')}
        >
          {(field, a11y) => (
            <Radio.Group
              id={a11y.id}
              aria-label={t('setting.fleet.autocomplete.source')}
              data-testid="autocomplete-source"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              disabled={disabled}
              optionType="button"
              options={AUTOCOMPLETE_SOURCES.map((source) => ({ value: source, label: source }))}
            />
          )}
        </FormField>
      )}
    </section>
  );
}
