import { describe, expect, it } from 'vitest';
import { runSandboxCommand } from '../../src/sandbox/index.js';

describe('runSandboxCommand', () => {
  it('prints its coordinates as JSON on the first line and serves until stopped', async () => {
    const lines: string[] = [];
    const stop = new AbortController();
    let firstLine: (line: string) => void = () => undefined;
    const ready = new Promise<string>((resolve) => (firstLine = resolve));
    const done = runSandboxCommand(
      { port: 0, seed: 3, apiKey: 'cli-key', signal: stop.signal },
      (line) => {
        lines.push(line);
        firstLine(line);
      },
    );
    const info = JSON.parse(await ready);
    expect(info).toEqual({
      baseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      apiKey: 'cli-key',
      workspaceId: 1,
      targets: {
        vulnerable: expect.any(Number),
        hardened: expect.any(Number),
        broken: expect.any(Number),
      },
    });
    const res = await fetch(
      `${info.baseUrl}/api/workspaces/1/target/${info.targets.hardened}/scores`,
      {
        headers: { 'X-Api-Key': 'cli-key' },
      },
    );
    expect(res.status).toBe(200);
    stop.abort();
    await done;
    expect(lines).toHaveLength(1);
    await expect(fetch(`${info.baseUrl}/api/probe/predefined`)).rejects.toThrow();
    expect(process.listenerCount('SIGINT')).toBe(0);
  });

  it('stops on SIGTERM', async () => {
    let resolveLine: () => void = () => undefined;
    const ready = new Promise<void>((r) => (resolveLine = r));
    const done = runSandboxCommand({}, () => resolveLine());
    await ready;
    process.emit('SIGTERM');
    await done;
  });
});
