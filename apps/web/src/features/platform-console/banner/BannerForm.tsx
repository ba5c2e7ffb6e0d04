import type { PutBannerRequest } from '@armada/domain';
import { Alert, App, Input, InputNumber } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { FormField } from '../../../shared/forms/FormField';
import { ConsoleForm, ConsoleFormModal } from '../ConsoleFormModal';
import { ImageField } from '../ImageUpload';
import { applyRequestErrors } from '../request-resolver';
import { TargetFields } from '../TargetFields';
import { useSetBanner } from './api';
import { type BannerValues, bannerFieldOf, bannerResolver, EMPTY_BANNER } from './banner-form';

const FORM_ID = 'banner-form';

/** Sets the banner of all companies or of one: image, optional link, how often it shows. */
function BannerForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSetBanner();
  const { control, handleSubmit, setError, clearErrors, watch, getValues } = useForm<
    BannerValues,
    unknown,
    PutBannerRequest
  >({ resolver: bannerResolver, defaultValues: EMPTY_BANNER });
  const target = watch('target');
  const submit = handleSubmit((request) =>
    save.mutate(request, {
      onSuccess: () => {
        void message.success(t('platformConsole.banner.form.saved'));
        onDone();
      },
      onError: (error) => {
        if (!applyRequestErrors(error, getValues(), bannerFieldOf, setError) && isApiError(error)) {
          void message.error(error.message);
        }
      },
    }),
  );
  return (
    <ConsoleForm
      id={FORM_ID}
      label={t('platformConsole.banner.form.title')}
      onSubmit={submit}
      onCancel={onDone}
      submitText={t('platformConsole.banner.form.submit')}
      pending={save.isPending}
    >
      <Alert
        type="info"
        showIcon
        title={t('platformConsole.banner.form.replaceHint')}
        style={{ marginBottom: 16 }}
      />
      <TargetFields
        control={control}
        targetName="target"
        companiesName="company"
        target={target}
        single
        testId="banner-company"
      />
      <ImageField
        control={control}
        name="image"
        label={t('platformConsole.banner.form.image')}
        required
        setError={setError}
        clearErrors={clearErrors}
        testId="banner-image"
      />
      <FormField control={control} name="link_url" label={t('platformConsole.banner.form.linkUrl')}>
        {(field, a11y) => (
          <Input
            {...field}
            {...a11y}
            type="url"
            inputMode="url"
            placeholder={t('platformConsole.banner.form.linkPlaceholder')}
          />
        )}
      </FormField>
      <FormField
        control={control}
        name="day_show"
        label={t('platformConsole.banner.form.dayShow')}
        extra={t('platformConsole.banner.form.dayShowHint')}
        required
      >
        {(field, a11y) => (
          <InputNumber
            {...a11y}
            value={field.value}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
            onBlur={field.onBlur}
            precision={0}
            style={{ width: 160 }}
          />
        )}
      </FormField>
    </ConsoleForm>
  );
}

export function BannerModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <ConsoleFormModal
      open={open}
      onClose={onClose}
      title={t('platformConsole.banner.form.title')}
      width={640}
    >
      <BannerForm onDone={onClose} />
    </ConsoleFormModal>
  );
}
