import { updateProfileRequestSchema } from '@armada/domain';
import { App, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api/api-error';
import { useCurrentUser } from '../../platform/session/session-context';
import { FormField } from '../../shared/forms/FormField';
import { applyServerFieldErrors } from '../../shared/forms/server-field-errors';
import { PageHeader } from '../../shared/PageHeader';
import { useUpdateProfile } from '../../shared/profile-api';
import { useReturn } from './useReturn';

interface EmailForm {
  email: string;
}

/** The profile request's own e-mail rule, so the page checks what the server will check. */
const emailSchema = updateProfileRequestSchema.shape.email;

/** The spec's named route 'Add Email' (issue 17 item 8): saves through PATCH /user/profile. */
export function AddEmailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useCurrentUser();
  const update = useUpdateProfile();
  const { target, back } = useReturn();
  const { control, handleSubmit, setError } = useForm<EmailForm>({ defaultValues: { email: '' } });

  const submit = handleSubmit(({ email }) =>
    update.mutate(
      { email: email.trim() },
      {
        onSuccess: () => {
          void message.success(t('contactReminder.email.saved'));
          back();
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, ['email'], setError) || !isApiError(error)) return;
          // 409 user/email-taken names no field, but it is this field's problem.
          if (error.code === 'user/email-taken') {
            setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
            return;
          }
          void message.error(error.message);
        },
      },
    ),
  );

  return (
    <>
      <PageHeader
        title={t('contactReminder.email.title')}
        subtitle={t('contactReminder.email.subtitle')}
        back={target}
      />
      <Card style={{ maxWidth: 560 }}>
        <Form layout="vertical" component={false}>
          <form noValidate onSubmit={submit} aria-label={t('contactReminder.email.title')}>
            {user.email && (
              <Typography.Paragraph type="secondary">
                {t('contactReminder.email.current', { email: user.email })}
              </Typography.Paragraph>
            )}
            <FormField
              control={control}
              name="email"
              label={t('contactReminder.email.label')}
              required
              rules={{
                validate: (value) => {
                  if (value.trim() === '') return t('contactReminder.email.required');
                  return emailSchema.safeParse(value.trim()).success
                    ? true
                    : t('contactReminder.email.invalid');
                },
              }}
            >
              {(field, a11y) => (
                <Input
                  {...field}
                  {...a11y}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  placeholder={t('contactReminder.email.placeholder')}
                />
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
