/**
 * Server processes started ahead of need, for one server with workflow
 * isolation. A run says how many leases are coming (`expect`); while some
 * are, up to `ahead` spares are kept starting or ready, so the next workflow
 * finds its server up while the current ones wait on the model. Each spare is
 * a fresh process nobody used, handed to exactly one lease, so isolation
 * holds. Spares nobody takes are closed with the pool (closeAll).
 */
import type { ServerConnection } from "../transport/connect-server.js";
import type { SpawnLimiter, SpawnTicket } from "./spawn-limiter.js";

/** A spare dropped before it started (the run ended first): nothing was tried. */
export class SpareDropped extends Error {}

/** Runs a stdio connect in a spawn slot (a spare behind leases someone waits for); at once without a limiter. */
export async function connectInSlot(
  limiter: SpawnLimiter | undefined,
  open: () => Promise<ServerConnection>,
  spare?: SpareSlot,
): Promise<ServerConnection> {
  if (!limiter) return open();
  const ticket = limiter.schedule(open, { urgent: spare?.urgent ?? true });
  if (spare) spare.ticket = ticket;
  const connection = await ticket.promise;
  if (!connection) throw new SpareDropped();
  return connection;
}

/** How a spare's connect waits for a spawn slot: behind leases someone waits for, until taken. */
export interface SpareSlot {
  urgent: boolean;
  /** Started to read the server's lists (ServerPool.offered): its failure is not held against the breaker; the next lease tries for itself. */
  look?: boolean;
  ticket?: SpawnTicket<unknown>;
}

interface Spare {
  slot: SpareSlot;
  connection: Promise<ServerConnection | undefined>;
}

export class WarmSpares {
  private readonly spares: Spare[] = [];
  private expected = 0;
  private taken = 0;
  private ahead = 0;

  /**
   * @param start connects one spare (never throws: undefined when it failed or was dropped)
   * @param mayWarm false until the server has started once and after a failed start: leases then
   *   connect themselves, with their retries, and a dead server's breaker counts only their tries
   */
  constructor(
    private readonly start: (slot: SpareSlot) => Promise<ServerConnection | undefined>,
    private readonly mayWarm: () => boolean,
  ) {}

  /** `count` more leases of the configured spec will come; keep up to `ahead` spares for them. */
  expect(count: number, ahead: number): void {
    this.expected += count;
    this.ahead = Math.max(this.ahead, ahead);
    this.topUp();
  }

  /** One spare now, unless one is already on its way (`preconnect`); `look`: someone waits on it for the lists. */
  startOne(look = false): void {
    if (this.spares.length === 0) this.add(look);
  }

  /** A lease of the configured spec: the oldest spare (promoted if still queued), or undefined; then the next ones are started. */
  take(): Promise<ServerConnection | undefined> | undefined {
    this.taken += 1;
    const spare = this.spares.shift();
    if (spare) {
      spare.slot.urgent = true;
      spare.slot.ticket?.promote();
    }
    this.topUp();
    return spare?.connection;
  }

  /** The spare the next take() hands out, left in place; undefined when none is on its way. */
  first(): Promise<ServerConnection | undefined> | undefined {
    return this.spares[0]?.connection;
  }

  /** Drops spares still waiting for a slot (the run is ending); those already starting finish and are closed with the pool. */
  dropQueued(): void {
    this.expected = this.taken;
    for (const spare of this.spares.splice(0)) spare.slot.ticket?.drop();
  }

  /** Starts spares up to what the expected leases want (also after the server's first good start). */
  topUp(): void {
    const wanted = Math.min(Math.max(0, this.expected - this.taken), this.ahead);
    while (this.spares.length < wanted && this.mayWarm()) this.add();
  }

  private add(look = false): void {
    const slot: SpareSlot = look ? { urgent: true, look } : { urgent: false };
    this.spares.push({ slot, connection: this.start(slot) });
  }
}
