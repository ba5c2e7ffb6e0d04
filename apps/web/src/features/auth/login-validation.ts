import {
  type FieldProblem,
  fieldProblemsFromZodIssues,
  type LoginRequest,
  loginRequestSchema,
} from '@armada/domain';

/**
 * The login request's rules (the domain's schema, as the server checks them), fetched when the form
 * is first sent or shortly after the page shows: zod is not part of the login page's first load.
 * One problem per field, the first, as a form shows it.
 */
export function loginProblems(values: LoginRequest): FieldProblem[] {
  const result = loginRequestSchema.safeParse(values);
  if (result.success) return [];
  const problems = fieldProblemsFromZodIssues(result.error.issues, values);
  return problems.filter((problem, index) => problems.findIndex((p) => p.field === problem.field) === index);
}
