/**
 * The notification's content: counts, names and links only (docs/operating.md). Platform
 * text (the target's and probes' names) is cleaned as for the PR comment; links are our own
 * configuration's. Three bodies: Slack Block Kit, a Teams Adaptive Card, a generic JSON.
 */
import type { Report } from '../../report/model.js';
import { VERDICT_LABELS } from '../../report/format.js';
import { plainText, safeLinkUrl } from '../../report/sanitize.js';
import { cleanText, truncate } from '../../report/text-clean.js';
import type { ChangeKind } from './change.js';

/** Why 5: the probes with the most failed test cases named in a message. */
const TOP_PROBES = 5;
/** Why 80: a name longer than this is cut (names, not prose). */
const NAME_MAX = 80;

/** What a message says. */
export interface NotifyFacts {
  target: string;
  targetId: number;
  verdict: Report['gate']['verdict'];
  change: ChangeKind | null;
  score: number | null;
  counts: { total: number; passed: number; failed: number; errors: number };
  /** Ids of the failed gate checks. */
  failedChecks: string[];
  /** Probes with the most failed test cases (name and count). */
  probes: { name: string; failed: number }[];
  links: { run: string | null; artifact: string | null };
}

const name = (s: string): string => truncate(cleanText(s).trim(), NAME_MAX);

/** The facts of a report, cleaned. */
export function factsOf(report: Report, change: ChangeKind | null): NotifyFacts {
  const t = report.totals;
  return {
    target: name(report.platform.targetName ?? `target ${report.platform.targetId}`),
    targetId: report.platform.targetId,
    verdict: report.gate.verdict,
    change,
    score: report.scores.overall,
    counts: { total: t.total, passed: t.passed, failed: t.failed, errors: t.errors },
    failedChecks: report.gate.checks
      .filter((c) => (c.status ?? (c.passed ? 'pass' : 'fail')) === 'fail')
      .map((c) => name(c.id)),
    probes: report.probeRuns
      .filter((p) => p.failed > 0)
      .sort((a, b) => b.failed - a.failed)
      .slice(0, TOP_PROBES)
      .map((p) => ({ name: name(p.name), failed: p.failed })),
    links: { run: safeLinkUrl(report.links.run), artifact: safeLinkUrl(report.links.artifact) },
  };
}

const CHANGE_WORDS: Record<ChangeKind, string> = {
  'new-failure': 'new failure',
  regression: 'regression',
  recovery: 'recovered',
  inconclusive: 'inconclusive',
};

/** `probe-gate: FAIL (new failure) on <target>`, our words around a cleaned name. */
function headline(f: NotifyFacts, target: string): string {
  const word = VERDICT_LABELS[f.verdict].word;
  return `probe-gate: ${word}${f.change ? ` (${CHANGE_WORDS[f.change]})` : ''} on ${target}`;
}

function countsLine(f: NotifyFacts): string {
  const c = f.counts;
  const score = f.score === null ? 'no score' : `score ${f.score}/100`;
  return `${score}; ${c.total} test cases: ${c.passed} passed, ${c.failed} failed, ${c.errors} errors`;
}

/** Slack mrkdwn: &, < and > escaped; names in code spans, so nothing in them formats or mentions. */
const slackEscape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const slackCode = (s: string): string => `\`${slackEscape(s.replace(/`/g, "'"))}\``;

/** Slack incoming webhook: Block Kit blocks and a plain fallback text. */
export function slackBody(f: NotifyFacts) {
  const lines = [
    `*${slackEscape(countsLine(f))}*`,
    ...(f.failedChecks.length > 0
      ? [`Failed checks: ${f.failedChecks.map(slackCode).join(', ')}`]
      : []),
    ...(f.probes.length > 0
      ? [`Most failures: ${f.probes.map((p) => `${slackCode(p.name)} (${p.failed})`).join(', ')}`]
      : []),
  ];
  const buttons = linkList(f).map(([text, url]) => ({
    type: 'button' as const,
    text: { type: 'plain_text' as const, text },
    url,
  }));
  return {
    text: slackEscape(headline(f, f.target)),
    blocks: [
      {
        type: 'header' as const,
        text: { type: 'plain_text' as const, text: truncate(headline(f, f.target), 150) },
      },
      { type: 'section' as const, text: { type: 'mrkdwn' as const, text: lines.join('\n') } },
      ...(buttons.length > 0 ? [{ type: 'actions' as const, elements: buttons }] : []),
    ],
  };
}

function linkList(f: NotifyFacts): [string, string][] {
  const out: [string, string][] = [];
  if (f.links.run) out.push(['Test run', f.links.run]);
  if (f.links.artifact) out.push(['Reports', f.links.artifact]);
  return out;
}

/** A Teams workflow ("when a webhook request is received"): a message with one Adaptive Card. */
export function teamsBody(f: NotifyFacts) {
  const text = (s: string) => plainText(s, { singleLine: true });
  const facts = [
    { title: 'Result', value: text(countsLine(f)) },
    ...(f.failedChecks.length > 0
      ? [{ title: 'Failed checks', value: f.failedChecks.map(text).join(', ') }]
      : []),
    ...(f.probes.length > 0
      ? [
          {
            title: 'Most failures',
            value: f.probes.map((p) => `${text(p.name)} (${p.failed})`).join(', '),
          },
        ]
      : []),
  ];
  const card = {
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    type: 'AdaptiveCard',
    version: '1.5',
    body: [
      {
        type: 'TextBlock',
        text: headline(f, text(f.target)),
        weight: 'Bolder',
        size: 'Medium',
        wrap: true,
        color: f.verdict === 'pass' || f.verdict === 'warn' ? 'Good' : 'Attention',
      },
      { type: 'FactSet', facts },
    ],
    actions: linkList(f).map(([title, url]) => ({ type: 'Action.OpenUrl', title, url })),
  };
  return {
    type: 'message',
    attachments: [
      { contentType: 'application/vnd.microsoft.card.adaptive', contentUrl: null, content: card },
    ],
  };
}

/** The generic body (docs/operating.md): versioned, plain values. */
export function jsonBody(f: NotifyFacts) {
  return {
    schema: 'probe-gate.notification/v1',
    target: { id: f.targetId, name: f.target },
    verdict: f.verdict,
    change: f.change,
    score: f.score,
    counts: f.counts,
    failedChecks: f.failedChecks,
    probes: f.probes,
    links: f.links,
  };
}
