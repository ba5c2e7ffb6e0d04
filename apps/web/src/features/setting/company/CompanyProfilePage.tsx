import { UploadOutlined } from '@ant-design/icons';
import { type CompanyProfile, updateCompanyRequestSchema } from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { App, Button, Card, Col, Flex, Form, Image, Input, Row, Skeleton, Typography, Upload } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../platform/api/api-error';
import { useCurrentUser } from '../../../platform/session/session-context';
import { FormField } from '../../../shared/forms/FormField';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { applyServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { TimeZoneSelect } from '../../../shared/forms/TimeZoneSelect';
import { LoadError } from '../../../shared/LoadError';
import { PageHeader } from '../../../shared/PageHeader';
import { SETTING_PATH } from '../../../shared/paths/setting';
import { useCompanyLogo, useCompanyProfile, useUpdateCompany, useUploadLogo } from './api';

type Values = z.input<typeof updateCompanyRequestSchema>;
type Request = z.output<typeof updateCompanyRequestSchema>;
const FIELDS = ['name', 'time_zone', 'address', 'phone_no'] as const;
const valuesOf = (company: CompanyProfile): Values => ({
  name: company.name,
  time_zone: company.time_zone,
  address: company.address ?? '',
  phone_no: company.phone_no,
});

function CompanyForm({ company, canEdit }: { company: CompanyProfile; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mutation = useUpdateCompany();
  const { control, handleSubmit, setError, reset, formState } = useForm<Values, unknown, Request>({
    resolver: zodResolver(updateCompanyRequestSchema, localizedZodErrors),
    defaultValues: valuesOf(company),
  });
  const submit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (saved) => {
        reset(valuesOf(saved));
        void message.success(t('account.company.saved'));
      },
      onError: (error) => {
        applyServerFieldErrors(error, FIELDS, setError);
        if (isApiError(error)) void message.error(error.message);
      },
    }),
  );
  return (
    <Form layout="vertical" component={false} disabled={!canEdit}>
      <form noValidate onSubmit={submit} aria-label={t('account.company.title')}>
        <FormField control={control} name="name" label={t('account.company.name')} required>
          {(field, a11y) => (
            <Input {...field} {...a11y} value={field.value ?? ''} autoComplete="organization" />
          )}
        </FormField>
        <FormField control={control} name="address" label={t('account.company.address')}>
          {(field, a11y) => <Input.TextArea {...field} {...a11y} value={field.value ?? ''} rows={3} />}
        </FormField>
        <FormField
          control={control}
          name="phone_no"
          label={t('account.company.phone')}
          extra={t('account.company.phoneHint')}
        >
          {(field, a11y) => (
            <Input
              {...field}
              {...a11y}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
              type="tel"
              placeholder="+62215550000"
            />
          )}
        </FormField>
        <FormField control={control} name="time_zone" label={t('account.company.timeZone')} required>
          {(field, a11y) => (
            <TimeZoneSelect
              value={field.value ?? undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              accessibility={a11y}
            />
          )}
        </FormField>
        {canEdit && (
          <Flex justify="flex-end">
            <Button
              type="primary"
              htmlType="submit"
              loading={mutation.isPending}
              disabled={!formState.isDirty}
            >
              {t('account.company.save')}
            </Button>
          </Flex>
        )}
      </form>
    </Form>
  );
}

function LogoCard({ company, canEdit }: { company: CompanyProfile; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const logo = useCompanyLogo(company);
  const upload = useUploadLogo();
  return (
    <Card title={t('account.company.logo')}>
      <Flex vertical gap={12} align="flex-start">
        {company.has_logo && logo.isPending && <Skeleton.Image active />}
        {logo.data ? (
          <Image src={logo.data} alt={t('account.company.logo')} width={160} preview={false} />
        ) : (
          !company.has_logo && (
            <Typography.Text type="secondary">{t('account.company.noLogo')}</Typography.Text>
          )
        )}
        {canEdit && (
          <Upload
            accept="image/png,image/jpeg,image/webp"
            showUploadList={false}
            customRequest={({ file }) =>
              upload.mutate(file as File, {
                onSuccess: () => void message.success(t('account.company.logoSaved')),
                onError: (error) => isApiError(error) && void message.error(error.message),
              })
            }
          >
            <Button icon={<UploadOutlined aria-hidden />} loading={upload.isPending}>
              {t('account.company.upload')}
            </Button>
          </Upload>
        )}
        <Typography.Text type="secondary">{t('account.company.logoHint')}</Typography.Text>
      </Flex>
    </Card>
  );
}

/** /setting/company: the company's own profile (issue 14 item 5); editing needs setting:update. */
export function CompanyProfilePage() {
  const { t } = useTranslation();
  const profile = useCompanyProfile();
  const canEdit = useCurrentUser().scopes.includes('setting:update');
  return (
    <>
      <PageHeader
        title={t('account.company.title')}
        subtitle={t('account.company.subtitle')}
        breadcrumb={[{ title: t('menu.setting'), to: SETTING_PATH }, { title: t('account.company.title') }]}
      />
      {profile.isPending && <Skeleton active />}
      {profile.isError && (
        <LoadError
          title={t('account.company.loadError')}
          message={profile.error.message}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      )}
      {profile.data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <Card>
              <CompanyForm company={profile.data} canEdit={canEdit} />
            </Card>
          </Col>
          <Col xs={24} lg={10}>
            <LogoCard company={profile.data} canEdit={canEdit} />
          </Col>
        </Row>
      )}
    </>
  );
}
