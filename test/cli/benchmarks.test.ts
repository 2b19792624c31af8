import { describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/index.js';
import { sandbox } from '../sandbox/helpers.js';
import { runCli } from './run-cli.js';

describe('probe-gate benchmarks', () => {
  it('lists types and models, shows a model, its runs and their test cases', async () => {
    const sb = await sandbox();
    const e = { PROBE_API_KEY: sb.apiKey, PROBE_BASE_URL: sb.baseUrl };
    const client = new PlatformClient({ baseUrl: sb.baseUrl, apiKey: sb.apiKey });
    const [type] = await client.listBenchmarkTypes();
    const [model] = await client.listBenchmarkModels(type?.id);

    const list = await runCli(
      ['benchmarks', 'list', '--type', String(type?.name).toUpperCase()],
      e,
    );
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(`Models (type ${type?.id}):`);
    expect(list.stdout).toContain(
      `${model?.name} (${model?.provider})  score ${model?.scores?.overall}`,
    );

    const show = await runCli(['benchmarks', 'show', String(model?.id), '--json'], e);
    expect(JSON.parse(show.stdout)).toMatchObject({ id: model?.id, name: model?.name });

    const runs = await runCli(
      ['benchmarks', 'runs', String(model?.id), '--type', String(type?.id), '--json'],
      e,
    );
    const parsed = JSON.parse(runs.stdout) as { id: number }[];
    expect(parsed.length).toBeGreaterThan(0);

    const cases = await runCli(
      ['benchmarks', 'test-cases', String(model?.id), String(parsed[0]?.id)],
      e,
    );
    expect(cases.code).toBe(0);
    expect(cases.stdout).toMatch(new RegExp(`^Run ${parsed[0]?.id}: `));
    expect(cases.stdout.split('\n').length).toBeGreaterThan(3);
  });

  it('exits 2 for an unknown type name or a missing --type', async () => {
    const sb = await sandbox();
    const e = { PROBE_API_KEY: sb.apiKey, PROBE_BASE_URL: sb.baseUrl };
    const unknown = await runCli(['benchmarks', 'list', '--type', 'Securty'], e);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      'probe-gate: Invalid input: type: no benchmark type "Securty"; did you mean "Security"?\n',
    );
    const missing = await runCli(['benchmarks', 'runs', '1'], e);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/required option '--type <type>' not specified/);
  });
});
