import {
  type AnyImportDefinition,
  DELIVERY_ORDER_IMPORT,
  MASTER_DATA_IMPORTS,
  type MasterImportResource,
} from '@armada/domain';
import type { QueryKey } from '@tanstack/react-query';
import { orderApi, type ServiceClient, vehicleManagementApi } from '../../platform/api/services';
import { deliveryKeys } from '../../shared/delivery-order/api';
import { DELIVERY_LIST_PATH } from '../../shared/paths/delivery';
import { masterImportListPath } from '../../shared/paths/master-import';

/**
 * One import page (issue 14 item 3): the domain's definition and where its records are sent. The
 * page, the checker and the template are the same for every kind.
 */
export interface ImportKind {
  /** The key of its texts under `dataImport.kinds`. */
  key: 'delivery-order' | MasterImportResource;
  definition: AnyImportDefinition;
  api: ServiceClient;
  /** `POST {resource}/bulk` and, when the definition names other records, `{resource}/import-references`. */
  resource: string;
  /** The list it comes from and lands on after importing. */
  listPath: string;
  /** The queries to reload after importing; undefined reloads every query (a master list's keys are its own). */
  reloads?: QueryKey;
}

export const DELIVERY_IMPORT_KIND: ImportKind = {
  key: 'delivery-order',
  definition: DELIVERY_ORDER_IMPORT,
  api: orderApi,
  resource: '/delivery-order',
  listPath: DELIVERY_LIST_PATH,
  reloads: deliveryKeys.all,
};

const SERVICE_OF: Record<MasterImportResource, ServiceClient> = {
  address: vehicleManagementApi,
  vehicle: vehicleManagementApi,
  driver: vehicleManagementApi,
  customer: orderApi,
  product: orderApi,
};

export function masterImportKind(resource: MasterImportResource): ImportKind {
  return {
    key: resource,
    definition: MASTER_DATA_IMPORTS[resource],
    api: SERVICE_OF[resource],
    resource: `/${resource}`,
    listPath: masterImportListPath(resource),
  };
}
