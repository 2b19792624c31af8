/**
 * `PlatformClient`: one typed method per endpoint of platform-api.md section 4
 * plus the status endpoint of vendor-notes.md. Each method validates its ids,
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
   * answer up (issue 14). Never rejects.
   */
  async requestSent(maxMs = 1000): Promise<void> {
    await nextRequestSent(maxMs);
    loadResponseSchemas().catch(() => undefined);
  }

  /** Closes the default dispatcher (a dispatcher passed in options is left to its owner). */
  async close(): Promise<void> {
    if (this.options.ownsDispatcher) await this.options.dispatcher.close();
  }

  /** 4.1 Creates a target. Not retried once it may have reached the server. */
  async createTarget(workspaceId: number, body: TargetRequest, o?: CallOptions): Promise<Target> {
    const json = validateBody('target request', targetRequestSchema(), body);
    return this.call('createTarget', { workspaceId }, (s) => s.TargetSchema, o, { json });
  }

  /** 4.2 Updates a target. Not retried once it may have reached the server. */
  async updateTarget(
    workspaceId: number,
    targetId: number,
    body: TargetRequest,
    o?: CallOptions,
  ): Promise<Target> {
    const json = validateBody('target request', targetRequestSchema(), body);
    return this.call('updateTarget', { workspaceId, targetId }, (s) => s.TargetSchema, o, { json });
  }

  /** 4.3 Reads a target. */
  async getTarget(workspaceId: number, targetId: number, o?: CallOptions): Promise<Target> {
    return this.call('getTarget', { workspaceId, targetId }, (s) => s.TargetSchema, o);
  }

  /** 4.4 Deletes a target; resolves with the deleted target. */
  async deleteTarget(workspaceId: number, targetId: number, o?: CallOptions): Promise<Target> {
    return this.call('deleteTarget', { workspaceId, targetId }, (s) => s.TargetSchema, o);
  }

  /** 4.5 Lists target types. */
  async listTargetTypes(o?: CallOptions): Promise<TargetType[]> {
    return this.call('listTargetTypes', {}, (s) => s.TargetTypeListSchema, o);
  }

  /** 4.6 Reads a target's scores (from the latest probe run results, possibly older runs). */
  async getTargetScores(
    workspaceId: number,
    targetId: number,
    o?: CallOptions,
  ): Promise<TargetScores> {
    return this.call('getTargetScores', { workspaceId, targetId }, (s) => s.TargetScoresSchema, o);
  }

  /** 4.7 Lists a target's test runs. */
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
   * 4.8 Starts a test run. Retried only when the request provably never left
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

  /** 4.9 Cancels a test run. Safe to repeat, so retried like a GET; any answer body is ignored. */
  async cancelTestRun(workspaceId: number, testRunId: number, o?: CallOptions): Promise<void> {
    await this.call('cancelTestRun', { workspaceId, testRunId }, undefined, o);
  }

  /** 4.10 Lists benchmarked models; scores for one benchmark type if given, else aggregated. */
  async listBenchmarkModels(benchmarkTypeId?: number, o?: CallOptions): Promise<BenchmarkModel[]> {
    if (benchmarkTypeId !== undefined) assertId('benchmarkTypeId', benchmarkTypeId);
    return this.call('listBenchmarkModels', {}, (s) => s.BenchmarkModelListSchema, o, {
      query: { benchmarkTypeId },
    });
  }

  /** 4.11 Reads one benchmarked model. */
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

  /** 4.12 Lists a model's benchmark probe runs for one benchmark type. */
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

  /** 4.13 Reads a benchmark probe run with its test cases. */
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

  /** 4.14 Lists benchmark types. */
  async listBenchmarkTypes(o?: CallOptions): Promise<BenchmarkType[]> {
    return this.call('listBenchmarkTypes', {}, (s) => s.BenchmarkTypeListSchema, o);
  }

  /** 4.15 Reads a probe run with test cases, remediation and AI analysis. */
  async getProbeRun(workspaceId: number, probeRunId: number, o?: CallOptions): Promise<ProbeRun> {
    return this.call('getProbeRun', { workspaceId, probeRunId }, (s) => s.ProbeRunSchema, o);
  }

  /**
   * 4.15 Reads a probe run keeping only its failed and errored test cases (what a scan
   * reports): passed cases are checked for their status only, not copied.
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

  /** 4.16 Requests an AI analysis of a probe run. Safe to repeat; any answer body is ignored. */
  async triggerAiAnalysis(workspaceId: number, probeRunId: number, o?: CallOptions): Promise<void> {
    await this.call('triggerAiAnalysis', { workspaceId, probeRunId }, undefined, o);
  }

  /** 4.17 Reads the AI analysis of a probe run. */
  async getAiAnalysis(
    workspaceId: number,
    probeRunId: number,
    o?: CallOptions,
  ): Promise<AiAnalysis> {
    return this.call('getAiAnalysis', { workspaceId, probeRunId }, (s) => s.AiAnalysisSchema, o);
  }

  /** 4.18 Uploads a knowledge file (multipart part `File`). Not retried once it may have arrived. */
  async uploadFile(
    workspaceId: number,
    file: UploadFile,
    o?: CallOptions,
  ): Promise<FileUploadResult> {
    const form = await fileForm(file, 'application/octet-stream');
    return this.call('uploadFile', { workspaceId }, (s) => s.FileUploadResultSchema, o, { form });
  }

  /** 4.19 Uploads a CSV dataset for a custom probe. Not retried once it may have arrived. */
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

  /** 4.20 Lists predefined probes by category. */
  async listPredefinedProbes(o?: CallOptions): Promise<ProbeCategory[]> {
    return this.call('listPredefinedProbes', {}, (s) => s.ProbeCategoryListSchema, o);
  }

  /**
   * Status of a test run with its probe runs (vendor-notes.md). Servers with
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
    // Empty-answer endpoints (4.9, 4.16) accept any body, including none.
    if (pick === undefined) return undefined as Out;
    const schema = (pick as PickSchema<z.ZodType>)(await loadResponseSchemas());
    return decode(res, schema, this.transport.redactor, (n) => {
      this.malformedTexts += n;
    }) as Out;
  }
}
