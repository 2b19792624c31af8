import { predefinedProbesView, TARGET_TYPES, targetTypeView } from '../data/catalogue.js';
import type { RouteDef } from '../route-table.js';

/** docs/platform.md 4.5 (target types) and 4.20 (predefined probes): static catalogue. */
export function catalogueRoutes(): RouteDef[] {
  const types = TARGET_TYPES.map(targetTypeView);
  const probes = predefinedProbesView();
  return [
    { method: 'GET', path: '/api/target/types', handle: (c) => c.json(types) },
    { method: 'GET', path: '/api/probe/predefined', handle: (c) => c.json(probes) },
  ];
}
