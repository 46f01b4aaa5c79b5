import { AsyncLocalStorage } from "node:async_hooks";
import type { CassetteSession } from "./cassette-session.js";

/**
 * The cassette session of the workflow attempt running in this async context.
 * The model is made once per run and shared by workflows running side by
 * side; this is how its middleware knows whose conversation a call belongs to.
 * Sampling requests a server sends (answered through the model) will reach the
 * same session when they are made inside the workflow's context.
 */
export const cassetteStorage = new AsyncLocalStorage<CassetteSession>();
