import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AjvModule from 'ajv';
import draft6 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import type { KnownBlock } from '@slack/types';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { formatFor } from '../../../src/scan/notify/send.js';
import { slackBody } from '../../../src/scan/notify/message.js';
import { sandboxConfig, scanSandbox } from '../../support/scan-harness.js';
import { fakeReceiver, type FakeReceiver } from './receiver.js';

const Ajv = AjvModule.default;
let sb: SandboxHandle;
let rx: FakeReceiver;
beforeAll(async () => {
  sb = await startSandbox({ speed: 200_000, seed: 4 });
  rx = await fakeReceiver();
});
afterAll(async () => {
  await rx.close();
  await sb.close();
});

/** A Slack body as @slack/types (Slack's own type definitions) describes an incoming webhook's. */
type SlackWebhookBody = { text: string; blocks: KnownBlock[] };
// Compile-time: the builder's result is assignable to Slack's types (tsconfig.test.json).
const typed: (b: ReturnType<typeof slackBody>) => SlackWebhookBody = (b) => b;

async function bodyFor(format: 'slack' | 'teams'): Promise<unknown> {
  rx.received.length = 0;
  await scanSandbox(
    sb,
    sandboxConfig(sb, 'vulnerable', {
      probes: '11,12,13',
      'ai-analysis': 'false',
      'notify-webhook': rx.url(`/${format}`),
      'notify-format': format,
      'notify-on': 'always',
    }),
  );
  expect(rx.received).toHaveLength(1);
  return JSON.parse(rx.received[0]!.body) as unknown;
}

describe('message bodies', () => {
  it('Teams: one Adaptive Card that validates against the published schema', async () => {
    const body = (await bodyFor('teams')) as {
      type: string;
      attachments: { contentType: string; content: unknown }[];
    };
    expect(body.type).toBe('message');
    expect(body.attachments[0]!.contentType).toBe('application/vnd.microsoft.card.adaptive');
    const schema = JSON.parse(
      readFileSync('test/fixtures/notify/adaptive-card-1.5.json', 'utf8'),
    ) as Record<string, unknown>;
    const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
    ajv.addMetaSchema(draft6);
    // The published file names itself with draft-04's `id` under a draft-06 `$schema`.
    const { id, ...rest } = schema;
    const validate = ajv.compile({ ...rest, $id: String(id) });
    const ok = validate(body.attachments[0]!.content);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    // The schema does reject what a card must not hold.
    expect(validate({ type: 'AdaptiveCard', version: '1.5', body: [{ type: 'TextBlock' }] })).toBe(
      false,
    );
  });

  it("Slack: Block Kit within Slack's types and limits", async () => {
    const body = typed((await bodyFor('slack')) as ReturnType<typeof slackBody>);
    expect(body.text).toMatch(/^probe-gate: FAIL/);
    expect(body.blocks.length).toBeLessThanOrEqual(50);
    const header = body.blocks[0] as { type: string; text: { type: string; text: string } };
    expect(header.type).toBe('header');
    expect(header.text.type).toBe('plain_text');
    expect(header.text.text.length).toBeLessThanOrEqual(150);
    const section = body.blocks[1] as { type: string; text: { type: string; text: string } };
    expect(section.text.type).toBe('mrkdwn');
    expect(section.text.text.length).toBeLessThanOrEqual(3000);
    expect(section.text.text).not.toMatch(/<(?!http)/);
    const actions = body.blocks[2] as { type: string; elements: { url: string }[] };
    expect(actions.type).toBe('actions');
    expect(actions.elements[0]!.url).toMatch(/\/test-runs\/\d+$/);
  });

  it('picks the body by exact host', () => {
    expect(formatFor('https://hooks.slack.com/services/T/B/X', 'auto')).toBe('slack');
    expect(formatFor('https://hooks.slack.com.evil.example/services/T', 'auto')).toBe('json');
    expect(formatFor('https://evilhooks.slack.com/x', 'auto')).toBe('json');
    expect(formatFor('https://prod-01.westus.logic.azure.com/workflows/x', 'auto')).toBe('teams');
    expect(formatFor('https://example.com/hook', 'auto')).toBe('json');
    expect(formatFor('http://127.0.0.1:1/x', 'slack')).toBe('slack');
  });
});
