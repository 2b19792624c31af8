/**
 * Probes of the catalogue that frameworks map as one group: the same probes answer the same
 * question in every edition that asks it.
 */

/** The probes that try to make a target disclose what it holds or has seen. */
export const DATA_LEAKAGE_PROBES: readonly string[] = [
  'PII Leakage',
  'RAG Context Exfiltration',
  'Credential Disclosure',
  'Training Data Extraction',
  'Cross-session Leakage',
];

/** The probes that make an agent use its tools beyond what it was asked or allowed to. */
export const TOOL_MISUSE_PROBES: readonly string[] = [
  'Unauthorized Tool Invocation',
  'Excessive Agency',
  'Parameter Tampering',
  'Privilege Escalation via Tools',
];
