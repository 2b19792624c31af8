import type { PlatformClient, ProbeCategory } from '../../api/index.js';
import { ConfigError } from '../../config/errors.js';
import { closest } from '../../config/file/similarity.js';
import { isFrameworkSelector, probesForSelector } from '../../compliance/probe-selectors.js';

/** The resolved probe list: null means "the probes configured for the target" (probeIds: null). */
export interface ProbeSelection {
  probeIds: number[] | null;
  /** How each selector resolved, for the log. */
  notes: string[];
}

/** Flat view of the predefined catalogue (docs/platform.md 4.20). */
export interface CatalogueProbe {
  id: number;
  name: string;
  category: string | null;
  active: boolean;
  /** The platform's tag names of the probe; absent: none known. */
  tags?: string[];
}

/**
 * Flattens docs/platform.md 4.20's categories into probes, skipping entries without an id or name.
 */
export function flattenCatalogue(categories: ProbeCategory[]): CatalogueProbe[] {
  const out: CatalogueProbe[] = [];
  for (const c of categories) {
    for (const p of c.predefinedProbes ?? []) {
      if (typeof p.id !== 'number' || typeof p.name !== 'string') continue;
      out.push({
        id: p.id,
        name: p.name,
        category: c.probeCategoryName ?? null,
        active: p.active !== false,
        tags: (p.tags ?? []).flatMap((t) => (typeof t?.name === 'string' ? [t.name] : [])),
      });
    }
  }
  return out;
}

const norm = (s: string): string => s.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Resolves probe selectors: numeric ids (checked against the catalogue), `custom:ID`, names
 * (case-insensitive, with "did you mean"), `category:NAME`, or `recommended` (the target type's
 * recommended probes, docs/platform.md 4.3 + 4.5). Lookups are read-only and made only when a
 * selector needs them.
 */
export async function resolveProbes(
  client: PlatformClient,
  selectors: string[],
  ctx: { workspaceId: number; targetId: number; signal?: AbortSignal },
): Promise<ProbeSelection> {
  if (selectors.length === 0)
    return { probeIds: null, notes: ["probes: the target's configured probes"] };
  const ids = new Set<number>();
  const notes: string[] = [];
  const problems: string[] = [];
  let catalogue: CatalogueProbe[] | null = null;
  const lookups: Lookups = {
    catalogue: async () =>
      (catalogue ??= flattenCatalogue(await client.listPredefinedProbes({ signal: ctx.signal }))),
    recommended: () => recommendedProbes(client, ctx),
  };
  for (const selector of selectors) {
    const r = await resolveSelector(selector, lookups);
    r.ids.forEach((id) => ids.add(id));
    if (r.note) notes.push(r.note);
    if (r.problem) problems.push(r.problem);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { probeIds: [...ids].sort((a, b) => a - b), notes };
}

/** The read-only lookups a selector may need, each made only when one does. */
interface Lookups {
  catalogue: () => Promise<CatalogueProbe[]>;
  recommended: () => Promise<number[]>;
}

/** What one selector resolves to: probe ids, with a note, or the problem that stops the scan. */
interface Resolved {
  ids: number[];
  note?: string;
  problem?: string;
}

/** Resolves one probe selector (see {@link resolveProbes}). */
async function resolveSelector(selector: string, lookups: Lookups): Promise<Resolved> {
  const custom = /^custom:\s*(\d+)$/i.exec(selector);
  if (custom) {
    // Custom probes are not in the predefined catalogue: the platform checks these ids.
    const note = `${selector}: a custom probe id, not checked against the catalogue`;
    return { ids: [Number(custom[1])], note };
  }
  if (/^\d+$/.test(selector)) {
    // Checked like a name: an unknown id is a typo caught here, not a run that fails later.
    const all = await lookups.catalogue();
    if (all.some((p) => p.id === Number(selector))) return { ids: [Number(selector)] };
    const problem = `probes: no predefined probe has id ${selector}; run \`probe-gate probes\` to list them, or write custom:${selector} for a custom probe.`;
    return { ids: [], problem };
  }
  if (norm(selector) === 'recommended') {
    const rec = await lookups.recommended();
    const note = `recommended: ${rec.length} probes`;
    if (rec.length > 0) return { ids: rec, note };
    const problem =
      'probes: the target type recommends no probes; list probes by id, name or category instead.';
    return { ids: rec, note, problem };
  }
  const all = await lookups.catalogue();
  if (isFrameworkSelector(selector) || /^category:/i.test(selector)) {
    const r = groupSelector(selector, all);
    const ids = r.hits.map((p) => p.id);
    return r.problem
      ? { ids, problem: r.problem }
      : { ids, note: `${selector}: ${ids.length} probes` };
  }
  const hit = all.find((p) => norm(p.name) === norm(selector));
  if (hit) return { ids: [hit.id] };
  const guess = closest(
    selector,
    all.map((p) => p.name),
  );
  const problem = `probes: no probe named "${selector}"${guess ? `; did you mean "${guess}"?` : '; run `probe-gate probes` to list them.'}`;
  return { ids: [], problem };
}

/**
 * The probes of a `framework:EDITION[:ITEM]` selector (exactly the active probes our mapping
 * links to it) or of a `category:NAME` selector, or the one-sentence problem when none.
 */
function groupSelector(
  selector: string,
  all: CatalogueProbe[],
): { hits: CatalogueProbe[]; problem: string | null } {
  if (isFrameworkSelector(selector)) {
    const hits = probesForSelector(selector, all);
    return {
      hits,
      problem:
        hits.length === 0
          ? `probes: "${selector}" maps to no active probe of the catalogue; pick another item or list probes by name.`
          : null,
    };
  }
  const name = selector.replace(/^category:/i, '');
  const wanted = norm(name);
  const hits = all.filter((p) => p.active && p.category !== null && norm(p.category) === wanted);
  if (hits.length > 0) return { hits, problem: null };
  const names = [...new Set(all.map((p) => p.category).filter((c): c is string => c !== null))];
  const guess = closest(name, names);
  return {
    hits,
    problem: `probes: no category "${name}"${guess ? `; did you mean "category:${guess}"?` : `; known categories: ${names.join(', ')}.`}`,
  };
}

async function recommendedProbes(
  client: PlatformClient,
  ctx: { workspaceId: number; targetId: number; signal?: AbortSignal },
): Promise<number[]> {
  const target = await client.getTarget(ctx.workspaceId, ctx.targetId, { signal: ctx.signal });
  const presetId = target.settings?.targetPresetId ?? null;
  if (!presetId)
    throw new ConfigError(
      'probes: "recommended" needs a target with a target type (settings.targetPresetId); list probes by id, name or category instead.',
    );
  const types = await client.listTargetTypes({ signal: ctx.signal });
  const type = types.find((t) => t.id === presetId);
  if (!type)
    throw new ConfigError(
      `probes: the target's type ${presetId} is not in the platform's target types; list probes by id, name or category instead.`,
    );
  return (type.details ?? [])
    .filter((d) => d.isRecommended === true && typeof d.probeId === 'number')
    .map((d) => d.probeId as number);
}
