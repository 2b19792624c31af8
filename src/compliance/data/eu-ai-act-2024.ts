import type { FrameworkFile } from '../types.js';

/** EU AI Act, Regulation (EU) 2024/1689: the articles on high-risk systems a run tests for. */
export const EU_AI_ACT_2024: FrameworkFile = {
  framework: 'eu-ai-act',
  edition: '2024',
  title: 'EU AI Act (Regulation (EU) 2024/1689)',
  mappingVersion: 1,
  source: 'https://eur-lex.europa.eu/eli/reg/2024/1689/oj',
  items: [
    { id: 'Art.9', name: 'Risk management system', categories: ['Harmful Content'] },
    { id: 'Art.10', name: 'Data and data governance', categories: ['Bias & Fairness'] },
    { id: 'Art.14', name: 'Human oversight', categories: ['Tool & Agent Misuse'] },
    {
      id: 'Art.15',
      name: 'Accuracy, robustness and cybersecurity',
      categories: [
        'Prompt Injection',
        'Jailbreak',
        'Data Leakage',
        'Hallucination',
        'Tool & Agent Misuse',
      ],
    },
  ],
};
