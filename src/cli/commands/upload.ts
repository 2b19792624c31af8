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

/** What differs between the two uploads: the endpoint, the local check and the answer line. */
const UPLOADS = {
  knowledge: {
    description:
      'Upload a knowledge file (4.18); use its file id as settings.ragFileId, or set knowledgeFile in a target file.',
    argument: 'file to upload',
    what: 'file',
    async send(client: PlatformClient, ws: number, file: LocalUpload): Promise<[unknown, string]> {
      const res = await client.uploadFile(ws, file);
      return [res, `Uploaded ${file.name}: file id ${res.fileId ?? '(none returned)'}`];
    },
  },
  dataset: {
    description:
      'Check a CSV dataset locally (header row, data rows, same column count on every row), then upload it (4.19).',
    argument: 'CSV file',
    what: 'dataset',
    async send(client: PlatformClient, ws: number, file: LocalUpload): Promise<[unknown, string]> {
      const res = await client.uploadDataset(ws, file);
      const rows = res.entriesRowCount ?? checkDataset(file).rows;
      return [res, `Uploaded ${file.name}: file id ${res.fileId}, ${rows} rows`];
    },
  },
} as const;

type LocalUpload = { name: string; data: Uint8Array; path: string };

/** The local dataset check (the sandbox's own rules); a bad file is a user mistake. */
function checkDataset(file: LocalUpload): { rows: number } {
  const check = validateDatasetCsv(file.data);
  if (!check.ok)
    throw new ConfigError(`dataset: "${file.path}" is not a valid dataset: ${check.message}.`);
  return check;
}

/** `probe-gate upload knowledge|dataset FILE` (4.18, 4.19). */
export function uploadCommand(): Command {
  const upload = new Command('upload').description(
    'Upload a knowledge file or a custom probe dataset.',
  );
  for (const [name, kind] of Object.entries(UPLOADS)) {
    upload.addCommand(
      platformCommand(name, kind.description, [['<file>', kind.argument]])
        .option('--json', 'print the answer as JSON')
        .action(async (path: string, opts: Opts) => {
          const file = { ...readUpload(path, kind.what), path };
          if (name === 'dataset') checkDataset(file);
          const { client, workspaceId } = connectionFrom(opts, process.env, true);
          const [res, line] = await kind.send(client, workspaceId as number, file);
          printResult(opts.json, res, () => line);
        }),
    );
  }
  return upload;
}
