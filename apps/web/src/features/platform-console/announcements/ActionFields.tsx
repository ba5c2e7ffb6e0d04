import { Input, Select } from 'antd';
import type { Control, UseFormClearErrors, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField';
import { ImageField, ImageListUpload, uploadErrorOn } from '../ImageUpload';
import type { ActionChoice, AnnouncementValues } from './announcement-form';

const ACTION_CHOICES: readonly ActionChoice[] = ['NONE', 'IMAGE', 'VIDEO', 'CAROUSEL'];

interface ActionFieldsProps {
  control: Control<AnnouncementValues, unknown, unknown>;
  type: ActionChoice;
  setError: UseFormSetError<AnnouncementValues>;
  clearErrors: UseFormClearErrors<AnnouncementValues>;
  /** The most carousel images the domain allows. */
  maxImages: number;
}

/** The optional action: its type, title and description, and the data its type needs. */
export function ActionFields({ control, type, setError, clearErrors, maxImages }: ActionFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        control={control}
        name="action.type"
        label={t('platformConsole.announcements.form.actionType')}
      >
        {(field, a11y) => (
          <Select<ActionChoice>
            {...a11y}
            data-testid="announcement-action-type"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            options={ACTION_CHOICES.map((choice) => ({
              value: choice,
              label: t(`platformConsole.announcements.actionTypes.${choice}`),
            }))}
          />
        )}
      </FormField>
      {type !== 'NONE' && (
        <>
          <FormField
            control={control}
            name="action.title"
            label={t('platformConsole.announcements.form.actionTitle')}
            required
          >
            {(field, a11y) => <Input {...field} {...a11y} />}
          </FormField>
          <FormField
            control={control}
            name="action.description"
            label={t('platformConsole.announcements.form.actionDescription')}
          >
            {(field, a11y) => <Input.TextArea {...field} {...a11y} rows={2} />}
          </FormField>
        </>
      )}
      {type === 'IMAGE' && (
        <ImageField
          control={control}
          name="data.image"
          label={t('platformConsole.announcements.form.actionImage')}
          required
          setError={setError}
          clearErrors={clearErrors}
          testId="announcement-action-image"
        />
      )}
      {type === 'VIDEO' && (
        <FormField
          control={control}
          name="data.video_url"
          label={t('platformConsole.announcements.form.videoUrl')}
          required
        >
          {(field, a11y) => (
            <Input
              {...field}
              {...a11y}
              type="url"
              inputMode="url"
              placeholder={t('platformConsole.announcements.form.videoUrlPlaceholder')}
            />
          )}
        </FormField>
      )}
      {type === 'CAROUSEL' && (
        <FormField
          control={control}
          name="data.images"
          label={t('platformConsole.announcements.form.carousel')}
          extra={t('platformConsole.announcements.form.carouselHint')}
          required
        >
          {(field, a11y) => (
            <ImageListUpload
              value={field.value}
              onChange={field.onChange}
              onError={uploadErrorOn('data.images', setError, clearErrors)}
              max={maxImages}
              accessibility={a11y}
              testId="announcement-carousel"
            />
          )}
        </FormField>
      )}
    </>
  );
}
