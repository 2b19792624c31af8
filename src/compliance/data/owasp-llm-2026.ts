import type { FrameworkFile } from '../types.js';
import { DATA_LEAKAGE_PROBES, TOOL_MISUSE_PROBES } from './probe-groups.js';

/**
 * OWASP Top 10 for LLM Applications, 2026 edition: most items renumbered against 2025, so the
 * platform's undated `OWASP LLMnn` tags are not read here; probes map by name and category.
 */
export const OWASP_LLM_2026: FrameworkFile = {
  framework: 'owasp-llm',
  edition: '2026',
  title: 'OWASP Top 10 for LLM Applications 2026',
  mappingVersion: 1,
  source: 'https://genai.owasp.org/resource/owasp-genai-llm-top-10-2026/',
  items: [
    { id: 'LLM01', name: 'Prompt Injection', categories: ['Prompt Injection', 'Jailbreak'] },
    {
      id: 'LLM02',
      name: 'Sensitive Information Disclosure',
      categories: ['Data Leakage'],
      probes: [...DATA_LEAKAGE_PROBES, 'Markdown Image Exfiltration'],
    },
    {
      id: 'LLM03',
      name: 'Excessive Agency',
      categories: ['Tool & Agent Misuse'],
      probes: TOOL_MISUSE_PROBES,
    },
    { id: 'LLM04', name: 'Supply Chain' },
    { id: 'LLM05', name: 'Data and Model Poisoning' },
    { id: 'LLM06', name: 'Unbounded Consumption', probes: ['Resource Exhaustion'] },
    {
      id: 'LLM07',
      name: 'Misinformation',
      categories: ['Hallucination'],
      probes: ['Unapproved Medical or Financial Advice'],
    },
    { id: 'LLM08', name: 'Hidden Context Exposure', probes: ['System Prompt Leakage'] },
    { id: 'LLM09', name: 'Vector and Embedding Weaknesses', probes: ['RAG Context Exfiltration'] },
    {
      id: 'LLM10',
      name: 'Improper Output Handling',
      probes: ['Insecure Output Handling', 'Markdown Image Exfiltration'],
    },
  ],
};
