import { badField } from '../errors.js';
import { parseIntParam } from '../http-input.js';
import type { AppContext, RouteDef, World } from '../route-table.js';

/** Optional int32 query parameter benchmarkTypeId. */
function typeQuery(c: AppContext): number | undefined {
  const raw = c.req.query('benchmarkTypeId');
  return raw === undefined || raw === '' ? undefined : parseIntParam('benchmarkTypeId', raw);
}

const modelId = (c: AppContext) => parseIntParam('modelId', c.req.param('modelId'), true);

/** docs/platform.md 4.10-4.14. */
export function benchmarkRoutes(world: World): RouteDef[] {
  const { benchmarks } = world;
  return [
    {
      method: 'GET',
      path: '/api/v2/benchmarks/models',
      handle: (c) => c.json(benchmarks.list(typeQuery(c))),
    },
    {
      method: 'GET',
      path: '/api/v2/benchmarks/models/{modelId}',
      handle: (c) => c.json(benchmarks.detail(modelId(c), typeQuery(c))),
    },
    {
      method: 'GET',
      path: '/api/v2/benchmarks/models/{modelId}/runs',
      handle(c) {
        const id = modelId(c);
        const typeId = typeQuery(c);
        if (typeId === undefined) {
          throw badField('benchmarkTypeId', 'required query parameter is missing');
        }
        return c.json(benchmarks.probeRuns(id, typeId));
      },
    },
    {
      method: 'GET',
      path: '/api/v2/benchmarks/models/{modelId}/runs/{probeRunId}/test-cases',
      handle(c) {
        const id = modelId(c);
        const probeRunId = parseIntParam('probeRunId', c.req.param('probeRunId'), true);
        return c.json(benchmarks.probeRunDetail(id, probeRunId));
      },
    },
    {
      method: 'GET',
      path: '/api/v2/benchmarks/types',
      handle: (c) => c.json(benchmarks.types()),
    },
  ];
}
