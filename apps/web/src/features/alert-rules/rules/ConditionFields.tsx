import { alertCodeTakes, alertThresholdUnit } from '@armada/domain';
import { Col, InputNumber, Row, Typography } from 'antd';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField';
import { type RuleForm, THIRD } from './rule-form-types';

type NumberField =
  | 'maxThreshold'
  | 'minThreshold'
  | 'minThresholdTime'
  | 'alertCountThreshold'
  | 'alertCountWindow';

function NumberInput({
  form,
  name,
  label,
  unit,
  extra,
  integer,
}: {
  form: RuleForm;
  name: NumberField;
  label: string;
  unit?: string;
  extra?: string;
  integer?: boolean;
}) {
  return (
    <FormField control={form.control} name={name} label={label} extra={extra}>
      {(field, a11y) => (
        <InputNumber<number>
          {...a11y}
          value={(field.value as number | null | undefined) ?? null}
          onChange={(value) => field.onChange(value ?? null)}
          onBlur={field.onBlur}
          precision={integer ? 0 : undefined}
          suffix={unit}
          style={{ width: '100%' }}
        />
      )}
    </FormField>
  );
}

/**
 * The thresholds the chosen code reads (the domain's `alertCodeTakes`, with the unit of
 * `alertThresholdUnit`) and the count within a window, which every code may have.
 */
export function ConditionFields({ form }: { form: RuleForm }) {
  const { t } = useTranslation();
  const code = useWatch({ control: form.control, name: 'alertCode' }) as number | undefined;
  const takes = (field: 'maxThreshold' | 'minThreshold' | 'minThresholdTime') =>
    code !== undefined && alertCodeTakes(code, field);
  const valueUnit = code === undefined ? null : alertThresholdUnit(code);
  const unit = valueUnit ? t(`alertRules.form.units.${valueUnit}`) : undefined;
  const seconds = t('alertRules.form.units.seconds');
  const none = !takes('maxThreshold') && !takes('minThreshold') && !takes('minThresholdTime');
  return (
    <>
      <Row gutter={[16, 0]}>
        {takes('maxThreshold') && (
          <Col {...THIRD}>
            <NumberInput
              form={form}
              name="maxThreshold"
              label={t(code === 8 ? 'alertRules.form.overspeedMax' : 'alertRules.form.maxThreshold')}
              unit={unit}
            />
          </Col>
        )}
        {takes('minThreshold') && (
          <Col {...THIRD}>
            <NumberInput
              form={form}
              name="minThreshold"
              label={t('alertRules.form.minThreshold')}
              unit={unit}
            />
          </Col>
        )}
        {takes('minThresholdTime') && (
          <Col {...THIRD}>
            <NumberInput
              form={form}
              name="minThresholdTime"
              label={t('alertRules.form.minThresholdTime')}
              extra={t('alertRules.form.minThresholdTimeHelp')}
              unit={seconds}
              integer
            />
          </Col>
        )}
      </Row>
      {none && code !== undefined && (
        <Typography.Paragraph type="secondary">{t('alertRules.form.noThresholds')}</Typography.Paragraph>
      )}
      <Row gutter={[16, 0]}>
        <Col {...THIRD}>
          <NumberInput
            form={form}
            name="alertCountThreshold"
            label={t('alertRules.form.countThreshold')}
            extra={t('alertRules.form.countHelp')}
            integer
          />
        </Col>
        <Col {...THIRD}>
          <NumberInput
            form={form}
            name="alertCountWindow"
            label={t('alertRules.form.countWindow')}
            unit={seconds}
            integer
          />
        </Col>
      </Row>
    </>
  );
}
