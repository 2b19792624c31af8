/**
 * `PlatformClient`: one typed method per endpoint of docs/platform.md section 4
 * plus the status endpoint. Each method validates its ids,
 * builds the path, sends through the Transport (retries, timeouts, errors) and
 * parses the answer with a tolerant schema.
 */
import type { FormData } from 'undici';
import type { z } from 'zod';
import { decode } from './schemas/decode.js';
import { assertId, ENDPOINTS, fillPath, type EndpointName } from './endpoints.js';
import {
  resolveOptions,
  withinScope,
  type CallOptions,
  type ClientOptions,
  type ResolvedOptions,
} from './transport/options.js';
import type {
  AiAnalysis,
  BenchmarkModel,
  BenchmarkModelDetail,
  BenchmarkProbeRun,
  BenchmarkProbeRunDetail,
  BenchmarkType,
  DatasetUploadResult,
  FileUploadResult,
  ProbeCategory,
  ProbeRun,
  Target,
  TargetScores,
  TargetType,
  TestRunStatus,
  TestRunSummary,
  TriggerResponse,
} from './schemas/schemas.js';
import {
  targetRequestSchema,
  triggerRequestSchema,
  type TargetRequest,
  type TriggerRequest,
} from './schemas/schemas-request.js';
import { fileForm, validateBody, type UploadFile } from './schemas/request-bodies.js';
import { nextRequestSent } from './transport/on-the-wire.js';
import { Transport } from './transport/transport.js';

/** The response schemas (schemas.ts). */
type ResponseSchemas = typeof import('./schemas/schemas.js');
/** Picks an endpoint's response schema. */
type PickSchema<S extends z.ZodType> = (schemas: ResponseSchemas) => S;

let responseSchemas: Promise<ResponseSchemas> | undefined;
/**
 * The response schemas, loaded on the first answer that needs one: building them takes a few
 * milliseconds the Action and the CLI need not spend before their first request.
 */
function loadResponseSchemas(): Promise<ResponseSchemas> {
  responseSchemas ??= import('./schemas/schemas.js');
  return responseSchemas;
}

/**
 * Typed client of the platform HTTP API. Every method is async: a bad
 * argument (InvalidArgumentError) arrives as a rejection, like any other error.
 */
export class PlatformClient {
  private readonly options: ResolvedOptions;
  private readonly transport: Transport;
  /**
   * Texts of the platform's answers that held lone UTF-16 surrogates, each replaced by its
   * well-formed form (well-formed.ts) so that every report is valid UTF-8.
   */
  malformedTexts = 0;

  /** Throws InvalidArgumentError for a bad baseUrl, an empty key or bad numbers. */
  constructor(options: ClientOptions) {
    this.options = resolveOptions(options);
    this.transport = new Transport(this.options);
  }

  /**
   * Tightens the deadline of every later call in the client's scope (it never loosens): the
   * scan narrows it phase by phase, and every holder of this client keeps to it (R24).
   */
  limitScope(deadline: number): void {
    const scope = this.options.scope;
    scope.deadline = scope.deadline === undefined ? deadline : Math.min(scope.deadline, deadline);
  }

  /**
   * Resolves once the next request is on the wire (or after `maxMs`), having started then to
   * load the response schemas its answer needs: the caller may start loads of its own. Work
   * begun before the write would hold the request back; after the answer, it would hold the
   * answer up. Never rejects.
   */
  async requestSent(maxMs = 1000): Promise<void> {
    await nextRequestSent(maxMs);
    loadResponseSchemas().catch(() => undefined);
  }

  /** Closes the default dispatcher (a dispatcher passed in options is left to its owner). */
  async close(): Promise<void> {
    if (this.options.ownsDispatcher) await this.options.dispatcher.close();
  }

  /** Creates a target (docs/platform.md 4.1). Not retried once it may have reached the server. */
  async createTarget(workspaceId: number, body: TargetRequest, o?: CallOptions): Promise<Target> {
    const json = validateBody('target request', targetRequestSchema(), body);
    return this.call('createTarget', { workspaceId }, (s) => s.TargetSchema, o, { json });
  }

  /** Updates a target (docs/platform.md 4.2). Not retried once it may have reached the server. */
  async updateTarget(
    workspaceId: number,
    targetId: number,
    body: TargetRequest,
    o?: CallOptions,
  ): Promise<Target> {
    const json = validateBody('target request', targetRequestSchema(), body);
    return this.call('updateTarget', { workspaceId, targetId }, (s) => s.TargetSchema, o, { json });
  }

  /** Reads a target (docs/platform.md 4.3). */
  async getTarget(workspaceId: number, targetId: number, o?: CallOptions): Promise<Target> {
    return this.call('getTarget', { workspaceId, targetId }, (s) => s.TargetSchema, o);
  }

  /** Deletes a target (docs/platform.md 4.4); resolves with the deleted target. */
  async deleteTarget(workspaceId: number, targetId: number, o?: CallOptions): Promise<Target> {
    return this.call('deleteTarget', { workspaceId, targetId }, (s) => s.TargetSchema, o);
  }

  /** Lists target types (docs/platform.md 4.5). */
  async listTargetTypes(o?: CallOptions): Promise<TargetType[]> {
    return this.call('listTargetTypes', {}, (s) => s.TargetTypeListSchema, o);
  }

  /**
   * Reads a target's scores (from the latest probe run results, possibly older runs;
   * docs/platform.md 4.6).
   */
  async getTargetScores(
    workspaceId: number,
    targetId: number,
    o?: CallOptions,
  ): Promise<TargetScores> {
    return this.call('getTargetScores', { workspaceId, targetId }, (s) => s.TargetScoresSchema, o);
  }

  /** Lists a target's test runs (docs/platform.md 4.7). */
  async listTestRuns(
    workspaceId: number,
    targetId: number,
    o?: CallOptions,
  ): Promise<TestRunSummary[]> {
    return this.call(
      'listTestRuns',
      { workspaceId, targetId },
      (s) => s.TestRunSummaryListSchema,
      o,
    );
  }

  /**
   * Starts a test run (docs/platform.md 4.8). Retried only when the request provably never left
   * (connect refused, DNS, connect timeout); any other failure is thrown with
   * `requestMayHaveReachedServer: true` so the caller can look the run up by
   * its unique name (4.7) before triggering again (R3).
   */
  async triggerTestRun(
    workspaceId: number,
    body: TriggerRequest,
    o?: CallOptions,
  ): Promise<TriggerResponse> {
    const json = validateBody('trigger request', triggerRequestSchema(), body);
    return this.call('triggerTestRun', { workspaceId }, (s) => s.TriggerResponseSchema, o, {
      json,
    });
  }

  /**
   * Cancels a test run (docs/platform.md 4.9). Safe to repeat, so retried like a GET; any answer
   * body is ignored.
   */
  async cancelTestRun(workspaceId: number, testRunId: number, o?: CallOptions): Promise<void> {
    await this.call('cancelTestRun', { workspaceId, testRunId }, undefined, o);
  }

  /**
   * Lists benchmarked models (docs/platform.md 4.10); scores for one benchmark type if given, else
   * aggregated.
   */
  async listBenchmarkModels(benchmarkTypeId?: number, o?: CallOptions): Promise<BenchmarkModel[]> {
    if (benchmarkTypeId !== undefined) assertId('benchmarkTypeId', benchmarkTypeId);
    return this.call('listBenchmarkModels', {}, (s) => s.BenchmarkModelListSchema, o, {
      query: { benchmarkTypeId },
    });
  }

  /** Reads one benchmarked model (docs/platform.md 4.11). */
  async getBenchmarkModel(
    modelId: number,
    benchmarkTypeId?: number,
    o?: CallOptions,
  ): Promise<BenchmarkModelDetail> {
    if (benchmarkTypeId !== undefined) assertId('benchmarkTypeId', benchmarkTypeId);
    return this.call('getBenchmarkModel', { modelId }, (s) => s.BenchmarkModelDetailSchema, o, {
      query: { benchmarkTypeId },
    });
  }

  /** Lists a model's benchmark probe runs for one benchmark type (docs/platform.md 4.12). */
  async listBenchmarkModelRuns(
    modelId: number,
    benchmarkTypeId: number,
    o?: CallOptions,
  ): Promise<BenchmarkProbeRun[]> {
    assertId('benchmarkTypeId', benchmarkTypeId);
    return this.call(
      'listBenchmarkModelRuns',
      { modelId },
      (s) => s.BenchmarkProbeRunListSchema,
      o,
      {
        query: { benchmarkTypeId },
      },
    );
  }

  /** Reads a benchmark probe run with its test cases (docs/platform.md 4.13). */
  async getBenchmarkRunTestCases(
    modelId: number,
    probeRunId: number,
    o?: CallOptions,
  ): Promise<BenchmarkProbeRunDetail> {
    return this.call(
      'getBenchmarkRunTestCases',
      { modelId, probeRunId },
      (s) => s.BenchmarkProbeRunDetailSchema,
      o,
    );
  }

  /** Lists benchmark types (docs/platform.md 4.14). */
  async listBenchmarkTypes(o?: CallOptions): Promise<BenchmarkType[]> {
    return this.call('listBenchmarkTypes', {}, (s) => s.BenchmarkTypeListSchema, o);
  }

  /** Reads a probe run with test cases, remediation and AI analysis (docs/platform.md 4.15). */
  async getProbeRun(workspaceId: number, probeRunId: number, o?: CallOptions): Promise<ProbeRun> {
    return this.call('getProbeRun', { workspaceId, probeRunId }, (s) => s.ProbeRunSchema, o);
  }

  /**
   * Reads a probe run keeping only its failed and errored test cases (what a scan
   * reports; docs/platform.md 4.15): passed cases are checked for their status only, not copied.
   */
  async getProbeRunFindings(
    workspaceId: number,
    probeRunId: number,
    o?: CallOptions,
  ): Promise<ProbeRun> {
    return this.call(
      'getProbeRun',
      { workspaceId, probeRunId },
      (s) => s.ProbeRunFindingsSchema,
      o,
    );
  }

  /**
   * Requests an AI analysis of a probe run (docs/platform.md 4.16). Safe to repeat; any answer body
   * is ignored.
   */
  async triggerAiAnalysis(workspaceId: number, probeRunId: number, o?: CallOptions): Promise<void> {
    await this.call('triggerAiAnalysis', { workspaceId, probeRunId }, undefined, o);
  }

  /** Reads the AI analysis of a probe run (docs/platform.md 4.17). */
  async getAiAnalysis(
    workspaceId: number,
    probeRunId: number,
    o?: CallOptions,
  ): Promise<AiAnalysis> {
    return this.call('getAiAnalysis', { workspaceId, probeRunId }, (s) => s.AiAnalysisSchema, o);
  }

  /**
   * Uploads a knowledge file (multipart part `File`; docs/platform.md 4.18). Not retried once it
   * may have arrived.
   */
  async uploadFile(
    workspaceId: number,
    file: UploadFile,
    o?: CallOptions,
  ): Promise<FileUploadResult> {
    const form = await fileForm(file, 'application/octet-stream');
    return this.call('uploadFile', { workspaceId }, (s) => s.FileUploadResultSchema, o, { form });
  }

  /**
   * Uploads a CSV dataset for a custom probe (docs/platform.md 4.19). Not retried once it may have
   * arrived.
   */
  async uploadDataset(
    workspaceId: number,
    file: UploadFile,
    o?: CallOptions,
  ): Promise<DatasetUploadResult> {
    const form = await fileForm(file, 'text/csv');
    return this.call('uploadDataset', { workspaceId }, (s) => s.DatasetUploadResultSchema, o, {
      form,
    });
  }

  /** Lists predefined probes by category (docs/platform.md 4.20). */
  async listPredefinedProbes(o?: CallOptions): Promise<ProbeCategory[]> {
    return this.call('listPredefinedProbes', {}, (s) => s.ProbeCategoryListSchema, o);
  }

  /**
   * Status of a test run with its probe runs (docs/platform.md). Servers with
   * only the 20 documented endpoints answer 404 or 405 (NotFoundError,
   * MethodNotAllowedError): callers fall back to 4.7 and 4.6.
   */
  async getTestRunStatus(testRunId: number, o?: CallOptions): Promise<TestRunStatus> {
    return this.call('getTestRunStatus', { testRunId }, (s) => s.TestRunStatusSchema, o);
  }

  /** Sends one endpoint's request and decodes its answer with the schema `pick` names (none when undefined). */
  private async call<S extends z.ZodType | undefined>(
    name: EndpointName,
    params: Record<string, unknown>,
    pick: S extends z.ZodType ? PickSchema<S> : undefined,
    o: CallOptions | undefined,
    extra: {
      json?: unknown;
      form?: FormData;
      query?: Record<string, number | undefined>;
    } = {},
  ): Promise<S extends z.ZodType ? z.output<S> : undefined> {
    const def = ENDPOINTS[name];
    const path = fillPath(def.path, params);
    const res = await this.transport.send(
      {
        method: def.method,
        template: def.path,
        path,
        retry: def.retry,
        expectJson: pick !== undefined,
        ...extra,
      },
      withinScope(this.options.scope, o),
    );
    type Out = S extends z.ZodType ? z.output<S> : undefined;
    // Empty-answer endpoints (docs/platform.md 4.9, 4.16) accept any body, including none.
    if (pick === undefined) return undefined as Out;
    const schema = (pick as PickSchema<z.ZodType>)(await loadResponseSchemas());
    return decode(res, schema, this.transport.redactor, (n) => {
      this.malformedTexts += n;
    }) as Out;
  }
}
