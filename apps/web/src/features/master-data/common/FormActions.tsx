import { Alert, Button, Flex } from 'antd';
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
