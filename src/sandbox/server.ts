import { Hono, type MiddlewareHandler } from 'hono';
import { API_KEY_HEADER, authMiddleware, checkKey } from './auth.js';
import { errorResponse, HttpError, notFound } from './errors.js';
import { type FaultDeps, faultMiddleware } from './faults.js';
import { echoMiddleware } from './sim/echo.js';
import { type AppEnv, honoPath, type RouteDef, RouteMatcher, type World } from './route-table.js';
import { benchmarkRoutes } from './routes/benchmarks.js';
import { catalogueRoutes } from './routes/catalogue.js';
import { fileRoutes } from './routes/files.js';
import { probeRunRoutes } from './routes/probe-runs.js';
import { targetRoutes } from './routes/targets.js';
import { testRunRoutes } from './routes/test-runs.js';

export interface AppConfig {
  world: World;
  /** The only accepted X-Api-Key. */
  apiKey: string;
  /** Serve GET /api/v2/test-run/{testRunId}/status (else it is an unknown route: 404). */
  statusEndpoint: boolean;
  faults: FaultDeps;
}

/** Every endpoint of the sandbox, in one table. */
export function allRoutes(world: World, statusEndpoint: boolean): RouteDef[] {
  return [
    ...targetRoutes(world),
    ...catalogueRoutes(),
    ...testRunRoutes(world, statusEndpoint),
    ...probeRunRoutes(world),
    ...benchmarkRoutes(world),
    ...fileRoutes(world),
  ];
}

/** Outermost middleware: counts requests by route template and keeps the request log. */
function statsMiddleware(cfg: AppConfig, matcher: RouteMatcher): MiddlewareHandler<AppEnv> {
  const { stats, clock } = cfg.world;
  return async (c, next) => {
    const method = c.req.method;
    const label = matcher.label(method, c.req.path);
    const at = clock.realTime();
    stats.request(label);
    const key = checkKey(c.req.header(API_KEY_HEADER), cfg.apiKey);
    await next();
    const fault = c.get('fault') ?? null;
    const url = new URL(c.req.url);
    stats.logEntry({
      method,
      path: url.pathname + url.search,
      route: label.slice(method.length + 1),
      status: fault === 'reset' || fault === 'reset-after' ? null : c.res.status,
      apiKeyPresent: key !== 'missing',
      authorized: key === 'valid',
      fault,
      at,
      answeredAt: clock.realTime(),
    });
  };
}

/**
 * The Hono app: stats, then faults (any route, before auth, as a gateway
 * would), then auth, then the echo of secrets (off unless a test turns it on), then the
 * endpoints. A known path with another method
 * answers 405; an unknown path 404; both with the error object.
 */
export function createApp(cfg: AppConfig): Hono<AppEnv> {
  const routes = allRoutes(cfg.world, cfg.statusEndpoint);
  const matcher = new RouteMatcher(routes);
  const app = new Hono<AppEnv>();
  app.use('*', statsMiddleware(cfg, matcher));
  app.use('*', faultMiddleware(cfg.faults));
  app.use('*', authMiddleware(cfg.apiKey));
  app.use('*', echoMiddleware(cfg.world, cfg.apiKey, cfg.world.echo));
  for (const route of routes) {
    app.on(route.method, honoPath(route.path), (c) => route.handle(c));
  }
  for (const { path, methods } of matcher.paths()) {
    app.all(honoPath(path), (c) =>
      errorResponse(
        new HttpError(
          405,
          'METHOD_NOT_ALLOWED',
          `${c.req.method} is not allowed on ${path}.`,
          undefined,
          {
            allow: methods.join(', '),
          },
        ),
      ),
    );
  }
  app.notFound((c) => errorResponse(notFound(`No route for ${c.req.method} ${c.req.path}.`)));
  app.onError((err) =>
    errorResponse(
      err instanceof HttpError
        ? err
        : new HttpError(500, 'INTERNAL_ERROR', `Internal server error: ${(err as Error).message}`),
    ),
  );
  return app;
}
