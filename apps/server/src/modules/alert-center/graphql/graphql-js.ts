import { createRequire } from 'node:module';

/*
 * graphql ships both CommonJS and ES modules, and each copy refuses the other's schema objects
 * ("from another module or realm"). mercurius requires the CommonJS one, so every part of this
 * module that touches its schema, documents or errors uses the same copy, through require.
 */
const require = createRequire(import.meta.url);

export const graphqlJs = require('graphql') as typeof import('graphql');
export const queryComplexity =
  require('graphql-query-complexity') as typeof import('graphql-query-complexity');
