/** Tolerant readers for the benchmark endpoints (docs/platform.md 2.8-2.10, 4.10-4.14). */
import { z } from 'zod';
import {
  attackMethod,
  counts,
  dateTime,
  freeMap,
  id,
  list,
  num,
  numberMap,
  pick,
  str,
  stringMap,
  topList,
} from './schema-parts.js';

/** A benchmarked public model, list shape (docs/platform.md 4.10). */
export const BenchmarkModelSchema = z.looseObject({
  id,
  name: str,
  provider: str,
  benchmarkDate: dateTime,
  url: str,
  /** For one benchmark type when benchmarkTypeId was given, else aggregated. */
  scores: numberMap,
});
export type BenchmarkModel = z.infer<typeof BenchmarkModelSchema>;
export const BenchmarkModelListSchema = topList(BenchmarkModelSchema);

/** A benchmarked model with details (docs/platform.md 4.11). */
export const BenchmarkModelDetailSchema = z.looseObject({
  ...BenchmarkModelSchema.shape,
  description: str,
  config: freeMap,
  metadata: freeMap,
  ...pick(counts, 'totalCount', 'passedCount', 'failedCount'),
  ranks: numberMap,
});
export type BenchmarkModelDetail = z.infer<typeof BenchmarkModelDetailSchema>;

/** One probe run of a benchmarked model (docs/platform.md 4.12). */
export const BenchmarkProbeRunSchema = z.looseObject({
  id,
  ...pick(counts, 'passedCount', 'failedCount', 'totalCount'),
  score: num,
  probeId: num,
  probeName: str,
  probeCategoryId: num,
  probeCategoryName: str,
  createdAt: dateTime,
});
export type BenchmarkProbeRun = z.infer<typeof BenchmarkProbeRunSchema>;
export const BenchmarkProbeRunListSchema = topList(BenchmarkProbeRunSchema);

/** One content item of a conversation message (text, image, audio or document). */
export const MessageContentSchema = z.looseObject({
  text: str,
  encodedText: str,
  imageUrl: str,
  encodedImageUrl: str,
  contentType: str,
  audioUrl: str,
  encodedAudioUrl: str,
  documentUrl: str,
  encodedDocumentUrl: str,
});
export type MessageContent = z.infer<typeof MessageContentSchema>;

/** One message of an attack conversation. */
export const ConversationMessageSchema = z.looseObject({
  role: str,
  messageContents: list(MessageContentSchema),
});
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;

/** One test case of a benchmark probe run. Text fields are attacker-controlled (R12). */
export const BenchmarkResultSchema = z.looseObject({
  id: num,
  attackId: str,
  ...attackMethod,
  status: str,
  redTeamerLabels: stringMap,
  createdAt: dateTime,
  conversation: list(list(ConversationMessageSchema)),
  explanation: str,
});
export type BenchmarkResult = z.infer<typeof BenchmarkResultSchema>;

/** A benchmark probe run with its results (docs/platform.md 4.13). */
export const BenchmarkProbeRunDetailSchema = z.looseObject({
  ...BenchmarkProbeRunSchema.shape,
  results: list(BenchmarkResultSchema),
});
export type BenchmarkProbeRunDetail = z.infer<typeof BenchmarkProbeRunDetailSchema>;

/** A benchmark type (docs/platform.md 4.14). */
export const BenchmarkTypeSchema = z.looseObject({ id, name: str, description: str });
export type BenchmarkType = z.infer<typeof BenchmarkTypeSchema>;
export const BenchmarkTypeListSchema = topList(BenchmarkTypeSchema);
