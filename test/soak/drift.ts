/**
 * Schema drift: pure mutations of a JSON answer, as a platform that changed
 * (or a proxy, or an older release) might send it. Each walks the whole
 * document; `keep` protects paths (JSON paths as the client names them, e.g.
 * `$.probeRuns[0].probeRunId`) that a mutation must leave alone.
 */
import { jsonPath } from '../../src/api/schemas/decode.js';

/** Which paths a mutation leaves alone. */
export type Keep = (path: string, key: string) => boolean;

export const keepNothing: Keep = () => false;

/** Extra fields a newer platform might add. */
export const EXTRA = { driftExtra: { nested: [1, 'two', null, { deeper: true }] }, _links: null };

/** Enum-like fields: status words, kinds, weights, bands. */
export const ENUM_KEYS = new Set([
  'status',
  'type',
  'weight',
  'role',
  'contentType',
  'band',
  'riskBand',
]);
export const UNKNOWN_WORD = 'QUANTUM_FLUX_7';

type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** Rebuilds `json` bottom-up; `onProp` decides each object property (undefined drops it). */
function walk(
  json: Json,
  onProp: (value: Json, path: string, key: string) => Json | undefined,
  onObject: (obj: Record<string, Json>, path: string) => Record<string, Json> = (o) => o,
  onArray: (arr: Json[], path: string) => Json[] = (a) => a,
  at: PropertyKey[] = [],
): Json {
  if (Array.isArray(json)) {
    const items = json.map((v, i) => walk(v, onProp, onObject, onArray, [...at, i]));
    return onArray(items, jsonPath(at));
  }
  if (!isObject(json)) return json;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(json)) {
    const path = jsonPath([...at, key]);
    const inner = walk(value, onProp, onObject, onArray, [...at, key]);
    const next = onProp(inner, path, key);
    if (next !== undefined) out[key] = next;
  }
  return onObject(out, jsonPath(at));
}

/**
 * Maps (key -> value dictionaries) of the API and a new entry of their value
 * type; other objects get {@link EXTRA}. Entries of another type are a
 * different drift, tested on their own.
 */
export const MAP_ENTRY: Readonly<Record<string, Json>> = {
  scores: 61.5,
  ranks: 3,
  redTeamerLabels: 'drift-label',
};

/** Adds {@link EXTRA} to every object at every level (a new entry of the right type to maps). */
export function addExtraFields(json: Json): Json {
  return walk(
    json,
    (v) => v,
    (o, path) => {
      const key = /\.([A-Za-z_$][\w$]*)$/.exec(path)?.[1];
      return key !== undefined && key in MAP_ENTRY
        ? { ...o, driftExtra: MAP_ENTRY[key] }
        : { ...o, ...EXTRA };
    },
  );
}

/** Every primitive property (string, number, boolean) becomes null, unless kept. */
export function nullLeaves(json: Json, keep: Keep = keepNothing): Json {
  return walk(json, (v, path, key) =>
    v !== null && typeof v !== 'object' && !keep(path, key) ? null : v,
  );
}

/** Every property of every object becomes null (whole branches), unless kept or above a kept one. */
export function nullBranches(json: Json, keep: Keep = keepNothing): Json {
  return walk(json, (v, path, key) => (keep(path, key) || holdsKept(v, path, keep) ? v : null));
}

/** Every property is dropped, unless kept or above a kept one. */
export function dropFields(json: Json, keep: Keep = keepNothing): Json {
  return walk(json, (v, path, key) =>
    keep(path, key) || holdsKept(v, path, keep) ? v : undefined,
  );
}

/** Every enum-like string ({@link ENUM_KEYS}) becomes {@link UNKNOWN_WORD}, unless kept. */
export function unknownWords(json: Json, keep: Keep = keepNothing): Json {
  return walk(json, (v, path, key) =>
    ENUM_KEYS.has(key) && typeof v === 'string' && !keep(path, key) ? UNKNOWN_WORD : v,
  );
}

/** Every array becomes empty, unless kept. The top level counts too (path `$`). */
export function emptyArrays(json: Json, keep: Keep = keepNothing): Json {
  return walk(
    json,
    (v) => v,
    (o) => o,
    (a, path) => (keep(path, path.split('.').pop() ?? '') ? a : []),
  );
}

/** Whether a kept path lies inside `value` (so removing it would remove a kept field). */
function holdsKept(value: Json, path: string, keep: Keep): boolean {
  if (value === null || typeof value !== 'object') return false;
  let found = false;
  walk(
    value,
    (v, inner, key) => {
      if (keep(path + inner.slice(1), key)) found = true;
      return v;
    },
    (o) => o,
    (a) => a,
  );
  return found;
}

function pathKeys(path: string): PropertyKey[] {
  return [...path.slice(1).matchAll(/\.([A-Za-z_$][\w$]*)|\[(\d+)\]/g)].map((m) =>
    m[1] !== undefined ? m[1] : Number(m[2]),
  );
}

/** The value at one simple JSON path (`$.a[0].b`), or undefined. */
export function valueAt(json: Json, path: string): Json {
  let cur = json;
  for (const k of pathKeys(path)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, Json>)[k];
  }
  return cur;
}

/** Sets the value at one simple JSON path (`$.a[0].b`); returns a copy. */
export function setAt(json: Json, path: string, value: Json | undefined): Json {
  const copy = structuredClone(json) as Json;
  const keys = pathKeys(path);
  let cur = copy as Record<PropertyKey, Json>;
  for (const k of keys.slice(0, -1)) cur = cur[k] as Record<PropertyKey, Json>;
  const last = keys[keys.length - 1] as PropertyKey;
  if (value === undefined) delete cur[last];
  else cur[last] = value;
  return copy;
}

/** The named drift mutations, for tables. */
export const MUTATIONS = {
  'extra fields everywhere': (j: Json) => addExtraFields(j),
  'null in every leaf': (j: Json, keep?: Keep) => nullLeaves(j, keep),
  'null in every field': (j: Json, keep?: Keep) => nullBranches(j, keep),
  'optional fields missing': (j: Json, keep?: Keep) => dropFields(j, keep),
  'unknown status and band words': (j: Json, keep?: Keep) => unknownWords(j, keep),
  'empty arrays': (j: Json, keep?: Keep) => emptyArrays(j, keep),
} as const;
export type MutationName = keyof typeof MUTATIONS;

/** Every object property's JSON path in `json`, depth first. */
export function propertyPaths(json: Json): string[] {
  const out: string[] = [];
  walk(json, (v, path) => {
    out.push(path);
    return v;
  });
  return out;
}
