import { z } from 'zod';
import { paginationOf } from '../graphql/base-types';
import type { OperationDefinition } from '../graphql/operation';
import { RULE_READ_SCOPES } from '../scopes';
import { presentAlertCode } from './catalogue-presenter';
import { findAlertCodes } from './catalogue-queries';

export const CATALOGUE_TYPES = /* GraphQL */ `
type AlertCategory {
  alertCategoryId: Int! categoryIdn: String! categoryEng: String! descriptionIdn: String! descriptionEng: String!
  iconUrl: String! icon_url: String!
}
type AlertCode {
  alertCode: Int! descriptionIdn: String! descriptionEng: String! fullDescriptionIdn: String! fullDescriptionEng: String!
  enabledInRule: Boolean! iconUrl: String! alertCategories: [AlertCategory!]!
  defaultUrgency: String! thresholdFields: [String!]!
  defaultMaxThreshold: Float defaultMinThreshold: Float defaultMinThresholdTime: Int
}
type AlertCodePage { data: [AlertCode!]! pagination: Pagination! }
input AlertCodeFilter {
  page: Int = 1, show: Int = 20, search: String, alertCategoryId: Int, enabledInRule: Boolean, alertCodes: [Int!]
}
`;

const filterSchema = z.strictObject({
  page: z.number().int().min(1).max(1_000_000).default(1),
  show: z.number().int().min(1).max(999).default(20),
  search: z.string().trim().max(100).nullish(),
  alertCategoryId: z.number().int().min(1).max(9999).nullish(),
  enabledInRule: z.boolean().nullish(),
  alertCodes: z.array(z.number().int()).max(1000).nullish(),
});

export const CATALOGUE_OPERATIONS: OperationDefinition[] = [
  {
    kind: 'query',
    name: 'alertCodesPaginated',
    args: 'filter: AlertCodeFilter!',
    response: 'AlertCodesResponse',
    returns: 'AlertCodePage',
    scopes: RULE_READ_SCOPES,
    description: 'The alert catalogue, for the rule form: codes with their category and icon.',
    resolve: async ({ filter }, { db }) => {
      const query = filterSchema.parse(filter);
      const { rows, total } = await findAlertCodes(db, query);
      return {
        data: rows.map(presentAlertCode),
        pagination: paginationOf(query.page, query.show, total, rows.length),
      };
    },
  },
];
