import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { UNAUTHORIZED_BODY } from './errors.js';

/** Header carrying the personal access token (docs/platform.md section 5). */
export const API_KEY_HEADER = 'x-api-key';

/** Whether a request's key is missing, wrong or right. */
export type KeyState = 'missing' | 'invalid' | 'valid';

/** Compare a presented key with the sandbox key in constant time. */
export function checkKey(presented: string | undefined, expected: string): KeyState {
  if (presented === undefined || presented === '') return 'missing';
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b) ? 'valid' : 'invalid';
}

/** 401 with the documented body unless X-Api-Key holds the sandbox key. */
export function authMiddleware(apiKey: string): MiddlewareHandler {
  const body = JSON.stringify(UNAUTHORIZED_BODY);
  return async (c, next) => {
    if (checkKey(c.req.header(API_KEY_HEADER), apiKey) !== 'valid') {
      return c.body(body, 401, { 'content-type': 'application/json' });
    }
    return next();
  };
}
