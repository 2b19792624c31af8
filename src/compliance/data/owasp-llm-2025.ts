import type { FrameworkFile } from '../types.js';

/** OWASP Top 10 for LLM Applications, 2025 edition. The platform's `OWASP LLMnn` tags follow it. */
export const OWASP_LLM_2025: FrameworkFile = {
  framework: 'owasp-llm',
  edition: '2025',
  title: 'OWASP Top 10 for LLM Applications 2025',
  mappingVersion: 1,
  source: 'https://genai.owasp.org/llm-top-10/',
  items: [
    { id: 'LLM01', name: 'Prompt Injection', tags: ['OWASP LLM01'] },
    { id: 'LLM02', name: 'Sensitive Information Disclosure', tags: ['OWASP LLM02'] },
    { id: 'LLM03', name: 'Supply Chain', tags: ['OWASP LLM03'] },
    { id: 'LLM04', name: 'Data and Model Poisoning', tags: ['OWASP LLM04'] },
    { id: 'LLM05', name: 'Improper Output Handling', tags: ['OWASP LLM05'] },
    {
      id: 'LLM06',
      name: 'Excessive Agency',
      tags: ['OWASP LLM06'],
      categories: ['Tool & Agent Misuse'],
    },
    { id: 'LLM07', name: 'System Prompt Leakage', tags: ['OWASP LLM07'] },
    { id: 'LLM08', name: 'Vector and Embedding Weaknesses', tags: ['OWASP LLM08'] },
    { id: 'LLM09', name: 'Misinformation', tags: ['OWASP LLM09'], categories: ['Hallucination'] },
    { id: 'LLM10', name: 'Unbounded Consumption', tags: ['OWASP LLM10'] },
  ],
};
