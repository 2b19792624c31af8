import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { Command } from 'commander';
import { validateDatasetCsv } from '../../api/dataset-csv.js';
import { ConfigError } from '../../config/errors.js';
import { connectionFrom, withConnection } from '../connection.js';

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

/** `probe-gate upload knowledge|dataset FILE` (4.18, 4.19). */
export function uploadCommand(): Command {
  const upload = new Command('upload').description(
    'Upload a knowledge file or a custom probe dataset.',
  );
  upload.addCommand(
    withConnection(new Command('knowledge'))
      .description(
        'Upload a knowledge file (4.18); use its file id as settings.ragFileId, or set knowledgeFile in a target file.',
      )
      .argument('<file>', 'file to upload')
      .option('--json', 'print the answer as JSON')
      .action(async (path: string, opts: Opts) => {
        const file = readUpload(path, 'file');
        const { client, workspaceId } = connectionFrom(opts, process.env, true);
        const res = await client.uploadFile(workspaceId as number, file);
        process.stdout.write(
          opts.json
            ? `${JSON.stringify(res)}\n`
            : `Uploaded ${file.name}: file id ${res.fileId ?? '(none returned)'}\n`,
        );
      }),
  );
  upload.addCommand(
    withConnection(new Command('dataset'))
      .description(
        'Check a CSV dataset locally (header row, data rows, same column count on every row), then upload it (4.19).',
      )
      .argument('<file>', 'CSV file')
      .option('--json', 'print the answer as JSON')
      .action(async (path: string, opts: Opts) => {
        const file = readUpload(path, 'dataset');
        const check = validateDatasetCsv(file.data);
        if (!check.ok)
          throw new ConfigError(`dataset: "${path}" is not a valid dataset: ${check.message}.`);
        const { client, workspaceId } = connectionFrom(opts, process.env, true);
        const res = await client.uploadDataset(workspaceId as number, file);
        process.stdout.write(
          opts.json
            ? `${JSON.stringify(res)}\n`
            : `Uploaded ${file.name}: file id ${res.fileId}, ${res.entriesRowCount ?? check.rows} rows\n`,
        );
      }),
  );
  return upload;
}
