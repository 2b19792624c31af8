/**
 * SARIF rules: one per probe, with a severity from the probe's weight (or, when unknown, the
 * run's risk band) and help text in sanitised Markdown (AI analysis and remediation).
 */
import { fmtInt } from '../format.js';
import { fmtRateCi } from '../rates.js';
import type { ProbeRunReport, Report, RiskBand } from '../model.js';
import { inlineCode, plainText, safeLinkUrl } from '../sanitize.js';
import { cleanText, truncate } from '../text-clean.js';

/** SARIF result levels used. */
export type SarifLevel = 'error' | 'warning' | 'note';

/** GitHub's security-severity scale (0-10): >= 9 critical, >= 7 high, >= 4 medium, else low. */
const WEIGHT_SEVERITY: Record<string, number> = { CRITICAL: 9.5, HIGH: 8.0, MEDIUM: 5.5, LOW: 3.0 };
/** Fallback when the probe has no known weight: the run's overall risk band. */
const BAND_SEVERITY: Record<RiskBand, number> = { CRITICAL: 9.0, HIGH: 7.5, MEDIUM: 5.0, LOW: 3.0 };
/** Neither weight nor band known. */
const DEFAULT_SEVERITY = 5.0;

const weightSeverity = (probe: ProbeRunReport): number | undefined =>
  probe.weight === null ? undefined : WEIGHT_SEVERITY[probe.weight.trim().toUpperCase()];

/** Security severity of a probe's findings: its weight, else the run's risk band, else 5.0. */
export function probeSeverity(probe: ProbeRunReport, band: RiskBand | null): number {
  return weightSeverity(probe) ?? (band === null ? DEFAULT_SEVERITY : BAND_SEVERITY[band]);
}

/**
 * What is known of a probe's severity before the run's risk band is: its weight's, or `band`
 * (the same unknown value for every probe without a known weight), with the lowest and
 * highest it can be.
 */
export function severityBeforeBand(probe: ProbeRunReport): {
  key: number | 'band';
  low: number;
  high: number;
} {
  const byWeight = weightSeverity(probe);
  if (byWeight !== undefined) return { key: byWeight, low: byWeight, high: byWeight };
  const possible = [...Object.values(BAND_SEVERITY), DEFAULT_SEVERITY];
  return { key: 'band', low: Math.min(...possible), high: Math.max(...possible) };
}

/** `error` from 7.0 (high, critical), `warning` from 4.0 (medium), else `note`. */
export function severityLevel(severity: number): SarifLevel {
  if (severity >= 7) return 'error';
  if (severity >= 4) return 'warning';
  return 'note';
}

/** Plain text for SARIF strings: one line, cleaned (see `cleanText`), cut to `maxLength`. */
export function sarifText(text: string, maxLength = 1_000): string {
  return truncate(cleanText(text), maxLength);
}

/** Text for a SARIF `message`: like {@link sarifText}, `[` and `]` escaped (no embedded links). */
export function sarifMessage(text: string, maxLength = 1_000): string {
  return sarifText(text, maxLength).replace(/[[\]]/g, '\\$&');
}

/** `prompt-injection-v2` from any name; `probe` when nothing is left. */
function slug(name: string): string {
  const s = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return s === '' ? 'probe' : s;
}

/** The probe's rule id: `probe-gate/<probeId>`, or `probe-gate/<slug of name>` without one. */
export function ruleIdBase(probe: ProbeRunReport): string {
  return probe.probeId === null ? `probe-gate/${slug(probe.name)}` : `probe-gate/${probe.probeId}`;
}

const MAX_TASKS = 20;

function helpMarkdown(probe: ProbeRunReport): string {
  const parts: string[] = [];
  const category = probe.category
    ? ` in category ${inlineCode(probe.category, { maxLength: 200 })}`
    : '';
  const weight = probe.weight ? `, weight ${inlineCode(probe.weight, { maxLength: 50 })}` : '';
  parts.push(
    `AI red-teaming probe ${inlineCode(probe.name, { maxLength: 200 })}${category}${weight}. A result is an attack that succeeded against the target.`,
  );
  parts.push(
    `This run: ${fmtInt(probe.passed)} passed, ${fmtInt(probe.failed)} failed (${fmtInt(probe.accepted)} accepted, ${fmtInt(probe.ignored)} ignored), ${fmtInt(probe.errors)} errors; fail rate ${fmtRateCi(probe)}.`,
  );
  const overview = probe.aiAnalysis?.overview;
  if (overview) parts.push(`**AI analysis**\n\n${plainText(overview, { maxLength: 5_000 })}`);
  if (probe.remediation.length > 0) {
    const items = probe.remediation.slice(0, MAX_TASKS).map((t) => {
      const details = t.details
        ? `: ${plainText(t.details, { singleLine: true, maxLength: 2_000 })}`
        : '';
      return `- ${plainText(t.name, { singleLine: true, maxLength: 300 }) || 'Unnamed task'}${details}`;
    });
    parts.push(`**Remediation**\n\n${items.join('\n')}`);
  }
  return parts.join('\n\n');
}

function helpText(probe: ProbeRunReport): string {
  const lines = [`AI red-teaming probe ${sarifText(probe.name, 200)}.`];
  if (probe.aiAnalysis?.overview) lines.push(sarifText(probe.aiAnalysis.overview, 5_000));
  for (const t of probe.remediation.slice(0, MAX_TASKS)) {
    lines.push(
      `Remediation: ${sarifText(t.name, 300)}${t.details ? `: ${sarifText(t.details, 2_000)}` : ''}`,
    );
  }
  return lines.join('\n');
}

/** Where a rule's help lives: the probe's page of this run on the platform, else the tool's. */
export function ruleHelpUri(probe: ProbeRunReport, informationUri: string | null): string | null {
  return safeLinkUrl(probe.url) ?? informationUri;
}

/** A SARIF reportingDescriptor for one probe. */
export function probeRule(
  probe: ProbeRunReport,
  id: string,
  report: Report,
  informationUri: string | null = null,
): Record<string, unknown> {
  const helpUri = ruleHelpUri(probe, informationUri);
  const severity = probeSeverity(probe, report.scores.band);
  const tags = ['security', 'ai-red-teaming'];
  const category = probe.category === null ? '' : truncate(cleanText(probe.category).trim(), 100);
  if (category !== '' && !tags.includes(category)) tags.push(category);
  const name = sarifText(probe.name, 200);
  return {
    id,
    name,
    shortDescription: { text: `AI red-teaming probe: ${name}` },
    fullDescription: {
      text: `Attacks of the ${name} probe${category ? ` (category ${sarifText(category)})` : ''} that succeeded against the AI target.`,
    },
    help: { text: helpText(probe), markdown: helpMarkdown(probe) },
    ...(helpUri ? { helpUri } : {}),
    defaultConfiguration: { level: severityLevel(severity) },
    properties: {
      tags,
      'security-severity': severity.toFixed(1),
      precision: 'high',
      probeId: probe.probeId,
      weight: probe.weight,
    },
  };
}
