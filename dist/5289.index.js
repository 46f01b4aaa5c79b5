export const id = 5289;
export const ids = [5289];
export const modules = {

/***/ 78175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ createCommandVerifier),
/* harmony export */   d: () => (/* binding */ runCommand)
/* harmony export */ });
/* harmony import */ var execa__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(43051);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _match_match_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48606);
/* harmony import */ var _util_safe_env_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43569);
/* harmony import */ var _util_clip_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49326);
/**
 * `type: command`: runs a program (no shell unless the command is one) and
 * checks its exit code and, optionally, its stdout. The environment is the
 * same minimal safe base servers get, plus `env` and MCPVALS_DATABASE_ID.
 */





/** Output kept from a command; enough to see why a check failed. */
const OUTPUT_LIMIT = 1000;
function createCommandVerifier(spec) {
    return {
        name: spec.name ?? `command ${spec.command.join(" ")}`,
        type: "command",
        timeoutMs: spec.timeoutMs,
        async verify({ baseDir, env, databaseId, signal, timeoutMs }) {
            const run = await runCommand({
                command: spec.command,
                cwd: node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(baseDir, spec.cwd ?? "."),
                env: { ...spec.env, MCPVALS_DATABASE_ID: databaseId },
                parentEnv: env,
                timeoutMs,
                signal,
            });
            const expected = `exit code ${spec.exitCode}${spec.stdoutContains === undefined ? "" : `, stdout contains ${JSON.stringify(spec.stdoutContains)}`}`;
            const actual = `exit code ${run.exitCode ?? "none"}${run.stdout ? `, stdout: ${(0,_util_clip_text_js__WEBPACK_IMPORTED_MODULE_2__/* .clipText */ .g)(run.stdout.trim(), OUTPUT_LIMIT)}` : ""}`;
            if (run.failedToStart)
                return { passed: false, expected, actual: "did not start", message: `${spec.command[0]} did not start: ${run.message}` };
            if (run.exitCode !== spec.exitCode) {
                const stderr = run.stderr.trim() ? `; stderr: ${(0,_util_clip_text_js__WEBPACK_IMPORTED_MODULE_2__/* .clipText */ .g)(run.stderr.trim(), 300)}` : "";
                return {
                    passed: false,
                    expected,
                    actual,
                    message: `exited with ${run.exitCode ?? run.message}, expected ${spec.exitCode}${stderr}`,
                };
            }
            if (spec.stdoutContains !== undefined && !(0,_match_match_text_js__WEBPACK_IMPORTED_MODULE_3__/* .matchesText */ .F)(run.stdout, spec.stdoutContains)) {
                return { passed: false, expected, actual, message: `stdout does not contain ${JSON.stringify(spec.stdoutContains)}` };
            }
            return { passed: true, expected, actual, message: "" };
        },
    };
}
/** Runs a command with a safe environment, a time limit and a signal; never throws for a failing command. */
async function runCommand(options) {
    const [file, ...args] = options.command;
    const result = await (0,execa__WEBPACK_IMPORTED_MODULE_4__/* .execa */ .Ho)(file, args, {
        cwd: options.cwd,
        env: { ...(0,_util_safe_env_js__WEBPACK_IMPORTED_MODULE_1__/* .safeEnv */ .n8)(options.parentEnv), ...options.env },
        extendEnv: false,
        reject: false,
        timeout: options.timeoutMs,
        cancelSignal: options.signal,
        stdin: "ignore",
        // Keeps memory bounded when a command prints a lot.
        maxBuffer: 1_000_000,
    });
    const failedToStart = result.exitCode === undefined && !result.timedOut && !result.isCanceled && result.signal === undefined;
    return {
        exitCode: result.exitCode,
        stdout: String(result.stdout ?? ""),
        stderr: String(result.stderr ?? ""),
        failedToStart,
        message: result.timedOut ? `timed out after ${options.timeoutMs} ms` : result.isCanceled ? "cancelled" : (result.shortMessage ?? ""),
    };
}


/***/ }),

/***/ 45289:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runHooks: () => (/* binding */ runHooks)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _util_clip_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49326);
/* harmony import */ var _command_verifier_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78175);
/* harmony import */ var _run_sql_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12009);
/**
 * Setup and teardown steps of a workflow run: commands or SQL scripts, in
 * order. Setup stops at the first failure (the run cannot start on a
 * half-prepared state); teardown runs every step and reports all failures,
 * so one broken step does not leave the rest of the state behind.
 */





/** Runs the steps; returns why they failed (one line), or null when all succeeded. */
async function runHooks({ phase, steps, baseDir, databaseId, env, timeoutMs, signal }) {
    const failures = [];
    for (const [index, step] of steps.entries()) {
        const label = `${phase}[${index}]`;
        const own = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
        try {
            if ("command" in step) {
                const run = await (0,_command_verifier_js__WEBPACK_IMPORTED_MODULE_2__/* .runCommand */ .d)({
                    command: step.command,
                    cwd: node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(baseDir, step.cwd ?? "."),
                    env: { ...step.env, MCPVALS_DATABASE_ID: databaseId },
                    parentEnv: env,
                    timeoutMs,
                    signal: own,
                });
                if (run.exitCode !== 0) {
                    const output = (run.stderr || run.stdout).trim();
                    failures.push(`${label} (${step.command.join(" ")}) ${run.exitCode === undefined ? run.message || "did not run" : `exited with ${run.exitCode}`}${output ? `: ${(0,_util_clip_text_js__WEBPACK_IMPORTED_MODULE_4__/* .clipText */ .g)(output, 300)}` : ""}`);
                }
            }
            else {
                await (0,_run_sql_js__WEBPACK_IMPORTED_MODULE_3__/* .runSql */ .W)({ database: step.database, sql: step.sql, baseDir, mode: "script", timeoutMs, signal: own });
            }
        }
        catch (error) {
            const where = "sql" in step ? ` (SQL on ${(0,_run_sql_js__WEBPACK_IMPORTED_MODULE_3__/* .databaseLabel */ .m)(step.database)})` : "";
            failures.push(`${label}${where} failed: ${own.aborted && !signal.aborted ? `did not finish within ${timeoutMs} ms` : (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeError */ .Uc)(error)}`);
        }
        if (failures.length > 0 && phase === "setup")
            break;
    }
    return failures.length === 0 ? null : `${phase} failed: ${failures.join("; ")}`;
}


/***/ }),

/***/ 12009:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ runSql),
/* harmony export */   m: () => (/* binding */ databaseLabel)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_optional_package_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76035);
/**
 * SQL against a SQLite file (node:sqlite) or PostgreSQL (pg), for the sql
 * verifier (read-only query) and setup / teardown steps (scripts).
 */



/** True for postgres:// and postgresql:// URLs. */
function isPostgresUrl(database) {
    return /^postgres(ql)?:\/\//i.test(database);
}
/** Rows as plain objects (column name → value). */
async function runSql(options) {
    options.signal.throwIfAborted();
    return isPostgresUrl(options.database) ? runPostgres(options) : runSqlite(options);
}
async function runSqlite({ database, sql, params = [], baseDir, mode, timeoutMs }) {
    // Loaded lazily: node:sqlite is missing on older Node versions, and only SQL checks need it.
    const { DatabaseSync } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 80099, 23));
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(baseDir, database);
    if (mode === "script")
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), { recursive: true });
    let db;
    try {
        // node:sqlite is synchronous: `timeout` bounds waiting for a lock, not the query itself.
        db = new DatabaseSync(file, { readOnly: mode === "query", timeout: timeoutMs });
    }
    catch (error) {
        throw new Error(`cannot open SQLite database ${file}${mode === "query" ? " read-only" : ""}: ${error.message}`, {
            cause: error,
        });
    }
    try {
        if (mode === "script") {
            db.exec(sql);
            return [];
        }
        // Spread: node:sqlite rows have a null prototype, which deep equality would tell apart from {}.
        // SQLite has no boolean type: true/false bind as 1/0.
        const bound = params.map((p) => (typeof p === "boolean" ? Number(p) : p));
        return db
            .prepare(sql)
            .all(...bound)
            .map((row) => ({ ...row }));
    }
    finally {
        db.close();
    }
}
async function runPostgres({ database, sql, params = [], mode, timeoutMs, signal, }) {
    // Loaded lazily: only PostgreSQL checks need it, and the CLI should not load it at start-up.
    const { default: pg } = await (0,_util_optional_package_js__WEBPACK_IMPORTED_MODULE_2__/* .importOptional */ .Gm)("pg", "A PostgreSQL state check", () => __webpack_require__.e(/* import() */ 3849).then(__webpack_require__.bind(__webpack_require__, 83849)));
    const client = new pg.Client({
        connectionString: database,
        connectionTimeoutMillis: timeoutMs,
        statement_timeout: timeoutMs,
        query_timeout: timeoutMs,
    });
    // pg has no AbortSignal support: ending the client fails the pending query.
    const onAbort = () => void client.end().catch(() => undefined);
    signal.addEventListener("abort", onAbort, { once: true });
    // An idle-connection error after a failure must not crash the process.
    client.on("error", () => undefined);
    try {
        await client.connect();
        if (mode === "query") {
            await client.query("SET default_transaction_read_only = on");
            const result = await client.query(sql, [...params]);
            return result.rows;
        }
        await client.query(sql);
        return [];
    }
    catch (error) {
        if (signal.aborted)
            throw signal.reason;
        throw new Error(`PostgreSQL ${databaseLabel(database)}: ${error.message}`, { cause: error });
    }
    finally {
        signal.removeEventListener("abort", onAbort);
        await client.end().catch(() => undefined);
    }
}
/** The database for messages: a SQLite path as given, a PostgreSQL URL without its password. */
function databaseLabel(database) {
    return isPostgresUrl(database) ? redactUrl(database) : database;
}
/** The URL without its password. */
function redactUrl(url) {
    try {
        const parsed = new URL(url);
        if (parsed.password)
            parsed.password = "***";
        return parsed.toString();
    }
    catch {
        return "(unparseable URL)";
    }
}


/***/ })

};

//# sourceMappingURL=5289.index.js.map