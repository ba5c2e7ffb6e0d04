import type { ListAnswer } from '../../platform/api/services';
import type { ListPage } from './ListTable';

export function toListPage<Row>(response: ListAnswer<Row>): ListPage<Row> {
  return { rows: response.data.paginated_result, total: response.metadata.total_count };
}

/** What ListTable shows of a list query: its page, whether it is fetching, its error and the retry. */
export function fromListQuery<Row>(query: {
  data: ListPage<Row> | undefined;
  isFetching: boolean;
  error: Error | null;
  refetch(): unknown;
}) {
  return {
    page: query.data,
    loading: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
