import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, App, Button, Card, Flex, Form } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { LeaveConfirmation } from '../../../shared/forms/LeaveConfirmation';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { applyServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { useLocalErrorsFollowLanguage } from '../../../shared/forms/useLocalErrorsFollowLanguage';
import { ConditionFields } from './ConditionFields';
import { ContactFields } from './ContactFields';
import {
  formValuesOf,
  type RuleFormOutput,
  type RuleFormValues,
  ruleFieldPaths,
  ruleFormSchema,
} from './form-values';
import { GeofenceFields } from './GeofenceFields';
import { RuleFields } from './RuleFields';
import type { RuleForm as RuleFormApi } from './rule-form-types';
import type { AlertRule } from './rule-types';
import { ScheduleFields } from './ScheduleFields';
import { type KnownChoices, TargetFields, UserFields } from './TargetFields';

/** The most contacts a rule holds (the schema's limit). */
const MAX_CONTACTS = 100;
const FIELDS = ruleFieldPaths(MAX_CONTACTS);

export interface RuleFormProps {
  rule?: AlertRule;
  readOnly?: boolean;
  save(values: RuleFormOutput): Promise<unknown>;
  onCancel(): void;
}

function knownChoicesOf(rule: AlertRule | undefined): KnownChoices {
  return {
    vehicles: rule?.vehicles.map((vehicle) => ({ value: vehicle.id, label: vehicle.licensePlate })) ?? [],
    vgroups:
      rule?.vgroups.map((group) => ({ value: group.id, label: `${group.name} (${group.totalVehicle})` })) ??
      [],
    users: rule?.users.map((user) => ({ value: user.userId, label: user.fullname })) ?? [],
    geofences: rule?.geofences.map((fence) => ({ value: fence.geofenceId, label: fence.fenceName })) ?? [],
  };
}

/** Every field of an alert rule (spec section 3), on the server's own schema; one save. */
export function RuleForm({ rule, readOnly = false, save, onCancel }: RuleFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = useForm<RuleFormValues, unknown, RuleFormOutput>({
    resolver: zodResolver(ruleFormSchema, localizedZodErrors),
    defaultValues: formValuesOf(rule),
  });
  const parts = form as unknown as RuleFormApi;
  useLocalErrorsFollowLanguage(parts, FIELDS);
  const known = useMemo(() => knownChoicesOf(rule), [rule]);

  const dirty = useRef(false);
  dirty.current = form.formState.isDirty;
  const saving = useRef(false);
  const shouldBlock = useCallback(() => dirty.current && !saving.current && !readOnly, [readOnly]);

  const submit = form.handleSubmit(async (values) => {
    saving.current = true;
    try {
      await save(values);
    } catch (error) {
      const landed = applyServerFieldErrors(error, FIELDS, parts.setError);
      // The catalogue's message says more than 'invalid fields' (the schedule needs a day, ...).
      const specific = isApiError(error) && !(landed && error.code === 'invalid/invalid-fields');
      void message.error(specific ? error.message : t('alertRules.form.failed'));
    } finally {
      saving.current = false;
    }
  });

  return (
    <Form layout="vertical" component={false} disabled={readOnly}>
      <LeaveConfirmation shouldBlock={shouldBlock} />
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={rule ? rule.label : t('alertRules.form.newTitle')}
      >
        <Flex vertical gap={16}>
          {readOnly && <Alert type="info" showIcon title={t('alertRules.form.readOnly')} />}
          <Card title={t('alertRules.form.sections.alert')}>
            <RuleFields form={parts} isNew={!rule} />
          </Card>
          <Card title={t('alertRules.form.sections.conditions')}>
            <ConditionFields form={parts} />
          </Card>
          <Card title={t('alertRules.form.sections.schedule')}>
            <ScheduleFields form={parts} />
          </Card>
          <Card title={t('alertRules.form.sections.geofence')}>
            <GeofenceFields form={parts} known={known.geofences} />
          </Card>
          <Card title={t('alertRules.form.sections.targets')}>
            <TargetFields form={parts} known={known} />
          </Card>
          <Card title={t('alertRules.form.sections.recipients')}>
            <UserFields form={parts} known={known.users} />
            <ContactFields form={parts} max={MAX_CONTACTS} />
          </Card>
          {!readOnly && (
            <Flex gap={8} justify="flex-end" wrap>
              <Button onClick={onCancel} disabled={form.formState.isSubmitting}>
                {t('common.cancel')}
              </Button>
              <Button type="primary" htmlType="submit" loading={form.formState.isSubmitting}>
                {t('common.save')}
              </Button>
            </Flex>
          )}
        </Flex>
      </form>
    </Form>
  );
}
