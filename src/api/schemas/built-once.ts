/**
 * A value built at its first use and kept: the request and error-body schemas are built when
 * the first body is checked, not when the bundle loads (building zod schemas is most of what
 * those modules cost at start-up).
 */
export function builtOnce<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
