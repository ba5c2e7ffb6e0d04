import { errorMessage, formatDateTime, hasScope, showsAutocompleteSection } from '@armada/domain';
import { Alert, App, Button, Col, Divider, Flex, Form, Row, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import { type FleetSettings, useUpdateFleetSettings } from '../../../shared/fleet-settings/api';
import { applyServerFieldErrors } from '../../../shared/forms/server-field-errors';
import {
  FLEET_SETTINGS_FIELDS,
  type FleetSettingsValues,
  toUpdateRequest,
  valuesOf,
} from '../fleet-settings-form';
import { AutocompleteFields } from './AutocompleteFields';
import { DriverFields } from './DriverFields';
import { GarageDefaultField } from './GarageDefaultField';
import { SectionTitle } from './SectionTitle';

/**
 * The fleet settings as a form: default garages with their toggles, the DO status automation and what
 * drivers may do from their phone.
 */
export function FleetSettingsForm({ settings, onStale }: { settings: FleetSettings; onStale: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = App.useApp();
  const user = useCurrentUser();
  const canEdit = hasScope(user.scopes, 'setting:update');
  const withAutocomplete = showsAutocompleteSection(user.scopes);
  const update = useUpdateFleetSettings();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, reset, setValue, setError, formState } = useForm<FleetSettingsValues>({
    defaultValues: valuesOf(settings),
  });

  // A save (or a refetch after someone else's) brings new settings: the form starts again from them.
  useEffect(() => reset(valuesOf(settings)), [settings, reset]);

  const submit = handleSubmit((values) => {
    setProblem(null);
    update.mutate(toUpdateRequest(values, settings, withAutocomplete), {
      onSuccess: () => void message.success(t('setting.fleet.saved')),
      onError: (error) => {
        void message.error(errorMessage('failed-save-settings', language));
        const onFields = applyServerFieldErrors(error, FLEET_SETTINGS_FIELDS, setError);
        if (!onFields && isApiError(error)) setProblem(error.message);
        if (isApiError(error) && error.status === 409) onStale();
      },
    });
  });

  return (
    <Form layout="vertical" component={false}>
      <form noValidate onSubmit={submit} aria-label={t('setting.fleet.formLabel')}>
        <section aria-labelledby="setting-garages-title">
          <SectionTitle level={3} id="setting-garages-title">
            {t('setting.fleet.garages')}
          </SectionTitle>
          <Row gutter={[24, 16]} style={{ marginTop: 12 }}>
            {(['start', 'end'] as const).map((end) => (
              <Col xs={24} md={12} key={end}>
                <GarageDefaultField
                  end={end}
                  control={control}
                  setValue={setValue}
                  stored={end === 'start' ? settings.start_address : settings.end_address}
                  disabled={!canEdit}
                />
              </Col>
            ))}
          </Row>
        </section>
        {withAutocomplete && (
          <>
            <Divider />
            <AutocompleteFields control={control} disabled={!canEdit} />
          </>
        )}
        <Divider />
        <DriverFields control={control} disabled={!canEdit} />
        {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 16 }} />}
        <FormFooter
          updatedOn={settings.updated_on}
          canEdit={canEdit}
          dirty={formState.isDirty}
          pending={update.isPending}
          onCancel={() => {
            setProblem(null);
            reset(valuesOf(settings));
          }}
        />
      </form>
    </Form>
  );
}

interface FormFooterProps {
  updatedOn: string | null;
  canEdit: boolean;
  dirty: boolean;
  pending: boolean;
  onCancel(): void;
}

/** When the settings last changed, and 'Batal' and 'Simpan' for a user who may change them. */
function FormFooter({ updatedOn, canEdit, dirty, pending, onCancel }: FormFooterProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const timeZone = useCurrentUser().company.time_zone;
  return (
    <Flex gap={8} justify="space-between" align="center" wrap style={{ marginTop: 16 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {updatedOn && t('setting.fleet.lastUpdated', { time: formatDateTime(updatedOn, timeZone, language) })}
        {!canEdit && ` ${t('setting.fleet.readOnly')}`}
      </Typography.Text>
      {canEdit && (
        <Flex gap={8}>
          {dirty && (
            <Button onClick={onCancel} disabled={pending}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="primary" htmlType="submit" loading={pending} disabled={!dirty}>
            {t('common.save')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
