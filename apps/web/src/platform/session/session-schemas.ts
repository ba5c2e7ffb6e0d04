/**
 * The session's answers' schemas, fetched when an answer is first read (session-api.ts): zod is not
 * part of the login page's first load (issue 23 item 1), only of the moment the form is sent.
 */
export { loginResponseSchema, meResponseSchema, sessionUserSchema } from '@armada/domain';
