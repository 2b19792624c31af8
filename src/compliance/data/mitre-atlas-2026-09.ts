import type { FrameworkFile } from '../types.js';
import { DATA_LEAKAGE_PROBES, TOOL_MISUSE_PROBES } from './probe-groups.js';

/** MITRE ATLAS, data release 2026.09: the techniques a probe of the catalogue attempts. */
export const MITRE_ATLAS_2026_09: FrameworkFile = {
  framework: 'mitre-atlas',
  edition: '2026.09',
  title: 'MITRE ATLAS 2026.09',
  mappingVersion: 1,
  source: 'https://atlas.mitre.org/',
  items: [
    { id: 'AML.T0051', name: 'LLM Prompt Injection', categories: ['Prompt Injection'] },
    { id: 'AML.T0054', name: 'LLM Jailbreak', categories: ['Jailbreak'] },
    { id: 'AML.T0056', name: 'Extract LLM System Prompt', probes: ['System Prompt Leakage'] },
    {
      id: 'AML.T0057',
      name: 'LLM Data Leakage',
      categories: ['Data Leakage'],
      probes: DATA_LEAKAGE_PROBES,
    },
    {
      id: 'AML.T0077',
      name: 'LLM Response Rendering',
      probes: ['Markdown Image Exfiltration', 'Insecure Output Handling'],
    },
    {
      id: 'AML.T0053',
      name: 'AI Agent Tool Invocation',
      probes: TOOL_MISUSE_PROBES,
    },
    { id: 'AML.T0034', name: 'Cost Harvesting', probes: ['Resource Exhaustion'] },
    {
      id: 'AML.T0048',
      name: 'External Harms',
      categories: ['Harmful Content', 'Bias & Fairness', 'Business Alignment'],
    },
  ],
};
