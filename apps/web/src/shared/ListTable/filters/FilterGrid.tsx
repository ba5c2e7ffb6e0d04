import { ClearOutlined } from '@ant-design/icons';
import { Button, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListState, withoutFilters } from '../list-state';
import type { ListStateChange } from '../useUrlListState';

/** The column each filter control takes: four on a wide screen, one on a phone. */
export const FILTER_COLUMN = { xs: 24, sm: 12, lg: 8, xxl: 6 } as const;

/**
 * A list's filter controls as one labelled group, with 'reset filters' once any is set. Children are
 * the controls, each in a `<Col {...FILTER_COLUMN}>`.
 */
export function FilterGrid({
  state,
  onStateChange,
  label,
  children,
}: {
  state: ListState;
  onStateChange: ListStateChange;
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Row gutter={[8, 8]} role="group" aria-label={label}>
      {children}
      {state.filters.length > 0 && (
        <Col xs={24}>
          <Button icon={<ClearOutlined aria-hidden />} onClick={() => onStateChange(withoutFilters(state))}>
            {t('listTable.resetFilters')}
          </Button>
        </Col>
      )}
    </Row>
  );
}
