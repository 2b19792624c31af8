/**
 * Imported first by every entry point, before any module builds a schema: zod checks objects
 * without compiling a parser for each schema at run time (`new Function`). That compiling
 * paid off only for schemas run thousands of times, and ours run a few times each (the bulk
 * of a huge run's test cases are checked without zod: api/schemas). It cost milliseconds at
 * each first use, on the way to the first probe-run request, and it is `eval`.
 */
import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

// Through zod's core, which both of zod's APIs share: the schemas built on the way to the
// first request use zod/mini (src/config/fields.ts), the others zod. zod sets its English
// messages when it builds its first schema, zod/mini never: set here, both say the same.
config({ ...en(), jitless: true });
