import { Command } from 'commander';
import type { BenchmarkModel, PlatformClient } from '../../api/index.js';
import { cliJson, cliSafeText } from '../logger.js';
import { modelScore } from '../../scan/triage/benchmarks.js';
import { ConfigError } from '../../config/errors.js';
import { closest } from '../../config/file/similarity.js';
import { connectionFrom, parseId, platformCommand, requireId } from '../connection.js';

type Opts = { baseUrl?: string; workspaceId?: string; json?: boolean; type?: string };

const out = (text: string): void => void process.stdout.write(`${cliSafeText(text)}\n`);
const json = (value: unknown): void => void process.stdout.write(`${cliJson(value)}\n`);

/**
 * A benchmark type by id or by name (case-insensitive, docs/platform.md 4.14); unknown names are a
 * user mistake.
 */
export async function resolveBenchmarkType(
  client: PlatformClient,
  value: string | undefined,
): Promise<number | undefined> {
  if (value === undefined) return undefined;
  const id = parseId(value);
  if (id !== null) return id;
  const types = await client.listBenchmarkTypes();
  const hit = types.find((t) => (t.name ?? '').trim().toLowerCase() === value.trim().toLowerCase());
  if (hit) return hit.id;
  const guess = closest(value, types.map((t) => t.name ?? '').filter(Boolean));
  throw new ConfigError(
    `type: no benchmark type "${value}"${guess ? `; did you mean "${guess}"?` : '; run `probe-gate benchmarks list` to see them.'}`,
  );
}

/** The client, the model id argument and the --type option of a model subcommand. */
async function modelContext(
  model: string,
  opts: Opts,
): Promise<{ client: PlatformClient; modelId: number; typeId: number | undefined }> {
  const modelId = requireId(model, 'model');
  const { client } = connectionFrom(opts, process.env, false);
  return { client, modelId, typeId: await resolveBenchmarkType(client, opts.type) };
}

function modelLine(m: BenchmarkModel): string {
  const score = modelScore(m.scores);
  return `  ${String(m.id).padStart(5)}  ${m.name ?? '(no name)'}${m.provider ? ` (${m.provider})` : ''}  score ${score ?? 'n/a'}`;
}

/**
 * `benchmarks list`: benchmark types (docs/platform.md 4.14) and models with their scores (4.10).
 */
function listCommand(): Command {
  return platformCommand('list', 'List benchmark types (4.14) and models with their scores (4.10).')
    .option('--type <type>', 'scores for one benchmark type (id or name); default: aggregated')
    .option('--json', 'print { types, models } as JSON')
    .action(async (opts: Opts) => {
      const { client } = connectionFrom(opts, process.env, false);
      const typeId = await resolveBenchmarkType(client, opts.type);
      const [types, models] = await Promise.all([
        client.listBenchmarkTypes(),
        client.listBenchmarkModels(typeId),
      ]);
      if (opts.json) return json({ types, models });
      const lines = [
        'Benchmark types:',
        ...types.map(
          (t) =>
            `  ${String(t.id).padStart(5)}  ${t.name ?? ''}${t.description ? ` - ${t.description}` : ''}`,
        ),
      ];
      lines.push(
        `Models${typeId === undefined ? ' (scores aggregated over all types)' : ` (type ${typeId})`}:`,
        ...models.map(modelLine),
      );
      out(lines.join('\n'));
    });
}

/**
 * A subcommand about one model: `<model>` and `--type`, the answer fetched, then printed as
 * JSON with --json or as the lines `render` makes.
 */
function modelCommand<T>(
  name: string,
  description: string,
  type: { required: boolean; help: string },
  fetch: (client: PlatformClient, modelId: number, typeId: number | undefined) => Promise<T>,
  render: (answer: T) => string,
): Command {
  const cmd = platformCommand(name, description, [['<model>', 'model id']]);
  if (type.required) cmd.requiredOption('--type <type>', type.help);
  else cmd.option('--type <type>', type.help);
  return cmd
    .option('--json', `print the answer as JSON`)
    .action(async (model: string, opts: Opts) => {
      const { client, modelId, typeId } = await modelContext(model, opts);
      const answer = await fetch(client, modelId, typeId);
      if (opts.json) json(answer);
      else out(render(answer));
    });
}

/** `benchmarks show MODEL`: one model with its scores, ranks and counts (docs/platform.md 4.11). */
function showCommand(): Command {
  return modelCommand(
    'show',
    'Show one model with its scores, ranks and counts (4.11).',
    { required: false, help: 'scores for one benchmark type (id or name)' },
    (client, modelId, typeId) => client.getBenchmarkModel(modelId, typeId),
    (m) =>
      [
        modelLine(m).trim(),
        m.description ? `  ${m.description}` : null,
        `  test cases: ${m.totalCount ?? '?'} total, ${m.passedCount ?? '?'} passed, ${m.failedCount ?? '?'} failed`,
        '  scores:',
        ...Object.entries(m.scores ?? {}).map(
          ([k, v]) =>
            `    ${k}: ${v ?? 'n/a'}${m.ranks?.[k] != null ? ` (rank ${m.ranks[k]})` : ''}`,
        ),
      ]
        .filter((l) => l !== null)
        .join('\n'),
  );
}

/** `benchmarks runs MODEL --type T`: a model's benchmark probe runs (docs/platform.md 4.12). */
function runsCommand(): Command {
  return modelCommand(
    'runs',
    "List a model's benchmark probe runs for one type (4.12).",
    { required: true, help: 'benchmark type (id or name)' },
    (client, modelId, typeId) => client.listBenchmarkModelRuns(modelId, typeId as number),
    (runs) =>
      runs
        .map(
          (r) =>
            `  ${String(r.id).padStart(6)}  ${r.probeName ?? r.probeId ?? '?'} [${r.probeCategoryName ?? '-'}]: score ${r.score ?? 'n/a'}, ${r.passedCount ?? '?'} passed, ${r.failedCount ?? '?'} failed of ${r.totalCount ?? '?'}`,
        )
        .join('\n') || 'No runs.',
  );
}

/**
 * `benchmarks test-cases MODEL RUN`: the test cases of one benchmark probe run (docs/platform.md
 * 4.13).
 */
function testCasesCommand(): Command {
  return platformCommand(
    'test-cases',
    'Show the test cases of one benchmark probe run (4.13); conversations only with --json.',
    [
      ['<model>', 'model id'],
      ['<run>', 'benchmark probe run id'],
    ],
  )
    .option('--json', 'print the run with its results as JSON')
    .action(async (model: string, run: string, opts: Opts) => {
      const modelId = requireId(model, 'model');
      const runId = requireId(run, 'run');
      const { client } = connectionFrom(opts, process.env, false);
      const detail = await client.getBenchmarkRunTestCases(modelId, runId);
      if (opts.json) return json(detail);
      const lines = [
        `Run ${detail.id}: ${detail.probeName ?? detail.probeId ?? '?'}, score ${detail.score ?? 'n/a'}`,
      ];
      // Attack text is attacker-controlled: one line each, control characters stripped by sanitizeLogText.
      for (const r of detail.results ?? []) {
        const why = (r.explanation ?? '').replace(/\s+/g, ' ').slice(0, 200);
        lines.push(
          `  ${r.attackId ?? r.id ?? '?'}  ${r.status ?? '?'}  ${r.strategy ?? ''}${why ? `  - ${why}` : ''}`,
        );
      }
      out(lines.join('\n'));
    });
}

/**
 * `probe-gate benchmarks list|show|runs|test-cases`: public model benchmarks (docs/platform.md
 * 4.10-4.14).
 */
export function benchmarksCommand(): Command {
  return new Command('benchmarks')
    .description('Public benchmark results of AI models (types, models, probe runs, test cases).')
    .addCommand(listCommand())
    .addCommand(showCommand())
    .addCommand(runsCommand())
    .addCommand(testCasesCommand());
}
