/**
 * Soak run: many complete scans through fault-injecting sandboxes, each
 * compared with a fault-free scan of the same seed (test/soak/soak-harness.ts).
 *
 *   tsx scripts/soak.ts [--scans 1000] [--concurrency 4] [--seed 1000]
 *                       [--faults SPEC] [--max-minutes 30] [--json]
 *
 * Prints a table; with --json, one JSON object as the last line. Exits 1 when
 * any scan mismatched, duplicated or lost a run, leaked the key, crashed or
 * overran its deadline; 2 on bad arguments.
 */
import { parseArgs } from 'node:util';
import { parseFaultSpec } from '../src/sandbox/index.js';
import { runSoak, SOAK_FAULTS, type SoakSummary } from '../test/soak/soak-harness.js';
import { formatSoakTable, soakJson } from '../test/soak/soak-table.js';

function fail(message: string): never {
  process.stderr.write(`soak: ${message}\n`);
  process.exit(2);
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1) fail(`--${name} must be a positive integer, got "${raw}"`);
  return n;
}

/**
 * Whether every scan gave its twin's result and broke no promise that is not a time. Times
 * (deadline overruns, hung steps, how many scans fit in --max-minutes) are in the table: they
 * depend on how busy the machine is, so they are reported, not failed on.
 */
function clean(s: SoakSummary): boolean {
  return (
    s.verdictMismatches === 0 &&
    s.duplicateRuns === 0 &&
    s.lostRuns === 0 &&
    s.keyLeaks === 0 &&
    s.uncancelledTimeouts === 0 &&
    s.crashes === 0 &&
    s.referenceFailures === 0 &&
    s.retryAfterViolations === 0 &&
    s.orphanedRuns === 0 &&
    s.truncatedReports === 0
  );
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        scans: { type: 'string' },
        concurrency: { type: 'string' },
        seed: { type: 'string' },
        faults: { type: 'string' },
        'max-minutes': { type: 'string' },
        json: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (err) {
    fail((err as Error).message);
  }
  const scans = positiveInt('scans', values.scans, 1000);
  const settings = {
    scans,
    concurrency: positiveInt('concurrency', values.concurrency, 4),
    seed: positiveInt('seed', values.seed, 1000),
    faults: values.faults ?? SOAK_FAULTS,
    maxWallMs: positiveInt('max-minutes', values['max-minutes'], 30) * 60_000,
  };
  try {
    parseFaultSpec(settings.faults);
  } catch (err) {
    fail((err as Error).message);
  }
  process.stderr.write(`soak: ${scans} scans, faults ${settings.faults}\n`);
  let done = 0;
  const summary = await runSoak(settings, () => {
    done++;
    if (done % 50 === 0 || done === scans) process.stderr.write(`soak: ${done}/${scans}\n`);
  });
  process.stdout.write(`${formatSoakTable(summary)}\n`);
  if (values.json) process.stdout.write(`${JSON.stringify(soakJson(summary))}\n`);
  process.exitCode = clean(summary) ? 0 : 1;
}

main().catch((err: unknown) => {
  process.stderr.write(
    `soak: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
