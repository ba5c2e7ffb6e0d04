import { type FleetTask, MAX_PHOTOS_PER_ACTIVITY, type SequenceActivityResponse } from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, App, Flex, Form, Input, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { useCurrentUser } from '../../../platform/session/session-context';
import { DeferredDialogBody } from '../../../shared/DeferredDialogBody';
import { FormField } from '../../../shared/forms/FormField';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { applyServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { ZonedDateTimePicker } from '../../../shared/forms/ZonedDateTimePicker';
import { type ActivityRef, clearActivityPhotos, useCompleteActivity, useOrderProof } from './api';
import {
  COMPLETE_FORM_FIELDS,
  type CompleteFormValues,
  completeFormSchema,
  initialCompleteValues,
  pickupTimeOf,
  toCompleteRequest,
} from './complete-form';
import { PhotoUpload } from './PhotoUpload';

export interface CompleteActivityModalProps {
  task: FleetTask;
  pointId: string;
  /** The stop's address, shown under the title. */
  locationName: string | null;
  activity: SequenceActivityResponse;
  onClose: () => void;
  onDone: () => void;
}

/** Labels that depend on the activity: sender for a pickup, receiver for a drop (section 5). */
function useTypeTexts(type: SequenceActivityResponse['type']) {
  const { t } = useTranslation();
  const pickup = type === 'PICKUP';
  return {
    title: pickup ? t('fleetTaskActivity.complete.titlePickup') : t('fleetTaskActivity.complete.titleDrop'),
    name: pickup ? t('fleetTaskActivity.complete.senderName') : t('fleetTaskActivity.complete.receiverName'),
    namePlaceholder: pickup
      ? t('fleetTaskActivity.complete.senderPlaceholder')
      : t('fleetTaskActivity.complete.receiverPlaceholder'),
    time: pickup
      ? t('fleetTaskActivity.complete.completedOnPickup')
      : t('fleetTaskActivity.complete.completedOnDrop'),
  };
}

function useCompleteForm(task: FleetTask, activity: SequenceActivityResponse) {
  // A drop's time is checked against its pickup's; the proof call knows when that was.
  const proofs = useOrderProof(task.id, activity.delivery_order.id, activity.type === 'DROP');
  const pickupCompletedOn = pickupTimeOf(proofs.data, activity);
  const resolver = useMemo(
    () =>
      zodResolver(
        completeFormSchema({ task, activity, pickupCompletedOn }),
        localizedZodErrors,
      ) as unknown as Resolver<CompleteFormValues>,
    [task, activity, pickupCompletedOn],
  );
  return useForm<CompleteFormValues>({
    defaultValues: initialCompleteValues(activity),
    resolver,
    mode: 'onChange',
  });
}

/**
 * 'Complete pickup or drop' (section 2 'Modals', 5 'Complete-activity form', 8 'Complete activity'):
 * name, time, note and photos. Save is offered once something changed; cancelling clears the photos
 * uploaded for this form.
 */
export function CompleteActivityModal(props: CompleteActivityModalProps) {
  const { task, pointId, activity, onClose, onDone } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const timeZone = useCurrentUser().company.time_zone;
  const texts = useTypeTexts(activity.type);
  const ref: ActivityRef = { taskId: task.id, pointId, activityId: activity.id };
  const number = activity.delivery_order.number;
  const form = useCompleteForm(task, activity);
  const complete = useCompleteActivity(ref, activity.delivery_order.id);
  const [photosChanged, setPhotosChanged] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState(false);
  const changed = form.formState.isDirty || photosChanged;

  const submit = form.handleSubmit(
    (values) => {
      setFormError(false);
      complete.mutate(toCompleteRequest(values), {
        onSuccess: () => {
          const key = activity.type === 'PICKUP' ? 'successPickup' : 'successDrop';
          void message.success(t(`fleetTaskActivity.complete.${key}`, { number }));
          onDone();
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, COMPLETE_FORM_FIELDS, form.setError)) setFormError(true);
          else void message.error(isApiError(error) ? error.message : String(error));
        },
      });
    },
    () => setFormError(true),
  );

  const save = () => {
    if (uploading) void message.warning(t('fleetTaskActivity.complete.busy'));
    else void submit();
  };

  const cancel = () => {
    // Photos uploaded for a form that is not saved would otherwise join the next completion's proof.
    clearActivityPhotos(ref).catch((error: unknown) => {
      void message.error(isApiError(error) ? error.message : String(error));
    });
    onClose();
  };

  return (
    <Modal
      open
      title={texts.title}
      onCancel={cancel}
      onOk={save}
      okText={t('fleetTaskActivity.complete.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !changed }}
      confirmLoading={complete.isPending}
      maskClosable={false}
      destroyOnHidden
      width={560}
    >
      <DeferredDialogBody>
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            {[number, props.locationName].filter(Boolean).join(' · ')}
          </Typography.Text>
          {formError && <Alert type="error" showIcon title={t('fleetTaskActivity.complete.formError')} />}
          <Form layout="vertical" component={false}>
            <form
              noValidate
              aria-label={t('fleetTaskActivity.complete.formLabel', { number })}
              onSubmit={(event) => {
                event.preventDefault();
                save();
              }}
            >
              <FormField control={form.control} name="contact_person_name" label={texts.name} required>
                {(field, a11y) => (
                  <Input
                    {...a11y}
                    ref={field.ref}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder={texts.namePlaceholder}
                    maxLength={255}
                    autoComplete="off"
                  />
                )}
              </FormField>
              <FormField control={form.control} name="completed_on" label={texts.time} required>
                {(field, a11y) => (
                  <ZonedDateTimePicker
                    accessibility={a11y}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    timeZone={timeZone}
                    placeholder={t('fleetTaskActivity.complete.completedOnPlaceholder')}
                  />
                )}
              </FormField>
              <FormField control={form.control} name="note" label={t('fleetTaskActivity.complete.note')}>
                {(field, a11y) => (
                  <Input.TextArea
                    {...a11y}
                    ref={field.ref}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    rows={3}
                    maxLength={1000}
                    placeholder={t('fleetTaskActivity.complete.notePlaceholder')}
                  />
                )}
              </FormField>
            </form>
            <Form.Item
              label={t('fleetTaskActivity.complete.photos')}
              extra={t('fleetTaskActivity.complete.photosHint', { max: MAX_PHOTOS_PER_ACTIVITY })}
            >
              <PhotoUpload
                activity={ref}
                onChanged={() => setPhotosChanged(true)}
                uploading={uploading}
                onUploadingChange={setUploading}
              />
            </Form.Item>
          </Form>
        </Flex>
      </DeferredDialogBody>
    </Modal>
  );
}
