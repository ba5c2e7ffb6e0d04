import { ALERT_URGENCY_TYPES, alertCodeDefinition } from '@armada/domain';
import { Col, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { FormField } from '../../../shared/forms/FormField';
import { AlertCodePicker } from './AlertCodePicker';
import { defaultsForCode } from './form-values';
import { HALF, type RuleForm } from './rule-form-types';

/** Name, alert code, urgency, active and auto popup. */
export function RuleFields({ form, isNew }: { form: RuleForm; isNew: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { control } = form;

  // Another code reads other thresholds: start from its defaults, and name a new rule after it.
  const chooseCode = (code: number) => {
    for (const [name, value] of Object.entries(defaultsForCode(code))) {
      form.setValue(name as 'maxThreshold', value as number, { shouldDirty: true });
    }
    const definition = alertCodeDefinition(code);
    if (isNew && definition && form.getValues('label').trim() === '') {
      const name = language === 'id' ? definition.descriptionIdn : definition.descriptionEng;
      form.setValue('label', name, { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <Row gutter={[16, 0]}>
      <Col span={24}>
        <FormField control={control} name="alertCode" label={t('alertRules.form.alertCode')} required>
          {(field, a11y) => (
            <AlertCodePicker
              value={field.value as number | undefined}
              onChange={(code) => {
                field.onChange(code);
                chooseCode(code);
              }}
              onBlur={field.onBlur}
              accessibility={a11y}
            />
          )}
        </FormField>
      </Col>
      <Col {...HALF}>
        <FormField control={control} name="label" label={t('alertRules.form.label')} required>
          {(field, a11y) => (
            <Input
              {...field}
              {...a11y}
              value={(field.value as string) ?? ''}
              maxLength={100}
              placeholder={t('alertRules.form.labelPlaceholder')}
            />
          )}
        </FormField>
      </Col>
      <Col {...HALF}>
        <FormField control={control} name="alertUrgencyType" label={t('alertRules.form.urgency')} required>
          {(field, a11y) => (
            <Select
              {...a11y}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={ALERT_URGENCY_TYPES.map((value) => ({
                value,
                label: t(`alertRules.urgency.${value}`),
              }))}
            />
          )}
        </FormField>
      </Col>
      <Col {...HALF}>
        <FormField control={control} name="isActive" label={t('alertRules.form.isActive')}>
          {(field, a11y) => <Switch {...a11y} checked={field.value !== false} onChange={field.onChange} />}
        </FormField>
      </Col>
      <Col {...HALF}>
        <FormField
          control={control}
          name="autoPopup"
          label={t('alertRules.form.autoPopup')}
          extra={t('alertRules.form.autoPopupHelp')}
        >
          {(field, a11y) => <Switch {...a11y} checked={field.value === true} onChange={field.onChange} />}
        </FormField>
      </Col>
    </Row>
  );
}
