import {
  BACK_TO_OLD_VERSION_MESSAGE_MAX,
  BACK_TO_OLD_VERSION_REASONS,
  type BackToOldVersionReason,
  backToOldVersionMessage,
  FREE_TEXT_REASON,
} from '@armada/domain';
import { Alert, App, Button, Flex, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackToOldVersion } from './api';

type Step = 'confirm' | 'reason';

interface BackToOldVersionModalProps {
  open: boolean;
  /** LEGACY_APP_URL, where the browser goes once the reason is recorded. */
  legacyAppUrl: string;
  onClose: () => void;
  /** Leaves for the old app; tests pass their own, as jsdom cannot navigate. */
  leave?: (url: string) => void;
}

const leaveFor = (url: string) => window.location.assign(url);

/**
 * Return to the old version (issue 17 item 6, spec section 5): yes/no first, then a required reason;
 * the fourth option is free text, which then needs text. The reason is recorded, then the browser
 * leaves for the old app.
 */
export function BackToOldVersionModal({
  open,
  legacyAppUrl,
  onClose,
  leave = leaveFor,
}: BackToOldVersionModalProps) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const [step, setStep] = useState<Step>('confirm');
  const [choice, setChoice] = useState<BackToOldVersionReason | null>(null);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const record = useBackToOldVersion();

  const close = () => {
    setStep('confirm');
    setChoice(null);
    setText('');
    setTextError(null);
    record.reset();
    onClose();
  };

  // The message recorded is the option's Indonesian text, whatever language the reader uses.
  const indonesian = i18n.getFixedT('id');
  const labelOf = (reason: BackToOldVersionReason) => indonesian(`platformShell.backToOld.reasons.${reason}`);

  const submit = () => {
    const result = backToOldVersionMessage(choice, labelOf, text);
    if (!result.ok) {
      if (result.error === 'choice-required') {
        modal.warning({
          title: t('platformShell.backToOld.choiceRequiredTitle'),
          content: t('platformShell.backToOld.choiceRequired'),
        });
      } else {
        setTextError(
          result.error === 'text-required'
            ? t('platformShell.backToOld.textRequired')
            : t('platformShell.backToOld.textTooLong', { max: BACK_TO_OLD_VERSION_MESSAGE_MAX }),
        );
      }
      return;
    }
    record.mutate(result.message, { onSuccess: () => leave(legacyAppUrl) });
  };

  if (step === 'confirm') {
    return (
      <Modal
        open={open}
        title={t('platformShell.backToOld.confirmTitle')}
        onCancel={close}
        footer={
          <Flex justify="end" gap={8}>
            <Button onClick={close}>{t('platformShell.backToOld.no')}</Button>
            <Button type="primary" onClick={() => setStep('reason')}>
              {t('platformShell.backToOld.yes')}
            </Button>
          </Flex>
        }
      >
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('platformShell.backToOld.confirmText')}
        </Typography.Paragraph>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      title={t('platformShell.backToOld.reasonTitle')}
      onCancel={close}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={close}>{t('platformShell.backToOld.cancel')}</Button>
          <Button type="primary" onClick={submit} loading={record.isPending}>
            {t('platformShell.backToOld.submit')}
          </Button>
        </Flex>
      }
    >
      <Form layout="vertical" component="div">
        <Radio.Group
          aria-label={t('platformShell.backToOld.reasonLegend')}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value as BackToOldVersionReason);
            setTextError(null);
          }}
        >
          <Flex vertical gap={8}>
            {BACK_TO_OLD_VERSION_REASONS.map((reason) => (
              <Radio key={reason} value={reason}>
                {t(`platformShell.backToOld.reasons.${reason}`)}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
        {choice === FREE_TEXT_REASON && (
          <Form.Item
            label={t('platformShell.backToOld.otherLabel')}
            required
            validateStatus={textError ? 'error' : undefined}
            help={textError ?? undefined}
            style={{ marginTop: 12, marginBottom: 0 }}
          >
            <Input.TextArea
              value={text}
              autoFocus
              rows={3}
              maxLength={BACK_TO_OLD_VERSION_MESSAGE_MAX}
              showCount
              placeholder={t('platformShell.backToOld.otherPlaceholder')}
              onChange={(event) => {
                setText(event.target.value);
                setTextError(null);
              }}
            />
          </Form.Item>
        )}
      </Form>
      {record.isError && (
        <Alert type="error" showIcon role="alert" title={record.error.message} style={{ marginTop: 12 }} />
      )}
    </Modal>
  );
}
