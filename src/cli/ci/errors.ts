/** The message of anything thrown (one helper instead of casts at every catch). */
export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
