import { AUTOCOMPLETE_SOURCES } from '@armada/domain';
import { Col, Radio, Row, Select, Typography } from 'antd';
import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DetailFormValues } from '../detail-form';
import { TypedField } from './TypedField';

/**
 * Section 2 'Detail card': 'Perubahan Status DO', by hand or automatically from the vehicle's GPS,
 * with the source of the positions ('GPS Kendaraan' by default, or 'Smart Driver').
 */
export function AutocompleteSection({ control }: { control: Control<DetailFormValues> }) {
  const { t } = useTranslation();
  const automatic = useWatch({ control, name: 'is_autocomplete_on' });
  return (
    <section aria-labelledby="autocomplete-title">
      <Typography.Title level={2} id="autocomplete-title" style={{ fontSize: 16, marginTop: 0 }}>
        {t('fleetTask.autocomplete.title')}
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TypedField
            control={control}
            name="is_autocomplete_on"
            label={t('fleetTask.autocomplete.modeLabel')}
          >
            {(field, a11y) => (
              <Radio.Group
                id={a11y.id}
                aria-label={t('fleetTask.autocomplete.modeLabel')}
                data-testid="autocomplete-mode"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value as boolean)}
                options={[
                  { value: false, label: t('fleetTask.autocomplete.manual') },
                  { value: true, label: t('fleetTask.autocomplete.automatic') },
                ]}
              />
            )}
          </TypedField>
        </Col>
        {automatic && (
          <Col xs={24} md={12}>
            <TypedField
              control={control}
              name="autocomplete_source"
              label={t('fleetTask.autocomplete.source')}
            >
              {(field, a11y) => (
                <Select
                  {...a11y}
                  value={field.value}
                  onChange={field.onChange}
                  options={AUTOCOMPLETE_SOURCES.map((source) => ({ value: source, label: source }))}
                  style={{ width: '100%' }}
                />
              )}
            </TypedField>
          </Col>
        )}
      </Row>
    </section>
  );
}
