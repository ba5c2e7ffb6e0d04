import { type AuthUser, updateProfileRequestSchema } from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { App, Button, Card, Flex, Form, Input } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../platform/api/api-error';
import { FormField } from '../../../shared/forms/FormField';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { applyServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { useLocalErrorsFollowLanguage } from '../../../shared/forms/useLocalErrorsFollowLanguage';
import { useUpdateProfile } from '../api';

type ProfileFormValues = z.input<typeof updateProfileRequestSchema>;
type ProfileRequest = z.output<typeof updateProfileRequestSchema>;

const FIELDS = ['name', 'phone_no'] as const;

const valuesOf = (user: AuthUser): ProfileFormValues => ({ name: user.name, phone_no: user.phone_no });

export function ProfileForm({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mutation = useUpdateProfile();
  const { control, handleSubmit, reset, setError, formState, trigger, getFieldState } = useForm<
    ProfileFormValues,
    unknown,
    ProfileRequest
  >({
    resolver: zodResolver(updateProfileRequestSchema, localizedZodErrors),
    defaultValues: valuesOf(user),
  });
  useLocalErrorsFollowLanguage({ getFieldState, trigger }, FIELDS);

  const submit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (saved) => {
        reset(valuesOf(saved));
        void message.success(t('profile.saved'));
      },
      onError: (error) => {
        applyServerFieldErrors(error, FIELDS, setError);
        if (isApiError(error)) void message.error(error.message);
      },
    }),
  );

  return (
    <Card title={t('profile.editTitle')}>
      <Form layout="vertical" component={false}>
        <form noValidate onSubmit={submit} aria-label={t('profile.editTitle')}>
          <FormField control={control} name="name" label={t('profile.name')} required>
            {(field, a11y) => <Input {...field} {...a11y} value={field.value ?? ''} autoComplete="name" />}
          </FormField>
          <FormField
            control={control}
            name="phone_no"
            label={t('profile.phone')}
            extra={t('profile.phoneHint')}
          >
            {(field, a11y) => (
              <Input
                {...field}
                {...a11y}
                // An emptied field means "no number", which the API takes as null.
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
                type="tel"
                autoComplete="tel"
                placeholder={t('profile.phonePlaceholder')}
              />
            )}
          </FormField>
          <Flex gap={8} justify="flex-end">
            {formState.isDirty && (
              <Button onClick={() => reset(valuesOf(user))} disabled={mutation.isPending}>
                {t('common.cancel')}
              </Button>
            )}
            <Button
              type="primary"
              htmlType="submit"
              loading={mutation.isPending}
              disabled={!formState.isDirty}
            >
              {t('common.save')}
            </Button>
          </Flex>
        </form>
      </Form>
    </Card>
  );
}
