/**
 * Types every part of the Alert Center's schema uses. Each sub-resource adds its own types in its
 * `*-graphql.ts`; the operations' envelopes are generated (operation.ts).
 */
export const BASE_TYPES = /* GraphQL */ `
directive @scopes(all: [String!]!) on FIELD_DEFINITION

type Pagination { page: Int! show: Int! total: Int! actualTotal: Int! }
type FieldError { field: String! code: String! message: String! }
input DateRangeInput { startDate: String endDate: String }
type UserRef { userId: Int! fullname: String! }
type VehicleRef { id: Int! licensePlate: String! }
type Count { count: Int! }
`;

export interface Pagination {
  page: number;
  show: number;
  total: number;
  actualTotal: number;
}

/**
 * `total` counts the rows the filter matches (stopping at `countCap` where given); `actualTotal`
 * counts the rows on this page.
 */
export const paginationOf = (page: number, show: number, total: number, rowsOnPage: number): Pagination => ({
  page,
  show,
  total,
  actualTotal: rowsOnPage,
});
