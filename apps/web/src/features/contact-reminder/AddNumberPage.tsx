import { normalisePhoneNumber } from '@armada/domain';
import { App, Button, Card, Flex, Form, Input, Space, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api/api-error';
import { useCurrentUser } from '../../platform/session/session-context';
import { FormField } from '../../shared/forms/FormField';
import { applyServerFieldErrors } from '../../shared/forms/server-field-errors';
import { PageHeader } from '../../shared/PageHeader';
import { useUpdateProfile } from '../../shared/profile-api';
import { useReturn } from './useReturn';

/**
 * The fixed addon before the input: the number is typed without it ('812…'), and the domain's
 * `normalisePhoneNumber` reads that, or a number pasted whole ('0812…', '+62 812…'), as +62….
 */
const COUNTRY_PREFIX = '+62';

interface NumberForm {
  phone_no: string;
}

/** The spec's named route 'Add Number' (issue 17 item 8): saves through PATCH /user/profile. */
export function AddNumberPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useCurrentUser();
  const update = useUpdateProfile();
  const { target, back } = useReturn();
  const { control, handleSubmit, setError } = useForm<NumberForm>({ defaultValues: { phone_no: '' } });

  const submit = handleSubmit(({ phone_no }) => {
    const normalised = normalisePhoneNumber(phone_no.trim());
    if (!normalised) return;
    update.mutate(
      { phone_no: normalised },
      {
        onSuccess: () => {
          void message.success(t('contactReminder.number.saved'));
          back();
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, ['phone_no'], setError) && isApiError(error)) {
            void message.error(error.message);
          }
        },
      },
    );
  });

  return (
    <>
      <PageHeader
        title={t('contactReminder.number.title')}
        subtitle={t('contactReminder.number.subtitle')}
        back={target}
      />
      <Card style={{ maxWidth: 560 }}>
        <Form layout="vertical" component={false}>
          <form noValidate onSubmit={submit} aria-label={t('contactReminder.number.title')}>
            {user.phone_no && (
              <Typography.Paragraph type="secondary">
                {t('contactReminder.number.current', { phone: user.phone_no })}
              </Typography.Paragraph>
            )}
            <FormField
              control={control}
              name="phone_no"
              label={t('contactReminder.number.label')}
              extra={t('contactReminder.number.hint')}
              required
              rules={{
                validate: (value) => {
                  if (value.trim() === '') return t('contactReminder.number.required');
                  return normalisePhoneNumber(value.trim()) ? true : t('contactReminder.number.invalid');
                },
              }}
            >
              {(field, a11y) => (
                <Space.Compact block>
                  <Space.Addon aria-hidden>{COUNTRY_PREFIX}</Space.Addon>
                  <Input
                    {...field}
                    {...a11y}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    placeholder={t('contactReminder.number.placeholder')}
                  />
                </Space.Compact>
              )}
            </FormField>
            <Flex gap={8} justify="flex-end" wrap>
              <Button onClick={back} disabled={update.isPending}>
                {t('contactReminder.back')}
              </Button>
              <Button type="primary" htmlType="submit" loading={update.isPending}>
                {t('common.save')}
              </Button>
            </Flex>
          </form>
        </Form>
      </Card>
    </>
  );
}
