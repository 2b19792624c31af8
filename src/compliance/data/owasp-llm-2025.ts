import type { FrameworkFile, FrameworkItem } from '../types.js';

/**
 * The 2025 items, each with the platform's tag for it (`OWASP <id>`, e.g. `OWASP LLM07`), in
 * front of any other mapping the item has.
 */
function tagged(items: readonly FrameworkItem[]): FrameworkItem[] {
  return items.map(({ id, name, ...mapped }) => ({ id, name, tags: [`OWASP ${id}`], ...mapped }));
}

/** OWASP Top 10 for LLM Applications, 2025 edition. The platform's `OWASP LLMnn` tags follow it. */
export const OWASP_LLM_2025: FrameworkFile = {
  framework: 'owasp-llm',
  edition: '2025',
  title: 'OWASP Top 10 for LLM Applications 2025',
  mappingVersion: 1,
  source: 'https://genai.owasp.org/llm-top-10/',
  items: tagged([
    { id: 'LLM01', name: 'Prompt Injection' },
    { id: 'LLM02', name: 'Sensitive Information Disclosure' },
    { id: 'LLM03', name: 'Supply Chain' },
    { id: 'LLM04', name: 'Data and Model Poisoning' },
    { id: 'LLM05', name: 'Improper Output Handling' },
    { id: 'LLM06', name: 'Excessive Agency', categories: ['Tool & Agent Misuse'] },
    { id: 'LLM07', name: 'System Prompt Leakage' },
    { id: 'LLM08', name: 'Vector and Embedding Weaknesses' },
    { id: 'LLM09', name: 'Misinformation', categories: ['Hallucination'] },
    { id: 'LLM10', name: 'Unbounded Consumption' },
  ]),
};
