import type { ListPage } from './ListTable';

/** The API's list answer (DESIGN.md, 'API conventions'). */
export interface ListResponse<Row> {
  data: { paginated_result: Row[]; ids: (string | number)[] };
  metadata: { page: number; limit: number; total_count: number };
}

export function toListPage<Row>(response: ListResponse<Row>): ListPage<Row> {
  return { rows: response.data.paginated_result, total: response.metadata.total_count };
}
