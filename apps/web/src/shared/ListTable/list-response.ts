import type { ListAnswer } from '../../platform/api/services';
import type { ListPage } from './ListTable';

export function toListPage<Row>(response: ListAnswer<Row>): ListPage<Row> {
  return { rows: response.data.paginated_result, total: response.metadata.total_count };
}
