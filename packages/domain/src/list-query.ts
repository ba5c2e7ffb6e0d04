import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants';

/**
 * The list contract of every list call (DESIGN.md, 'API conventions'): limit, page (1-based),
 * search, repeatable sorts ('key asc|desc') and repeatable filters ('field op value').
 */
export const FILTER_OPERATORS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const MAX_PAGE_SIZE = 1000;
/** Past this page no list has rows; the bound keeps the offset a safe integer. */
export const MAX_PAGE = 1_000_000;

export interface ListFilter {
  field: string;
  operator: FilterOperator;
  /** Raw text; typed and checked against the list's field definition by the server. */
  value: string;
}

export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}

const repeatable = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .transform((values) => values.map((value) => value.trim()).filter((value) => value !== ''));

/** 'status.name eq DRAFT' -> field, operator, value; the value keeps any spaces it has. */
export function parseFilter(expression: string): ListFilter | null {
  const match = /^(\S+)\s+(\S+)\s+(.+)$/.exec(expression.trim());
  if (!match) return null;
  const [, field, operator, value] = match;
  if (!field || !operator || value === undefined) return null;
  if (!(FILTER_OPERATORS as readonly string[]).includes(operator)) return null;
  return { field, operator: operator as FilterOperator, value: value.trim() };
}

/** 'created_on desc' -> field and direction; a bare key sorts ascending. */
export function parseSort(expression: string): ListSort | null {
  const match = /^(\S+)(?:\s+(asc|desc))?$/i.exec(expression.trim());
  if (!match?.[1]) return null;
  return { field: match[1], direction: (match[2]?.toLowerCase() ?? 'asc') as 'asc' | 'desc' };
}

/** Splits an `in` filter's comma-separated values. */
export function splitListValues(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  search: z.string().trim().max(200).optional(),
  sorts: repeatable,
  filters: repeatable,
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The list answer: one page of rows, their ids, and the paging figures. */
export const listResponseSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.object({ paginated_result: z.array(row), ids: z.array(z.union([z.string(), z.number()])) }),
    metadata: z.object({ page: z.number(), limit: z.number(), total_count: z.number() }),
  });
