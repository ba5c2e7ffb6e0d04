import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface DetailNotFoundProps {
  title: string;
  hint: string;
  /** The list the back button returns to. */
  backTo: string;
  /** The back button's text; 'Kembali' unless the page words it otherwise. */
  backLabel?: string;
}

/**
 * A detail or edit page whose record the server answers 404 for: missing, deleted, or another
 * company's (which must look exactly like a missing one).
 */
export function DetailNotFound({ title, hint, backTo, backLabel }: DetailNotFoundProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={title}
      subTitle={hint}
      extra={<Button onClick={() => navigate(backTo)}>{backLabel ?? t('common.back')}</Button>}
    />
  );
}

/** The skeleton of a detail or edit page while its record loads: a header, then one card. */
export function DetailLoading({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <section aria-busy="true" aria-label={label}>
      <Skeleton active title paragraph={{ rows: 1 }} />
      <Card style={{ marginTop: 16 }}>
        <Skeleton active paragraph={{ rows }} />
      </Card>
    </section>
  );
}
