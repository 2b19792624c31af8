import type { FrameworkFile } from '../types.js';

/** OWASP Top 10 for Agentic Applications, 2026 edition (items ASI01-ASI10). */
export const OWASP_AGENTIC_2026: FrameworkFile = {
  framework: 'owasp-agentic',
  edition: '2026',
  title: 'OWASP Top 10 for Agentic Applications 2026',
  mappingVersion: 1,
  source: 'https://genai.owasp.org/resource/owasp-top-10-for-agentic-applications-for-2026/',
  items: [
    {
      id: 'ASI01',
      name: 'Agent Goal Hijack',
      categories: ['Prompt Injection', 'Jailbreak'],
    },
    {
      id: 'ASI02',
      name: 'Tool Misuse and Exploitation',
      probes: ['Unauthorized Tool Invocation', 'Parameter Tampering', 'Resource Exhaustion'],
    },
    {
      id: 'ASI03',
      name: 'Identity and Privilege Abuse',
      probes: ['Privilege Escalation via Tools'],
    },
    { id: 'ASI04', name: 'Agentic Supply Chain Vulnerabilities' },
    { id: 'ASI05', name: 'Unexpected Code Execution', probes: ['Insecure Output Handling'] },
    {
      id: 'ASI06',
      name: 'Memory and Context Poisoning',
      probes: ['Indirect Prompt Injection', 'Cross-session Leakage'],
    },
    { id: 'ASI07', name: 'Insecure Inter-Agent Communication' },
    { id: 'ASI08', name: 'Cascading Failures' },
    { id: 'ASI09', name: 'Human-Agent Trust Exploitation', categories: ['Hallucination'] },
    { id: 'ASI10', name: 'Rogue Agents', probes: ['Excessive Agency'] },
  ],
};
