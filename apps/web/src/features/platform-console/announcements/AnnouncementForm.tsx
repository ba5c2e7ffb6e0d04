import { CAROUSEL_MAX_IMAGES, type CreateSystemNotificationRequest } from '@armada/domain';
import { App, Input } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { FormField, scrollToField } from '../../../shared/forms/FormField';
import { ConsoleForm, ConsoleFormModal } from '../ConsoleFormModal';
import { ImageField } from '../ImageUpload';
import { applyRequestErrors } from '../request-resolver';
import { TargetFields } from '../TargetFields';
import { ActionFields } from './ActionFields';
import {
  type AnnouncementValues,
  announcementFieldOf,
  announcementResolver,
  EMPTY_ANNOUNCEMENT,
} from './announcement-form';
import { usePublishAnnouncement } from './api';

const FORM_ID = 'announcement-form';

/** The publish form: header, description, thumbnail, optional action with its data, and the target. */
export function AnnouncementForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const publish = usePublishAnnouncement();
  const { control, handleSubmit, setError, clearErrors, watch, getValues } = useForm<
    AnnouncementValues,
    unknown,
    CreateSystemNotificationRequest
  >({ resolver: announcementResolver, defaultValues: EMPTY_ANNOUNCEMENT });
  const type = watch('action.type');
  const target = watch('target');

  const submit = handleSubmit(
    (request) =>
      publish.mutate(request, {
        onSuccess: () => {
          void message.success(t('platformConsole.announcements.form.published'));
          onDone();
        },
        onError: (error) => {
          if (!applyRequestErrors(error, getValues(), announcementFieldOf, setError) && isApiError(error)) {
            void message.error(error.message);
          }
        },
      }),
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) scrollToField(first);
    },
  );

  return (
    <ConsoleForm
      id={FORM_ID}
      label={t('platformConsole.announcements.form.title')}
      onSubmit={submit}
      onCancel={onDone}
      submitText={t('platformConsole.announcements.form.submit')}
      pending={publish.isPending}
    >
      <FormField
        control={control}
        name="system_notif_header"
        label={t('platformConsole.announcements.form.header')}
        required
      >
        {(field, a11y) => (
          <Input
            {...field}
            {...a11y}
            placeholder={t('platformConsole.announcements.form.headerPlaceholder')}
          />
        )}
      </FormField>
      <FormField
        control={control}
        name="system_notif_description"
        label={t('platformConsole.announcements.form.description')}
        required
      >
        {(field, a11y) => <Input.TextArea {...field} {...a11y} rows={4} />}
      </FormField>
      <ImageField
        control={control}
        name="system_notif_thumbnail"
        label={t('platformConsole.announcements.form.thumbnail')}
        setError={setError}
        clearErrors={clearErrors}
        testId="announcement-thumbnail"
      />
      <ActionFields
        control={control}
        type={type}
        setError={setError}
        clearErrors={clearErrors}
        maxImages={CAROUSEL_MAX_IMAGES}
      />
      <TargetFields
        control={control}
        targetName="target"
        companiesName="company_ids"
        target={target}
        testId="announcement-companies"
      />
    </ConsoleForm>
  );
}

export function AnnouncementModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <ConsoleFormModal
      open={open}
      onClose={onClose}
      title={t('platformConsole.announcements.form.title')}
      width={720}
    >
      <AnnouncementForm onDone={onClose} />
    </ConsoleFormModal>
  );
}
