import type { UpdateProfileRequest } from '@armada/domain';
import { App, Button, Card, Flex, Form, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api/api-error';
import { type FieldAccessibility, FormField } from '../../shared/forms/FormField';
import { applyServerFieldErrors } from '../../shared/forms/server-field-errors';
import { PageHeader } from '../../shared/PageHeader';
import { useUpdateProfile } from '../../shared/profile-api';
import { useReturn } from './useReturn';

/** The two contacts the reminder asks for, by their profile field. */
export type ContactField = 'email' | 'phone_no';
type ContactForm = Record<ContactField, string>;
type PageText = 'title' | 'subtitle' | 'label' | 'required' | 'invalid' | 'current' | 'saved';

interface ContactFieldPageProps<F extends ContactField> {
  field: F;
  /** The page's texts under `contactReminder.<texts>`: title, subtitle, label, required, invalid, saved. */
  texts: 'email' | 'number';
  /** What the user has now ('Email saat ini: …'), or nothing. */
  current: string | null;
  hint?: ReactNode;
  /** The value as the profile request carries it, or null when it is not one. */
  normalise(value: string): string | null;
  /** Server codes that name no field but are this field's problem (409 user/email-taken). */
  fieldCodes?: readonly string[];
  renderInput(field: ControllerRenderProps<ContactForm, F>, accessibility: FieldAccessibility): ReactNode;
}

/**
 * The shape of the spec's Add Number and Add Email pages (issue 17 item 8): one field checked as the
 * server checks it, saved through PATCH /user/profile, then back where the reminder was followed from.
 */
export function ContactFieldPage<F extends ContactField>({
  field,
  texts,
  current,
  hint,
  normalise,
  fieldCodes = [],
  renderInput,
}: ContactFieldPageProps<F>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateProfile();
  const { target, back } = useReturn();
  const { control, handleSubmit, setError } = useForm<ContactForm>({
    defaultValues: { email: '', phone_no: '' },
  });
  const text = (key: PageText, values?: { value: string }) => t(`contactReminder.${texts}.${key}`, values);

  const submit = handleSubmit((values) => {
    const value = normalise(values[field].trim());
    if (value === null) return;
    update.mutate({ [field]: value } as UpdateProfileRequest, {
      onSuccess: () => {
        void message.success(text('saved'));
        back();
      },
      onError: (error) => {
        if (applyServerFieldErrors<ContactForm>(error, [field], setError) || !isApiError(error)) return;
        if (fieldCodes.includes(error.code)) {
          setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
          return;
        }
        void message.error(error.message);
      },
    });
  });

  return (
    <>
      <PageHeader title={text('title')} subtitle={text('subtitle')} back={target} />
      <Card style={{ maxWidth: 560 }}>
        <Form layout="vertical" component={false}>
          <form noValidate onSubmit={submit} aria-label={text('title')}>
            {current && (
              <Typography.Paragraph type="secondary">
                {text('current', { value: current })}
              </Typography.Paragraph>
            )}
            <FormField<ContactForm, F>
              control={control}
              name={field}
              label={text('label')}
              extra={hint}
              required
              rules={{
                validate: (value: string) => {
                  if (value.trim() === '') return text('required');
                  return normalise(value.trim()) === null ? text('invalid') : true;
                },
              }}
            >
              {renderInput}
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
