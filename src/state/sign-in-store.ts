/**
 * The state folder's secret store: the tokens `mcpvals auth login` got (a
 * refresh token a run exchanges for access tokens, else the access token
 * with its expiry, and the DPoP key they are bound to), and the clients it registered (RFC 7591), one per server
 * and authorization server. One file at the state
 * folder's root (`sign-ins.json`), beside the configs' sub-folders rather
 * than in one: the action caches a config's sub-folder only, so a sign-in
 * never reaches a cache. Entries are keyed by config (its state key) and
 * server name.
 *
 * The file is mode 0600 from the moment it exists (written to a new file
 * opened with O_EXCL, then renamed over the old one, so a reader never sees
 * half of it and a planted link is replaced, not written through), and read
 * without following links (read-state-entry.ts). Updates take the state
 * folder's lock (state-lock.ts), so concurrent logins lose no entry.
 */
import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { UsageError } from "../errors.js";
import type { ClientRegistration, SignInEntry, SignInStore } from "../protocol/sign-in-store.js";
import { nameTable } from "../util/name-table.js";
import { readStateEntry } from "./read-state-entry.js";
import { withStateLock } from "./state-lock.js";
import { configStatePlace, resolveStateRoot, stateKeyOf } from "./state-dir.js";

/** The store's file name at the state folder's root. */
export const SIGN_IN_FILE = "sign-ins.json";

const token = z.string().min(1);
const EntrySchema = z.object({
  clientId: token,
  clientSecret: token.optional(),
  refreshToken: token.optional(),
  accessToken: token.optional(),
  expiresAt: z.number().optional(),
  scope: z.string().optional(),
  // The private key DPoP-bound tokens need (`dpop: true`): the one place it is ever written.
  dpopKey: z.strictObject({ kty: z.literal("EC"), crv: z.literal("P-256"), x: token, y: token, d: token }).optional(),
  stepUpScope: z.string().optional(),
  savedAt: z.string(),
});
const RegistrationSchema = z.object({ clientId: token, clientSecret: token.optional(), savedAt: z.string() });
// Fields only ever added (a file an older mcpvals wrote still reads).
const FileSchema = z.object({
  version: z.literal(1),
  signIns: z.record(z.string(), EntrySchema),
  registrations: z.record(z.string(), RegistrationSchema).optional(),
});
type Entry = z.output<typeof EntrySchema>;
type Registration = z.output<typeof RegistrationSchema>;
type StoreFile = { signIns: Record<string, Entry>; registrations: Record<string, Registration> };

export interface FileSignInStore extends SignInStore {
  /** The file, for messages. */
  readonly file: string;
  /** Keeps a new sign-in (replacing the server's earlier one). */
  save(server: string, entry: SignInEntry): Promise<void>;
  /** The client registered for `server` with the authorization server `issuer`, if any. */
  registration(server: string, issuer: string): Promise<ClientRegistration | undefined>;
  /** Keeps a client registered for `server` with `issuer` (a server that moves to another authorization server registers anew). */
  saveRegistration(server: string, issuer: string, registration: ClientRegistration): Promise<void>;
}

/** The store at `stateRoot` (the state folder's root, not a config's sub-folder) for the config whose state key is `stateKey`. */
export function fileSignInStore(stateRoot: string, stateKey: string, signal?: AbortSignal): FileSignInStore {
  const file = join(stateRoot, SIGN_IN_FILE);
  const key = (server: string): string => `${stateKey}/${server}`;

  // An issuer is a URL: no space in it, so the key splits back unambiguously.
  const registrationKey = (server: string, issuer: string): string => `${key(server)} ${issuer}`;

  const read = (): Promise<StoreFile> => readStoreFile(file, signal);
  const write = (data: StoreFile): Promise<void> => writeStoreFile(stateRoot, data, signal);
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>): Promise<void> => {
    pending.add(work);
    void work.then(
      () => pending.delete(work),
      () => pending.delete(work),
    );
    return work;
  };

  // A read-modify-write of the whole file: two logins (or a login and a run rotating a token) at once would each
  // write their own view and one sign-in would be lost. The state folder's lock makes them take turns.
  const update = (change: (file: StoreFile) => StoreFile | undefined): Promise<void> =>
    withStateLock(
      stateRoot,
      async () => {
        const next = change(await read());
        if (next) await write(next);
      },
      { signal },
    );
  const updateSignIn = (server: string, change: (old: Entry | undefined) => Entry | undefined): Promise<void> =>
    update((current) => {
      const next = change(Object.hasOwn(current.signIns, key(server)) ? current.signIns[key(server)] : undefined);
      return next ? { ...current, signIns: nameTable([...Object.entries(current.signIns), [key(server), next]]) } : undefined;
    });
  const now = (): string => new Date().toISOString();

  return {
    file,
    async signIn(server) {
      const { signIns } = await read();
      if (!Object.hasOwn(signIns, key(server))) return undefined;
      const { savedAt: _, ...entry } = signIns[key(server)]!;
      return entry;
    },
    // A rotated refresh token replaces the old one, which the authorization server no longer takes.
    saveRefreshToken: (server, refreshToken) =>
      track(updateSignIn(server, (old) => (old ? { ...old, refreshToken, savedAt: now() } : undefined))),
    saveStepUpScope: (server, stepUpScope) =>
      track(updateSignIn(server, (old) => (old ? { ...old, stepUpScope, savedAt: now() } : undefined))),
    settled: async () => {
      await Promise.allSettled([...pending]);
    },
    save: (server, entry) => updateSignIn(server, () => ({ ...entry, savedAt: now() })),
    async registration(server, issuer) {
      const { registrations } = await read();
      const at = registrationKey(server, issuer);
      if (!Object.hasOwn(registrations, at)) return undefined;
      const { clientId, clientSecret } = registrations[at]!;
      return { clientId, ...(clientSecret ? { clientSecret } : {}) };
    },
    saveRegistration: (server, issuer, { clientId, clientSecret }) =>
      update((current) => ({
        ...current,
        registrations: nameTable([
          ...Object.entries(current.registrations),
          [registrationKey(server, issuer), { clientId, ...(clientSecret ? { clientSecret } : {}), savedAt: now() }],
        ]),
      })),
  };
}

async function readStoreFile(file: string, signal: AbortSignal | undefined): Promise<StoreFile> {
  const entry = await readStateEntry(file, { signal });
  if (entry.kind === "missing") return { signIns: nameTable(), registrations: nameTable() };
  if (entry.kind === "not-a-file")
    throw new UsageError(`The sign-in store ${file} is ${entry.what}, not a file: remove it and sign in again.`);
  let data: unknown;
  try {
    data = JSON.parse(entry.text);
  } catch {
    data = undefined;
  }
  const parsed = FileSchema.safeParse(data);
  if (!parsed.success) throw new UsageError(`The sign-in store ${file} is not one mcpvals wrote: remove it and sign in again.`);
  return {
    signIns: nameTable(Object.entries(parsed.data.signIns)),
    registrations: nameTable(Object.entries(parsed.data.registrations ?? {})),
  };
}

async function writeStoreFile(stateRoot: string, { signIns, registrations }: StoreFile, signal: AbortSignal | undefined): Promise<void> {
  await mkdir(stateRoot, { recursive: true, mode: 0o700 });
  const temporary = join(stateRoot, `.${SIGN_IN_FILE}.${randomBytes(6).toString("hex")}.tmp`);
  // "wx": O_CREAT | O_EXCL, so a file (or link) already there under this name is an error, never written through.
  const handle = await open(temporary, "wx", 0o600);
  try {
    try {
      await handle.writeFile(`${JSON.stringify({ version: 1, signIns, registrations }, null, 2)}\n`, { signal });
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, join(stateRoot, SIGN_IN_FILE));
  } catch (error) {
    // A half-written copy holds tokens: it never stays behind.
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The store of a config's state folder (`--state-dir` as `override`); undefined when state is off. */
export function signInStoreFor(
  config: { stateDir?: string; stateKey?: string; baseDir: string; file: string | null },
  { override, cwd, signal }: { override?: string | false; cwd?: string; signal?: AbortSignal } = {},
): FileSignInStore | undefined {
  const root = resolveStateRoot({ ...configStatePlace(config), override, cwd });
  return root === false ? undefined : fileSignInStore(root, stateKeyOf(config.file, config.stateKey), signal);
}
