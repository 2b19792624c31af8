import type { ComplianceFramework, ItemVerdict } from '../model.js';
import { MdContext, table } from './markdown-context.js';

/** The words and marks of the item verdicts, worst first. */
export const ITEM_VERDICTS: readonly { verdict: ItemVerdict; label: string; mark: string }[] = [
  { verdict: 'non-compliant', label: 'Non-compliant', mark: '❌' },
  { verdict: 'inconclusive', label: 'Inconclusive', mark: '❓' },
  { verdict: 'not-tested', label: 'Not tested', mark: '➖' },
  { verdict: 'compliant', label: 'Compliant', mark: '✅' },
];

const MARK = new Map(ITEM_VERDICTS.map((v) => [v.verdict, `${v.mark} ${v.label}`]));

/** Items of a framework with this verdict. */
export const countOf = (f: ComplianceFramework, v: ItemVerdict): number =>
  f.items.filter((i) => i.verdict === v).length;

/**
 * The framework matrix (one row per edition, items counted by verdict) and, folded in the
 * summary and comment, every item with its verdict, probes and reason. Every text of the
 * report is untrusted (a saved report can be edited): it goes through the sanitisers.
 */
export function complianceSection(ctx: MdContext): string | null {
  const frameworks = ctx.report.compliance ?? [];
  if (frameworks.length === 0) return null;
  const rows = frameworks.map((f) => [
    ctx.cell(f.key),
    ...ITEM_VERDICTS.map((v) => String(countOf(f, v.verdict))),
    nonCompliantIds(ctx, f),
  ]);
  const out = [
    '### Framework items',
    '',
    "Probe-gate's own mapping of this run's probes to framework items, versioned per edition: a mapped probe **tests for** an item; a verdict is evidence from this run, **not proof of compliance**.",
    '',
    table(
      ['Framework', ...ITEM_VERDICTS.map((v) => `${v.mark} ${v.label}`), 'Non-compliant items'],
      rows,
    ),
  ];
  for (const f of frameworks) {
    // Only an edition key's own characters go into the HTML summary: a saved report can hold
    // anything there.
    const key = f.key.replace(/[^A-Za-z0-9@._-]/g, '').slice(0, 60) || 'framework';
    const title = `${key}: every item (mapping v${f.mappingVersion})`;
    out.push('', ctx.fold(title, itemsTable(ctx, f)));
  }
  return out.join('\n');
}

function nonCompliantIds(ctx: MdContext, f: ComplianceFramework): string {
  const ids = f.items.filter((i) => i.verdict === 'non-compliant').map((i) => i.id);
  return ids.length === 0 ? '—' : ctx.line(ids.join(', '));
}

function itemsTable(ctx: MdContext, f: ComplianceFramework): string {
  const blocks: string[] = [];
  if (!ctx.collapsible)
    blocks.push(`#### ${ctx.line(f.title)} (${ctx.code(f.key)}, mapping v${f.mappingVersion})`);
  blocks.push(
    table(
      ['Item', 'Verdict', 'Probes', 'Why'],
      f.items.map((i) => [
        `${ctx.cell(i.id)} ${ctx.line(i.name)}`,
        MARK.get(i.verdict) ?? i.verdict,
        i.probes.length === 0 ? '—' : i.probes.map((p) => ctx.cell(p)).join(', '),
        ctx.line(i.reason),
      ]),
    ),
  );
  if (f.unmapped.length > 0)
    blocks.push(
      `Unmapped in this edition (tested, but for no item of it): ${f.unmapped.map((p) => ctx.cell(p)).join(', ')}.`,
    );
  return blocks.join('\n\n');
}
