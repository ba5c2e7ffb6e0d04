import { Alert, Checkbox, Col, Row, Switch, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldAccessibility, FormField } from '../../../shared/forms/FormField';
import { HALF, type RuleForm } from './rule-form-types';

/** ISO days, 1 Monday .. 7 Sunday, as the API stores them. */
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const FORMAT = 'HH:mm';

/** 'HH:mm' in and out; the dayjs value is kept while the text is the same (a new one each render re-syncs the picker). */
function TimeInput({
  value,
  onChange,
  onBlur,
  accessibility,
}: {
  value: string | null | undefined;
  onChange(value: string | null): void;
  onBlur(): void;
  accessibility: FieldAccessibility;
}) {
  const picked = useMemo(() => (typeof value === 'string' ? dayjs(value, FORMAT) : null), [value]);
  return (
    <TimePicker
      {...accessibility}
      format={FORMAT}
      minuteStep={5}
      needConfirm={false}
      value={picked}
      onChange={(next) => {
        const text = next ? next.format(FORMAT) : null;
        if (text !== (value ?? null)) onChange(text);
      }}
      onBlur={onBlur}
      style={{ width: '100%' }}
    />
  );
}

function TimeField({ form, name, label }: { form: RuleForm; name: 'startTime' | 'endTime'; label: string }) {
  return (
    <FormField control={form.control} name={name} label={label} required>
      {(field, a11y) => (
        <TimeInput
          value={field.value as string | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          accessibility={a11y}
        />
      )}
    </FormField>
  );
}

/** On which days and hours the rule alerts, in the company's time zone; an end before the start crosses midnight. */
export function ScheduleFields({ form }: { form: RuleForm }) {
  const { t } = useTranslation();
  const [withSchedule, start, end] = useWatch({
    control: form.control,
    name: ['withSchedule', 'startTime', 'endTime'],
  });
  const acrossMidnight = typeof start === 'string' && typeof end === 'string' && end <= start;
  return (
    <>
      <FormField control={form.control} name="withSchedule" label={t('alertRules.form.withSchedule')}>
        {(field, a11y) => <Switch {...a11y} checked={field.value === true} onChange={field.onChange} />}
      </FormField>
      {withSchedule && (
        <>
          <FormField control={form.control} name="dayOfWeek" label={t('alertRules.form.days')} required>
            {(field, a11y) => (
              <Checkbox.Group
                {...a11y}
                value={(field.value as number[] | undefined) ?? []}
                onChange={(days) => field.onChange([...days].sort())}
                options={DAYS.map((day, index) => ({
                  value: index + 1,
                  label: t(`alertRules.form.dayNames.${day}`),
                }))}
              />
            )}
          </FormField>
          <Row gutter={[16, 0]}>
            <Col {...HALF}>
              <TimeField form={form} name="startTime" label={t('alertRules.form.startTime')} />
            </Col>
            <Col {...HALF}>
              <TimeField form={form} name="endTime" label={t('alertRules.form.endTime')} />
            </Col>
          </Row>
          {acrossMidnight && <Alert type="info" showIcon title={t('alertRules.form.acrossMidnight')} />}
        </>
      )}
    </>
  );
}
