import type { OperationDefinition } from '../../alert-center/graphql/operation';
import { backToOldVersion } from './service';

export const BACK_TO_OLD_VERSION_TYPES = /* GraphQL */ `
type BackToVsmsV1 { id: String! createdOn: String! "LEGACY_APP_URL: where the browser goes next." redirectUrl: String! }
`;

/** The spec's `backToVsmsV1(message)` mutation (section 7), on the Alert Center's GraphQL endpoint. */
export const BACK_TO_OLD_VERSION_OPERATIONS: OperationDefinition[] = [
  {
    kind: 'mutation',
    name: 'backToVsmsV1',
    args: 'message: String!',
    returns: 'BackToVsmsV1',
    scopes: ['back_to_vsms1:create'],
    description: 'Records why the user returns to the old version; answers LEGACY_APP_URL.',
    resolve: ({ message }, { db, auth, api }) => backToOldVersion(db, auth, api.legacyAppUrl, { message }),
  },
];
