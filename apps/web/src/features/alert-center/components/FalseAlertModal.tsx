import {
  alertActionProblem,
  errorMessage,
  FALSE_ALERT_PHRASES,
  FALSE_ALERT_REASON_MAX,
} from '@armada/domain';
import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ApiError, isApiError } from '../../../platform/api/api-error';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { FormField } from '../../../shared/forms/FormField';
import { applyServerFieldErrors } from '../../../shared/forms/server-field-errors';

interface FalseAlertValues {
  data: string;
}
const FIELDS = ['data'] as const;

/** A refusal about the reason itself: the page leaves it to the form instead of a toast. */
export function isReasonRefusal(error: unknown): error is ApiError {
  return (
    isApiError(error) && (error.fieldErrors.length > 0 || error.code.startsWith('alert/false-alert-reason'))
  );
}

interface FalseAlertModalProps {
  open: boolean;
  pending: boolean;
  /** Resolves when the server took it; rejects with its error (field messages land on the reason). */
  onSubmit: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * 'Alarm palsu' on one alert (section 4 'Alert flags', section 5): the reason is required and at
 * most 300 characters, checked as the user types by the domain's `alertActionProblem`, the same
 * rule the server applies.
 */
export function FalseAlertModal({ open, pending, onSubmit, onCancel }: FalseAlertModalProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { control, handleSubmit, reset, setError, setValue } = useForm<FalseAlertValues>({
    mode: 'onChange',
    defaultValues: { data: '' },
  });
  useEffect(() => {
    if (open) reset({ data: '' });
  }, [open, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values.data.trim());
    } catch (error) {
      if (applyServerFieldErrors(error, FIELDS, setError)) return;
      // The server refuses a bad reason with the catalogue's code and no field list.
      if (isReasonRefusal(error))
        setError('data', { type: 'server', message: error.message }, { shouldFocus: true });
    }
  });

  return (
    <Modal
      open={open}
      title={t('alertCenter.falseAlertForm.title')}
      onCancel={onCancel}
      destroyOnHidden
      okText={t('alertCenter.falseAlertForm.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      onOk={() => void submit()}
    >
      <Form layout="vertical" component="div">
        {/* Section 5: the two fixed reasons, written in the reader's language. */}
        <Flex gap={8} wrap="wrap" align="center" style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{t('alertPreview.phrases')}</Typography.Text>
          {Object.values(FALSE_ALERT_PHRASES).map((phrase) => (
            <Button
              key={phrase.id}
              size="small"
              onClick={() => setValue('data', phrase[language], { shouldValidate: true, shouldDirty: true })}
            >
              {phrase[language]}
            </Button>
          ))}
        </Flex>
        <FormField
          control={control}
          name="data"
          label={t('alertCenter.falseAlertForm.reason')}
          required
          rules={{ validate }}
        >
          {(field, accessibility) => (
            <Input.TextArea
              {...field}
              {...accessibility}
              rows={4}
              count={{ show: true, max: FALSE_ALERT_REASON_MAX }}
              placeholder={t('alertCenter.falseAlertForm.placeholder')}
            />
          )}
        </FormField>
      </Form>
    </Modal>
  );

  function validate(value: string): string | true {
    const problem = alertActionProblem({ actionType: 'FalseAlert', data: value });
    return problem ? errorMessage(problem.code, language, problem.params) : true;
  }
}
