/**
 * A closed stdout or stderr pipe (`probe-gate scan ... 2>&1 | head -1`) is not a gate
 * failure (R29): Node reports it as an 'error' event on the stream, which would otherwise end
 * the process with exit 1 ("gate failed") and leave the run going. Writes after it are
 * dropped and the scan goes on to its own verdict and exit code.
 */

/** Keeps the process alive through closed output pipes; returns the names of those closed. */
export function guardOutputPipes(
  streams: Record<string, NodeJS.WritableStream> = {
    stdout: process.stdout,
    stderr: process.stderr,
  },
): Set<string> {
  for (const [name, stream] of Object.entries(streams)) {
    // Once per stream, however often the CLI runs in one process (tests, embedding hosts).
    if (guarded.has(stream)) continue;
    guarded.add(stream);
    // Nowhere left to report it: any error of an output stream only stops its output.
    stream.on('error', () => closed.add(name));
  }
  return closed;
}

const guarded = new WeakSet<NodeJS.WritableStream>();
const closed = new Set<string>();
