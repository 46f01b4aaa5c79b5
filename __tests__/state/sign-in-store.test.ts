/**
 * The state folder's secret store on a real file system: a link planted
 * where the store lives is never read or written through (a save replaces
 * the link, its target is untouched), the file is 0600, and it lies outside
 * the config's sub-folder, the one folder the action's cache saves.
 */
import { lstat, mkdir, readFile, stat, symlink, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { dpopSessionFromJwk, newDpopKey } from "../../src/mcp/auth/dpop-key.js";
import { resolveStateDir } from "../../src/state/state-dir.js";
import { signInStoreFor } from "../../src/state/sign-in-store.js";
import { tempDir } from "../helpers/temp-dir.js";

test("a link at the store's place is refused on read and on save; its target keeps its text", async () => {
  await using dir = await tempDir();
  const target = join(dir.path, "elsewhere.txt");
  await writeFile(target, "not yours");
  const config = { stateDir: "state", baseDir: dir.path, file: join(dir.path, "mcpvals.config.json") };
  const store = signInStoreFor(config)!;
  await mkdir(join(dir.path, "state"));
  await symlink(target, store.file);
  await expect(store.signIn("api")).rejects.toThrow(/sign-ins\.json is a symbolic link, not a file: remove it and sign in again/);
  await expect(store.save("api", { refreshToken: "rt-1", clientId: "c" })).rejects.toThrow(/symbolic link/);
  expect(await readFile(target, "utf8")).toBe("not yours");
});

test("saved 0600, read back, rotated in place; outside the config's sub-folder the action caches", async () => {
  await using dir = await tempDir();
  const config = { stateDir: "state", baseDir: dir.path, file: join(dir.path, "calc.config.json") };
  const store = signInStoreFor(config)!;
  await store.save("api", { refreshToken: "rt-1", clientId: "c" });
  expect((await stat(store.file)).mode & 0o777).toBe(0o600);
  expect((await lstat(store.file)).isFile()).toBe(true);
  expect((await store.signIn("api"))?.refreshToken).toBe("rt-1");
  await store.saveRefreshToken("api", "rt-2");
  expect((await store.signIn("api"))?.refreshToken).toBe("rt-2");
  expect((await store.signIn("other"))?.refreshToken).toBeUndefined();
  // Another config beside it keeps its own entries.
  expect((await signInStoreFor({ ...config, file: join(dir.path, "other.config.json") })!.signIn("api"))?.refreshToken).toBeUndefined();
  const cached = resolveStateDir({ configStateDir: "state", baseDir: dir.path, configFile: config.file }) as string;
  expect(relative(cached, store.file).startsWith("..")).toBe(true);
});

test("two sign-ins at once (two logins, each its own store, as two processes have): neither is lost", async () => {
  await using dir = await tempDir();
  const config = { stateDir: "state", baseDir: dir.path, file: join(dir.path, "mcpvals.config.json") };
  const servers = Array.from({ length: 8 }, (_, i) => `api-${i}`);
  // Each save reads the file, adds its entry and writes it back: unguarded, the last writer drops the others.
  await Promise.all(servers.map((server) => signInStoreFor(config)!.save(server, { refreshToken: `rt-${server}`, clientId: "c" })));
  const store = signInStoreFor(config)!;
  for (const server of servers) expect((await store.signIn(server))?.refreshToken).toBe(`rt-${server}`);
});

test("a sign-in without a refresh token keeps its access token and expiry; registrations are kept per authorization server", async () => {
  await using dir = await tempDir();
  const config = { stateDir: "state", baseDir: dir.path, file: join(dir.path, "mcpvals.config.json") };
  const store = signInStoreFor(config)!;
  await store.save("api", { clientId: "c", accessToken: "at-1", expiresAt: 1_000 });
  expect(await store.signIn("api")).toEqual({ clientId: "c", accessToken: "at-1", expiresAt: 1_000 });
  await store.saveRegistration("api", "https://as-1.example.com", { clientId: "dcr-1", clientSecret: "s-1" });
  await store.saveRegistration("api", "https://as-2.example.com", { clientId: "dcr-2" });
  expect(await store.registration("api", "https://as-1.example.com")).toEqual({ clientId: "dcr-1", clientSecret: "s-1" });
  expect(await store.registration("api", "https://as-2.example.com")).toEqual({ clientId: "dcr-2" });
  expect(await store.registration("other", "https://as-1.example.com")).toBeUndefined();
  // A new sign-in leaves the registrations alone.
  await store.save("api", { clientId: "dcr-2", refreshToken: "rt" });
  expect(await store.registration("api", "https://as-1.example.com")).toEqual({ clientId: "dcr-1", clientSecret: "s-1" });
  expect((await stat(store.file)).mode & 0o777).toBe(0o600);
});

test("a DPoP sign-in's key is kept with it and survives a rotated refresh token; a key that is not a P-256 JWK is refused", async () => {
  await using dir = await tempDir();
  const config = { stateDir: "state", baseDir: dir.path, file: join(dir.path, "mcpvals.config.json") };
  const store = signInStoreFor(config)!;
  const { jwk } = await newDpopKey();
  await store.save("api", { refreshToken: "rt-1", clientId: "c", dpopKey: jwk });
  await store.saveRefreshToken("api", "rt-2");
  expect(await store.signIn("api")).toEqual({ refreshToken: "rt-2", clientId: "c", dpopKey: jwk });
  const file = JSON.parse(await readFile(store.file, "utf8")) as { signIns: Record<string, { dpopKey: object }> };
  file.signIns["mcpvals/api"]!.dpopKey = { ...jwk, kty: "oct" };
  await writeFile(store.file, JSON.stringify(file), { mode: 0o600 });
  await expect(store.signIn("api")).rejects.toThrow(/sign-ins\.json is not one mcpvals wrote: remove it and sign in again/);
});

test("a kept DPoP key signs as the one made; a key whose parts do not fit is an AuthError naming the server, never quoting the key", async () => {
  const { session, jwk } = await newDpopKey();
  expect((await dpopSessionFromJwk("api", jwk)).thumbprint).toBe(session.thumbprint);
  const broken = dpopSessionFromJwk("api", { ...jwk, x: jwk.y });
  await expect(broken).rejects.toThrow(
    'Server "api": the DPoP key (kept with the sign-in, or refreshToken.dpopKey) is unusable; run `mcpvals auth login api` again',
  );
  await expect(broken).rejects.not.toThrow(jwk.d);
});
