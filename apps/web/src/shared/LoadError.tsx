import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export interface LoadErrorProps {
  /** What could not be read, in the user's language. */
  title: string;
  /** The server's message, when there is one. */
  message?: string;
  /** 'Coba lagi'; without it the error offers no retry. */
  onRetry?: () => void;
  /** A retry under way: its button spins. */
  retrying?: boolean;
  /** 'page' in place of a whole page; 'inline' (default) in a card, a modal or a step. */
  variant?: 'inline' | 'page';
}

/** A read that failed: what, the server's message and a retry, the same on every page and card. */
export function LoadError({ title, message, onRetry, retrying, variant = 'inline' }: LoadErrorProps) {
  const { t } = useTranslation();
  const page = variant === 'page';
  const retry = onRetry && (
    <Button
      type={page ? 'primary' : 'default'}
      size={page ? 'middle' : 'small'}
      icon={<ReloadOutlined aria-hidden />}
      loading={retrying}
      onClick={onRetry}
    >
      {t('common.retry')}
    </Button>
  );
  if (page) return <Result status="error" title={title} subTitle={message} extra={retry} />;
  return <Alert type="error" showIcon role="alert" title={title} description={message} action={retry} />;
}
