/**
 * Provider rate limits (config `limits`): one limiter per provider and limit
 * in the process, so every model call of every concurrent workflow, judge,
 * sampler and run in the process (mutate runs many) draws on one budget. A
 * call first takes a request from the rpm bucket and waits while the tpm
 * bucket is in debt; what it used is charged after it answers. With
 * `--shard i/N` each shard is given 1/N of the limit (shareLimits).
 */
import type { LanguageModelMiddleware } from "ai";
import type { Limits, ProviderLimit } from "../config/limits-schema.js";
import type { Shard } from "../result/shard.js";
import { TokenBucket, type BucketClock } from "../util/token-bucket.js";

/** The two buckets of one provider. */
export class ProviderLimiter {
  readonly requests: TokenBucket | null;
  readonly tokens: TokenBucket | null;

  constructor(limit: ProviderLimit, clock?: BucketClock) {
    this.requests = limit.rpm === undefined ? null : new TokenBucket({ perMinute: limit.rpm, clock });
    this.tokens = limit.tpm === undefined ? null : new TokenBucket({ perMinute: limit.tpm, clock });
  }

  /** Waits for a request slot and for the token budget to be out of debt; rejects when `signal` aborts. */
  async acquire(signal?: AbortSignal): Promise<void> {
    await this.requests?.take(1, signal);
    await this.tokens?.take(0, signal);
  }

  /** Charges the tokens a call used. */
  charge(tokens: number): void {
    this.tokens?.debit(tokens);
  }
}

const limiters = new Map<string, ProviderLimiter>();

/** The process's limiter of `provider` at `limit` (one per provider and limit: every caller shares it). */
export function providerLimiter(provider: string, limit: ProviderLimit): ProviderLimiter {
  const key = `${provider}\u0000${limit.rpm ?? ""}\u0000${limit.tpm ?? ""}`;
  let limiter = limiters.get(key);
  if (!limiter) limiters.set(key, (limiter = new ProviderLimiter(limit)));
  return limiter;
}

/** Each shard's part of the limits: 1/N of each (at least 1), so N shards together stay within them. */
export function shareLimits(limits: Limits | undefined, shard: Pick<Shard, "total"> | null | undefined): Limits | undefined {
  if (!limits || !shard || shard.total === 1) return limits;
  const part = (n: number | undefined): number | undefined => (n === undefined ? undefined : Math.max(1, Math.floor(n / shard.total)));
  return Object.fromEntries(
    Object.entries(limits).map(([provider, limit]) => [provider, { ...limit, rpm: part(limit?.rpm), tpm: part(limit?.tpm) }]),
  ) as Limits;
}

/** Every attempt of a call (it sits inside the retries) takes a request and is charged its tokens. */
export function rateLimitMiddleware(limiter: ProviderLimiter): LanguageModelMiddleware {
  return {
    wrapGenerate: async ({ doGenerate, params }) => {
      await limiter.acquire(params.abortSignal);
      const result = await doGenerate();
      limiter.charge(usedTokens(result.usage));
      return result;
    },
    wrapStream: async ({ doStream, params }) => {
      await limiter.acquire(params.abortSignal);
      const result = await doStream();
      // The usage comes with the stream's finish part.
      const stream = result.stream.pipeThrough(
        new TransformStream({
          transform(part, controller) {
            if (part.type === "finish") limiter.charge(usedTokens(part.usage));
            controller.enqueue(part);
          },
        }),
      );
      return { ...result, stream };
    },
  };
}

/** Input + output tokens of a call's usage (a count, or `{ total }` per kind); 0 when the provider did not say. */
export function usedTokens(usage: unknown): number {
  if (usage === null || typeof usage !== "object") return 0;
  const count = (value: unknown): number => {
    const n = value !== null && typeof value === "object" ? (value as { total?: unknown }).total : value;
    return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : 0;
  };
  const { inputTokens, outputTokens } = usage as { inputTokens?: unknown; outputTokens?: unknown };
  return count(inputTokens) + count(outputTokens);
}
