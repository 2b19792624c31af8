import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { Command } from 'commander';
import { validateDatasetCsv } from '../../api/dataset-csv.js';
import type { PlatformClient } from '../../api/index.js';
import { ConfigError } from '../../config/errors.js';
import { connectionFrom, platformCommand, printResult } from '../connection.js';

type Opts = { baseUrl?: string; workspaceId?: string; json?: boolean };

/** Reads a file to upload; a missing or unreadable file is a user mistake. */
export function readUpload(path: string, what: string): { name: string; data: Uint8Array } {
  try {
    return { name: basename(path), data: new Uint8Array(readFileSync(path)) };
  } catch (err) {
    throw new ConfigError(
      `${what}: cannot read "${path}" (${(err as NodeJS.ErrnoException).code ?? 'error'}); check the path.`,
    );
  }
}

type Sent = Promise<[answer: unknown, line: string]>;

/** docs/platform.md 4.18: the file id is what a target's settings.ragFileId takes. */
async function sendKnowledge(client: PlatformClient, ws: number, file: LocalUpload): Sent {
  const res = await client.uploadFile(ws, file);
  return [res, `Uploaded ${file.name}: file id ${res.fileId ?? '(none returned)'}`];
}

/** docs/platform.md 4.19: checked locally first (the sandbox's own rules). */
async function sendDataset(client: PlatformClient, ws: number, file: LocalUpload): Sent {
  const { rows } = checkDataset(file);
  const res = await client.uploadDataset(ws, file);
  return [res, `Uploaded ${file.name}: file id ${res.fileId}, ${res.entriesRowCount ?? rows} rows`];
}

const KNOWLEDGE_HELP =
  'Upload a knowledge file (4.18); use its file id as settings.ragFileId, or set knowledgeFile in a target file.';
const DATASET_HELP =
  'Check a CSV dataset locally (header row, data rows, same column count on every row), then upload it (4.19).';

/** What differs between the two uploads: the endpoint, the local check and the answer line. */
const UPLOADS = {
  knowledge: {
    help: KNOWLEDGE_HELP,
    argument: 'file to upload',
    what: 'file',
    send: sendKnowledge,
  },
  dataset: { help: DATASET_HELP, argument: 'CSV file', what: 'dataset', send: sendDataset },
} as const;

type LocalUpload = { name: string; data: Uint8Array; path: string };

/** The local dataset check (the sandbox's own rules); a bad file is a user mistake. */
function checkDataset(file: LocalUpload): { rows: number } {
  const check = validateDatasetCsv(file.data);
  if (!check.ok)
    throw new ConfigError(`dataset: "${file.path}" is not a valid dataset: ${check.message}.`);
  return check;
}

/** `probe-gate upload knowledge|dataset FILE` (docs/platform.md 4.18, 4.19). */
export function uploadCommand(): Command {
  const upload = new Command('upload').description(
    'Upload a knowledge file or a custom probe dataset.',
  );
  for (const [name, kind] of Object.entries(UPLOADS)) {
    upload.addCommand(
      platformCommand(name, kind.help, [['<file>', kind.argument]])
        .option('--json', 'print the answer as JSON')
        .action(async (path: string, opts: Opts) => {
          const file = { ...readUpload(path, kind.what), path };
          const { client, workspaceId } = connectionFrom(opts, process.env, true);
          const [res, line] = await kind.send(client, workspaceId as number, file);
          printResult(opts.json, res, () => line);
        }),
    );
  }
  return upload;
}
