import { Alert, Button, Flex, Form } from 'antd';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The foot of every master data form: cancel and save, or a note that the user may only look. */
export function FormActions({
  readOnly,
  submitting,
  onCancel,
}: {
  readOnly: boolean;
  submitting: boolean;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  if (readOnly) return <Alert type="info" showIcon title={t('masterData.readOnly')} />;
  return (
    <Flex gap={8} justify="flex-end" wrap>
      <Button onClick={onCancel} disabled={submitting}>
        {t('common.cancel')}
      </Button>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('common.save')}
      </Button>
    </Flex>
  );
}

/**
 * Every master data form's frame: antd's vertical layout (disabled while read-only) around a native
 * form named for its row, with the fields and then the foot.
 */
export function MasterForm(props: {
  label: string;
  readOnly: boolean;
  submitting: boolean;
  onSubmit(event: FormEvent): Promise<void>;
  onCancel(): void;
  children: ReactNode;
}) {
  return (
    <Form layout="vertical" component={false} disabled={props.readOnly}>
      <form noValidate onSubmit={(event) => void props.onSubmit(event)} aria-label={props.label}>
        {props.children}
        <FormActions readOnly={props.readOnly} submitting={props.submitting} onCancel={props.onCancel} />
      </form>
    </Form>
  );
}
