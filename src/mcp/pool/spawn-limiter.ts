/**
 * Limits how many server connects (spawn + handshake + tools/list) run at
 * once. A stdio server's start is mostly CPU (a Node server loads its modules
 * in ~0.2 s); eight started together on two cores all finish late, while two
 * at a time hand the first workflows their servers early. Connects someone
 * waits for go before spares started ahead of need; a queued spare that is
 * taken is promoted; a queued one nobody needs any more is dropped unstarted.
 */
import os from "node:os";

/** A queued or running connect; `promote` moves a queued one ahead of the spares. */
export interface SpawnTicket<T> {
  promise: Promise<T>;
  promote(): void;
  /** Drops it when it has not started (its promise resolves to undefined); false when it already runs. */
  drop(): boolean;
}

interface Entry {
  urgent: boolean;
  start: () => void;
  cancel: () => void;
}

export class SpawnLimiter {
  private running = 0;
  private readonly queue: Entry[] = [];
  /** The most connects seen running at once (the report's and tests' view of the limit). */
  peak = 0;

  /** @param limit connects at once. @default os.availableParallelism() */
  constructor(readonly limit: number = os.availableParallelism()) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`SpawnLimiter: limit must be a positive integer, got ${limit}`);
  }

  /** Runs `task` when a slot is free: `urgent` ones (someone waits) first, then spares in order. */
  schedule<T>(task: () => Promise<T>, { urgent }: { urgent: boolean }): SpawnTicket<T | undefined> {
    let entry!: Entry;
    const promise = new Promise<T | undefined>((resolve, reject) => {
      entry = {
        urgent,
        cancel: () => resolve(undefined),
        start: () => {
          this.running += 1;
          this.peak = Math.max(this.peak, this.running);
          task()
            .then(resolve, reject)
            .finally(() => {
              this.running -= 1;
              this.next();
            });
        },
      };
    });
    this.queue.push(entry);
    this.next();
    return {
      promise,
      promote: () => void (entry.urgent = true),
      drop: () => {
        const at = this.queue.indexOf(entry);
        if (at < 0) return false;
        this.queue.splice(at, 1);
        entry.cancel();
        return true;
      },
    };
  }

  private next(): void {
    while (this.running < this.limit && this.queue.length > 0) {
      const at = this.queue.findIndex((e) => e.urgent);
      const [entry] = this.queue.splice(at < 0 ? 0 : at, 1);
      entry!.start();
    }
  }
}
