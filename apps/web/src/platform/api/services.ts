import { apiBlob, apiData, apiRequest, type RequestOptions } from './client';

/** The API's list answer (DESIGN.md, 'API conventions'). */
export interface ListAnswer<Row> {
  data: { paginated_result: Row[]; ids: (string | number)[] };
  metadata: { page: number; limit: number; total_count: number };
}

/**
 * The calls of one service under /api (DESIGN.md, 'API conventions'): a feature names the service
 * and the spec's path, and the version prefix is written once, here.
 */
export interface ServiceClient {
  /** The whole answer, as `apiRequest`. */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** A single object's `data`, as `apiData`. */
  data<T>(path: string, options?: RequestOptions): Promise<T>;
  /** A list call's answer, rows and paging. */
  list<Row>(path: string, options?: RequestOptions): Promise<ListAnswer<Row>>;
  /** A file the service answers (the printable order). */
  blob(path: string, options: RequestOptions & { accept: string }): Promise<Blob>;
}

export function serviceClient(base: string): ServiceClient {
  return {
    request: (path, options) => apiRequest(`${base}${path}`, options),
    data: (path, options) => apiData(`${base}${path}`, options),
    list: (path, options) => apiRequest(`${base}${path}`, options),
    blob: (path, options) => apiBlob(`${base}${path}`, options),
  };
}

export const fleetPlanningApi = serviceClient('/fleet-planning/v1');
export const orderApi = serviceClient('/order/v1');
export const vehicleManagementApi = serviceClient('/vehicle-management/v1');
export const vendorManagementApi = serviceClient('/vendor-management/v1');
export const platformApi = serviceClient('/platform/v1');
export const reportApi = serviceClient('/report/v1');
export const telemetryApi = serviceClient('/telemetry/v1');
