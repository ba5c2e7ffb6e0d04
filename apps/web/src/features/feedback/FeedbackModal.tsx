import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_POINT_DEFAULT,
  FEEDBACK_POINT_MAX,
  FEEDBACK_POINT_MIN,
} from '@armada/domain';
import { App, Button, Flex, Input, Modal, Radio, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api/api-error';
import { useSendFeedback } from './api';
import csat1 from './assets/csat-1.svg';
import csat2 from './assets/csat-2.svg';
import csat3 from './assets/csat-3.svg';
import csat4 from './assets/csat-4.svg';
import csat5 from './assets/csat-5.svg';

/** The CSAT face of each score (spec section 9: 'CSAT rating images exist'). */
const CSAT_IMAGES: Record<number, string> = { 1: csat1, 2: csat2, 3: csat3, 4: csat4, 5: csat5 };

const POINTS = Array.from(
  { length: FEEDBACK_POINT_MAX - FEEDBACK_POINT_MIN + 1 },
  (_, index) => FEEDBACK_POINT_MIN + index,
);

const SCORE_NAMES = ['one', 'two', 'three', 'four', 'five'] as const;
const scoreKey = (point: number) => `feedback.scores.${SCORE_NAMES[point - 1] ?? 'five'}` as const;

/**
 * The satisfaction modal (issue 17 item 4): a score of 1 to 5 as CSAT faces (5 preselected, the
 * spec's default) and an optional comment. A 409 `feedback/already-sent` (sent from another tab or
 * device) closes it with the server's thanks rather than an error.
 */
export function FeedbackModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const send = useSendFeedback();
  const [point, setPoint] = useState(FEEDBACK_POINT_DEFAULT);
  const [comment, setComment] = useState('');
  const commentId = useId();

  const submit = () =>
    send.mutate(
      { point, comment: comment.trim() },
      {
        onSuccess: () => {
          void message.success(t('feedback.sent'));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'feedback/already-sent') {
            void message.info(error.message);
            onClose();
            return;
          }
          void message.error(error.message);
        },
      },
    );

  return (
    <Modal
      open={open}
      title={t('feedback.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onClose} disabled={send.isPending}>
            {t('feedback.later')}
          </Button>
          <Button type="primary" onClick={submit} loading={send.isPending}>
            {t('feedback.send')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t('feedback.description')}</Typography.Paragraph>
        <Flex vertical align="center" gap={8}>
          <Radio.Group
            aria-label={t('feedback.scoreGroup')}
            value={point}
            onChange={(event) => setPoint(event.target.value)}
            optionType="button"
            buttonStyle="solid"
            style={{ display: 'flex', gap: 6, flexWrap: 'wrap', justifyContent: 'center' }}
          >
            {POINTS.map((value) => (
              <Radio.Button
                key={value}
                value={value}
                style={{ height: 'auto', padding: 4, lineHeight: 0, borderRadius: 8 }}
              >
                <img src={CSAT_IMAGES[value]} alt={t(scoreKey(value))} width={44} height={44} />
              </Radio.Button>
            ))}
          </Radio.Group>
          <Typography.Text strong aria-live="polite">
            {t(scoreKey(point))}
          </Typography.Text>
        </Flex>
        {/* Room under the text area for its character count, above the footer's buttons. */}
        <Flex vertical gap={4} style={{ paddingBottom: 16 }}>
          <label htmlFor={commentId}>{t('feedback.comment')}</label>
          <Input.TextArea
            id={commentId}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            placeholder={t('feedback.commentPlaceholder')}
            maxLength={FEEDBACK_COMMENT_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Flex>
      </Flex>
    </Modal>
  );
}
