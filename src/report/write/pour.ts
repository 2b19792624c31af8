/**
 * Report files, written whole or not at all (R25): each goes to a side file created
 * exclusively (never through a symbolic link), every byte of every write is checked, the
 * size and its close are checked before it is renamed into place.
 */
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { isSection, TextGatherer, type DocPiece, type Section } from '../format.js';

/**
 * Bytes gathered before each write: renderers yield small pieces (a row, a result), each
 * encoded straight into one of two buffers that take turns, one filling while the other is
 * written. Joining the pieces into a string and encoding that copied every byte twice: 2x
 * slower on a huge run's 150 MB of reports.
 */
const WRITE_BYTES = 1 << 20;
/** UTF-8 takes at most 3 bytes per UTF-16 code unit (a lone surrogate becomes U+FFFD). */
const MAX_UTF8_PER_UNIT = 3;

/** Opens a file; injectable so that tests can stand in for a disk that fills up. */
export type OpenFile = (path: string, flags: string) => Promise<FileHandle>;

/** Writes all of `bytes`, going on after a short write; a write that makes no progress fails. */
async function writeAll(file: FileHandle, bytes: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < bytes.length) {
    const { bytesWritten } = await file.write(bytes, offset, bytes.length - offset);
    if (!(bytesWritten > 0))
      throw new Error(`short write: ${offset} of ${bytes.length} bytes (is the disk full?)`);
    offset += bytesWritten;
  }
}

/**
 * Two buffers that take turns on `file`: one is filled while the other is written (one write
 * in flight). Text is encoded straight into the one filling now; bytes are copied in.
 */
class TurnBuffers {
  readonly #file: FileHandle;
  readonly #size = WRITE_BYTES;
  readonly #buffers = [Buffer.allocUnsafeSlow(WRITE_BYTES), Buffer.allocUnsafeSlow(WRITE_BYTES)];
  #turn = 0;
  #filled = 0;
  #inFlight: Promise<unknown> = Promise.resolve();
  /** Bytes sent to the file. */
  total = 0;

  constructor(file: FileHandle) {
    this.#file = file;
  }

  /**
   * Starts writing `bytes` once the write before it is done; the caller fills no buffer that
   * is still being written (the one just sent is not touched again until the next send has
   * awaited it).
   */
  async #send(bytes: Uint8Array): Promise<void> {
    await this.#inFlight;
    this.total += bytes.length;
    this.#inFlight = writeAll(this.#file, bytes);
  }

  async #flush(): Promise<void> {
    await this.#send((this.#buffers[this.#turn] as Buffer).subarray(0, this.#filled));
    this.#turn = 1 - this.#turn;
    this.#filled = 0;
  }

  /** Encodes `text` into the buffer filling now; false, doing nothing, when it may not fit. */
  put(text: string): boolean {
    if (this.#filled + text.length * MAX_UTF8_PER_UNIT > this.#size) return false;
    this.#filled += (this.#buffers[this.#turn] as Buffer).write(text, this.#filled, 'utf8');
    return true;
  }

  /** `text` after a flush; a piece too large for a buffer goes out on its own. */
  async putAfterFlush(text: string): Promise<void> {
    await this.#flush();
    if (!this.put(text)) await this.#send(Buffer.from(text, 'utf8'));
  }

  async putBytes(bytes: Uint8Array): Promise<void> {
    for (let at = 0; at < bytes.length;) {
      if (this.#filled === this.#size) await this.#flush();
      const n = Math.min(this.#size - this.#filled, bytes.length - at);
      (this.#buffers[this.#turn] as Buffer).set(bytes.subarray(at, at + n), this.#filled);
      this.#filled += n;
      at += n;
    }
  }

  /** Sends what is left and waits for the last write. */
  async end(): Promise<void> {
    if (this.#filled > 0)
      await this.#send((this.#buffers[this.#turn] as Buffer).subarray(0, this.#filled));
    await this.#inFlight;
  }

  /** The write in flight, over whatever its outcome. */
  async idle(): Promise<void> {
    await this.#inFlight.catch(() => undefined);
  }
}

/** The bytes a writer made already of a section (ahead.ts), or undefined: render it here. */
export type PartOf = (section: Section) => Promise<Uint8Array | undefined>;

/**
 * Pours `chunks` into `file` as they come, gathered into writes of about 1 MiB (see
 * TurnBuffers), each section by `partOf` where it gives bytes. Returns how many bytes were
 * written.
 */
async function pour(
  file: FileHandle,
  chunks: Iterable<DocPiece>,
  partOf: PartOf | undefined,
): Promise<number> {
  const out = new TurnBuffers(file);
  // Most pieces are gathered, then fit in the buffer being filled and are encoded at once,
  // without an await.
  const gather = new TextGatherer();
  /** What was gathered, encoded now: bytes come next. */
  const putGathered = async (): Promise<void> => {
    const rest = gather.rest();
    if (!out.put(rest)) await out.putAfterFlush(rest);
  };
  const each = async (pieces: Iterable<DocPiece>): Promise<void> => {
    for (const chunk of pieces) {
      if (typeof chunk === 'string') {
        const text = gather.add(chunk);
        if (text !== '' && !out.put(text)) await out.putAfterFlush(text);
      } else if (!isSection(chunk)) {
        await putGathered();
        await out.putBytes(chunk);
      } else {
        const made = partOf && (await partOf(chunk));
        if (made === undefined) await each(chunk.render());
        else {
          await putGathered();
          await out.putBytes(made);
        }
      }
    }
  };
  try {
    await each(chunks);
    await putGathered();
  } finally {
    // Never leaves a write running behind a failure: the caller closes the file next.
    await out.idle();
  }
  await out.end();
  return out.total;
}

/**
 * Writes `chunks` to `path` as they come (see {@link pour}). A stale side file is removed
 * first and the new one created exclusively ('wx' never follows a link planted there); its
 * size and its close are checked before it is renamed into place; any failure removes the
 * side file, so no half-written report is ever left in place.
 *
 * No flush to disk (fsync): every write is checked as it returns, and a filesystem that
 * defers its errors to the write-back (NFS, SMB, FUSE) reports them when the file is
 * closed, which is checked. A flush only adds durability through a crash of the machine,
 * which ends the job anyway; it made the end of a huge run wait on the disk.
 */
export async function writeChunks(
  path: string,
  chunks: Iterable<DocPiece>,
  openFile: OpenFile = open,
  partOf?: PartOf,
): Promise<void> {
  const partial = `${path}.partial`;
  await rm(partial, { force: true });
  const file = await openFile(partial, 'wx');
  try {
    const total = await pour(file, chunks, partOf);
    const { size: written } = await file.stat();
    if (written !== total) throw new Error(`short write: ${written} of ${total} bytes on disk`);
    await file.close();
    // rename replaces a link at `path` itself; it never writes through it.
    await rename(partial, path);
  } catch (err) {
    await file.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw err;
  }
}
