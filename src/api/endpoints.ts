/**
 * The platform's endpoints (docs/platform.md section 4, plus the status
 * endpoint) with their retry mode, and path filling.
 */
import { InvalidArgumentError } from './errors.js';
import type { HttpMethod, RetryMode } from './transport/transport.js';

/** One endpoint: method, path template and how it may be retried. */
export interface EndpointDef {
  method: HttpMethod;
  path: string;
  retry: RetryMode;
}

/**
 * Every endpoint the client calls, keyed by client method name.
 *
 * Retry modes: GETs are safe to repeat. Cancel (docs/platform.md 4.9) and the AI analysis
 * trigger (4.16) are POSTs, but doing them twice has the same effect as once,
 * so they retry like GETs. Create (4.1), uploads (4.18, 4.19) and above all
 * the test run trigger (4.8) would create a second resource if repeated, and
 * PATCH/DELETE may fail differently the second time: these are resent only
 * when the request provably never left (R3).
 */
export const ENDPOINTS = {
  createTarget: {
    method: 'POST',
    path: '/api/v2/workspaces/{workspaceId}/target',
    retry: 'unsent-only',
  },
  updateTarget: {
    method: 'PATCH',
    path: '/api/v2/workspaces/{workspaceId}/target/{targetId}',
    retry: 'unsent-only',
  },
  getTarget: {
    method: 'GET',
    path: '/api/v2/workspaces/{workspaceId}/target/{targetId}',
    retry: 'idempotent',
  },
  deleteTarget: {
    method: 'DELETE',
    path: '/api/workspaces/{workspaceId}/target/{targetId}',
    retry: 'unsent-only',
  },
  listTargetTypes: { method: 'GET', path: '/api/target/types', retry: 'idempotent' },
  getTargetScores: {
    method: 'GET',
    path: '/api/workspaces/{workspaceId}/target/{targetId}/scores',
    retry: 'idempotent',
  },
  listTestRuns: {
    method: 'GET',
    path: '/api/workspaces/{workspaceId}/target/{targetId}/test-runs',
    retry: 'idempotent',
  },
  triggerTestRun: {
    method: 'POST',
    path: '/api/workspaces/{workspaceId}/test-run/trigger',
    retry: 'unsent-only',
  },
  cancelTestRun: {
    method: 'POST',
    path: '/api/workspaces/{workspaceId}/test-run/{testRunId}/cancel',
    retry: 'idempotent',
  },
  listBenchmarkModels: { method: 'GET', path: '/api/v2/benchmarks/models', retry: 'idempotent' },
  getBenchmarkModel: {
    method: 'GET',
    path: '/api/v2/benchmarks/models/{modelId}',
    retry: 'idempotent',
  },
  listBenchmarkModelRuns: {
    method: 'GET',
    path: '/api/v2/benchmarks/models/{modelId}/runs',
    retry: 'idempotent',
  },
  getBenchmarkRunTestCases: {
    method: 'GET',
    path: '/api/v2/benchmarks/models/{modelId}/runs/{probeRunId}/test-cases',
    retry: 'idempotent',
  },
  listBenchmarkTypes: { method: 'GET', path: '/api/v2/benchmarks/types', retry: 'idempotent' },
  getProbeRun: {
    method: 'GET',
    path: '/api/workspaces/{workspaceId}/probe-run/{probeRunId}',
    retry: 'idempotent',
  },
  triggerAiAnalysis: {
    method: 'POST',
    path: '/api/workspaces/{workspaceId}/probe-run/{probeRunId}/ai-analysis/trigger',
    retry: 'idempotent',
  },
  getAiAnalysis: {
    method: 'GET',
    path: '/api/workspaces/{workspaceId}/probe-run/{probeRunId}/ai-analysis',
    retry: 'idempotent',
  },
  uploadFile: {
    method: 'POST',
    path: '/api/workspaces/{workspaceId}/file/upload',
    retry: 'unsent-only',
  },
  uploadDataset: {
    method: 'POST',
    path: '/api/workspaces/{workspaceId}/probe/custom/dataset/upload',
    retry: 'unsent-only',
  },
  listPredefinedProbes: { method: 'GET', path: '/api/probe/predefined', retry: 'idempotent' },
  getTestRunStatus: {
    method: 'GET',
    path: '/api/v2/test-run/{testRunId}/status',
    retry: 'idempotent',
  },
} as const satisfies Record<string, EndpointDef>;

/** Name of a client method / endpoint. */
export type EndpointName = keyof typeof ENDPOINTS;

/** Throws InvalidArgumentError unless `value` is a positive safe integer. */
export function assertId(name: string, value: unknown): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    const got = typeof value === 'number' ? String(value) : typeof value;
    throw new InvalidArgumentError(`${name} must be a positive integer, got ${got}`);
  }
}

/** Fills `{name}` placeholders with validated ids; every placeholder must be given. */
export function fillPath(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    assertId(name, value);
    return String(value);
  });
}
