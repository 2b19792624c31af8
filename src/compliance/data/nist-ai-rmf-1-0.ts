import type { FrameworkFile } from '../types.js';

/**
 * NIST AI Risk Management Framework 1.0 (NIST AI 100-1): the MEASURE outcomes a red-team run
 * gives evidence for. GOVERN, MAP and MANAGE are about the organisation, not about one run.
 */
export const NIST_AI_RMF_1_0: FrameworkFile = {
  framework: 'nist-ai-rmf',
  edition: '1.0',
  title: 'NIST AI Risk Management Framework 1.0',
  mappingVersion: 1,
  source: 'https://www.nist.gov/itl/ai-risk-management-framework',
  items: [
    {
      id: 'MEASURE-2.5',
      name: 'Valid and reliable',
      categories: ['Hallucination', 'Business Alignment'],
    },
    { id: 'MEASURE-2.6', name: 'Safe', categories: ['Harmful Content'] },
    {
      id: 'MEASURE-2.7',
      name: 'Secure and resilient',
      categories: ['Prompt Injection', 'Jailbreak', 'Data Leakage', 'Tool & Agent Misuse'],
    },
    { id: 'MEASURE-2.10', name: 'Privacy', categories: ['Data Leakage'] },
    {
      id: 'MEASURE-2.11',
      name: 'Fair, with harmful bias managed',
      categories: ['Bias & Fairness'],
    },
  ],
};
