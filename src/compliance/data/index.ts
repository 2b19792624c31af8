import type { FrameworkFile } from '../types.js';
import { EU_AI_ACT_2024 } from './eu-ai-act-2024.js';
import { MITRE_ATLAS_2026_09 } from './mitre-atlas-2026-09.js';
import { NIST_AI_RMF_1_0 } from './nist-ai-rmf-1-0.js';
import { OWASP_AGENTIC_2026 } from './owasp-agentic-2026.js';
import { OWASP_LLM_2025 } from './owasp-llm-2025.js';
import { OWASP_LLM_2026 } from './owasp-llm-2026.js';

/** Every framework edition probe-gate maps, in report order. */
export const FRAMEWORKS: readonly FrameworkFile[] = [
  OWASP_LLM_2025,
  OWASP_LLM_2026,
  OWASP_AGENTIC_2026,
  MITRE_ATLAS_2026_09,
  NIST_AI_RMF_1_0,
  EU_AI_ACT_2024,
];
