export const id = 1777;
export const ids = [1777];
export const modules = {

/***/ 31777:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  verifyRun: () => (/* binding */ verifyRun)
});

// EXTERNAL MODULE: ./src/mcp/requests/call-tool.ts + 1 modules
var call_tool = __webpack_require__(41335);
// EXTERNAL MODULE: ./src/protocol/result-text.ts
var result_text = __webpack_require__(87667);
// EXTERNAL MODULE: ./src/verify/command-verifier.ts
var command_verifier = __webpack_require__(78175);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/match/match-text.ts
var match_text = __webpack_require__(48606);
// EXTERNAL MODULE: ./src/util/clip-text.ts
var clip_text = __webpack_require__(49326);
// EXTERNAL MODULE: ./src/match/match-values.ts
var match_values = __webpack_require__(28239);
;// CONCATENATED MODULE: ./src/match/format-value.ts

/** A value as short JSON for `expected` / `actual` (strings unquoted are ambiguous, so they stay JSON). */
function formatValue(value, limit = 500) {
    if (value === undefined)
        return "(nothing)";
    let text;
    try {
        text = JSON.stringify(value, (_key, v) => (typeof v === "bigint" ? v.toString() : v)) ?? String(value);
    }
    catch {
        text = String(value);
    }
    return (0,clip_text/* clipText */.g)(text, limit);
}

// EXTERNAL MODULE: ./src/match/json-path.ts
var json_path = __webpack_require__(31411);
;// CONCATENATED MODULE: ./src/match/check-json-path.ts



/** Shared by the file, http and mcp verifiers: the value at `jsonPath` exists and (when `equals` is given) deep-equals it. */
function checkJsonPath(json, jsonPath, equals, where) {
    const found = (0,json_path/* readJsonPath */.Ad)(json, jsonPath);
    const expected = equals === undefined ? `a value at ${jsonPath}` : `${jsonPath} = ${formatValue(equals)}`;
    if (!found.found)
        return { passed: false, expected, actual: `nothing at ${found.missing}`, message: `${where}: nothing at ${found.missing}` };
    if (equals !== undefined && !(0,match_values/* deepEqual */.bD)(found.value, equals)) {
        return {
            passed: false,
            expected,
            actual: `${jsonPath} = ${formatValue(found.value)}`,
            message: `${where}: ${jsonPath} is ${formatValue(found.value, 200)}, expected ${formatValue(equals, 200)}`,
        };
    }
    return { passed: true, expected, actual: `${jsonPath} = ${formatValue(found.value)}`, message: "" };
}

;// CONCATENATED MODULE: ./src/verify/file-verifier.ts
/**
 * `type: file`: a file exists (or, with `exists: false`, does not), contains
 * a text, or holds JSON with a value at a path.
 */





function createFileVerifier(spec) {
    return {
        name: spec.name ?? `file ${spec.path}`,
        type: "file",
        timeoutMs: spec.timeoutMs,
        async verify({ baseDir, signal }) {
            const file = external_node_path_default().resolve(baseDir, spec.path);
            const exists = await (0,promises_.stat)(file).then((s) => s.isFile(), () => false);
            if (!spec.exists) {
                return {
                    passed: !exists,
                    expected: "no file",
                    actual: exists ? "the file exists" : "no file",
                    message: exists ? `${file} exists but should not` : "",
                };
            }
            if (!exists)
                return { passed: false, expected: "the file exists", actual: "no file", message: `${file} does not exist` };
            if (spec.contains === undefined && spec.jsonPath === undefined)
                return { passed: true, expected: "the file exists", actual: "the file exists", message: "" };
            const text = await (0,promises_.readFile)(file, { encoding: "utf8", signal });
            if (spec.contains !== undefined && !(0,match_text/* matchesText */.F)(text, spec.contains)) {
                return {
                    passed: false,
                    expected: `contains ${JSON.stringify(spec.contains)}`,
                    actual: (0,clip_text/* clipText */.g)(text, 500),
                    message: `${file} does not contain ${JSON.stringify(spec.contains)}`,
                };
            }
            if (spec.jsonPath !== undefined) {
                let json;
                try {
                    json = JSON.parse(text);
                }
                catch (error) {
                    return {
                        passed: false,
                        expected: `JSON with ${spec.jsonPath}`,
                        actual: (0,clip_text/* clipText */.g)(text, 500),
                        message: `${file} is not JSON: ${error.message}`,
                    };
                }
                return checkJsonPath(json, spec.jsonPath, spec.equals, file);
            }
            return { passed: true, expected: `contains ${JSON.stringify(spec.contains)}`, actual: "it does", message: "" };
        },
    };
}

// EXTERNAL MODULE: ./src/util/bounded-body.ts
var bounded_body = __webpack_require__(87470);
;// CONCATENATED MODULE: ./src/verify/http-verifier.ts






/** A state check reads a status or a JSON value, never a flood (the endpoint may be the server's). */
const MAX_BODY_BYTES = 8 * 1024 * 1024;
function createHttpVerifier(spec) {
    return {
        name: spec.name ?? `http ${spec.method} ${spec.url}`,
        type: "http",
        timeoutMs: spec.timeoutMs,
        async verify({ signal }) {
            const headers = new Headers(spec.headers);
            const init = { method: spec.method, headers, signal };
            if (spec.body !== undefined) {
                init.body = typeof spec.body === "string" ? spec.body : JSON.stringify(spec.body);
                if (typeof spec.body !== "string" && !headers.has("content-type"))
                    headers.set("content-type", "application/json");
            }
            const response = await fetch(spec.url, init);
            const where = `${spec.method} ${spec.url}`;
            const { text, truncated } = await (0,bounded_body/* readBoundedText */.Ht)(response, { maxBytes: MAX_BODY_BYTES, signal });
            if (truncated) {
                return {
                    passed: false,
                    expected: `status ${spec.status}`,
                    actual: `a body over ${(0,bounded_body/* formatBytes */.z3)(MAX_BODY_BYTES)}`,
                    message: `${where}: the body is over ${(0,bounded_body/* formatBytes */.z3)(MAX_BODY_BYTES)}; it was not read further`,
                };
            }
            if (response.status !== spec.status) {
                return {
                    passed: false,
                    expected: `status ${spec.status}`,
                    actual: `status ${response.status}: ${(0,clip_text/* clipText */.g)(text, 300)}`,
                    message: `${where} answered ${response.status}, expected ${spec.status}`,
                };
            }
            if (spec.jsonPath === undefined) {
                if (spec.contains !== undefined && !(0,match_text/* matchesText */.F)(text, spec.contains)) {
                    return {
                        passed: false,
                        expected: `body contains ${JSON.stringify(spec.contains)}`,
                        actual: (0,clip_text/* clipText */.g)(text, 500),
                        message: `${where}: the body does not contain ${JSON.stringify(spec.contains)}`,
                    };
                }
                return { passed: true, expected: `status ${spec.status}`, actual: `status ${response.status}`, message: "" };
            }
            let json;
            try {
                json = JSON.parse(text);
            }
            catch {
                return {
                    passed: false,
                    expected: `JSON with ${spec.jsonPath}`,
                    actual: (0,clip_text/* clipText */.g)(text, 500),
                    message: `${where}: the body is not JSON`,
                };
            }
            if (spec.contains !== undefined) {
                const found = (0,json_path/* readJsonPath */.Ad)(json, spec.jsonPath);
                const value = found.found ? (typeof found.value === "string" ? found.value : formatValue(found.value, 100_000)) : "";
                const passed = found.found && (0,match_text/* matchesText */.F)(value, spec.contains);
                const expected = `${spec.jsonPath} contains ${JSON.stringify(spec.contains)}`;
                return {
                    passed,
                    expected,
                    actual: found.found ? (0,clip_text/* clipText */.g)(value, 500) : `nothing at ${found.missing}`,
                    message: passed ? "" : `${where}: ${expected} failed`,
                };
            }
            return checkJsonPath(json, spec.jsonPath, spec.equals, where);
        },
    };
}

// EXTERNAL MODULE: ./src/match/match-result.ts
var match_result = __webpack_require__(41088);
// EXTERNAL MODULE: ./src/match/parse-json.ts
var parse_json = __webpack_require__(1621);
;// CONCATENATED MODULE: ./src/verify/mcp-verifier.ts





function createMcpVerifier(spec) {
    return {
        name: spec.name ?? `mcp ${spec.tool}`,
        type: "mcp",
        timeoutMs: spec.timeoutMs,
        async verify({ callTool, signal }) {
            if (!callTool)
                throw new Error("no server connection is available (the server did not start)");
            const answer = await callTool(spec.server, spec.tool, spec.args, signal);
            const where = `tool ${spec.tool}`;
            if (!answer.ok)
                return {
                    passed: false,
                    expected: "a successful call",
                    actual: (0,clip_text/* clipText */.g)(answer.error ?? "failed", 500),
                    message: `${where} failed: ${(0,clip_text/* clipText */.g)(answer.error ?? "", 300)}`,
                };
            if (spec.expectedResult !== undefined && !(0,match_result/* matchesResult */.H)(spec.expectedResult, answer.text, answer.structured)) {
                return {
                    passed: false,
                    expected: formatValue(spec.expectedResult),
                    actual: (0,clip_text/* clipText */.g)(answer.text, 500),
                    message: `${where}: ${(0,match_result/* resultMismatch */.e)(spec.expectedResult, answer.text)}`,
                };
            }
            if (spec.jsonPath !== undefined) {
                const json = answer.structured ?? (0,parse_json/* parseJson */.q)(answer.text);
                if (json === undefined)
                    return {
                        passed: false,
                        expected: `JSON with ${spec.jsonPath}`,
                        actual: (0,clip_text/* clipText */.g)(answer.text, 500),
                        message: `${where}: the result is neither structured nor JSON text`,
                    };
                return checkJsonPath(json, spec.jsonPath, spec.equals, where);
            }
            return {
                passed: true,
                expected: spec.expectedResult === undefined ? "a successful call" : formatValue(spec.expectedResult),
                actual: (0,clip_text/* clipText */.g)(answer.text, 500),
                message: "",
            };
        },
    };
}

// EXTERNAL MODULE: ./src/verify/run-sql.ts
var run_sql = __webpack_require__(12009);
;// CONCATENATED MODULE: ./src/verify/sql-verifier.ts



function createSqlVerifier(spec) {
    return {
        name: spec.name ?? `sql ${(0,run_sql/* databaseLabel */.m)(spec.database)}`,
        type: "sql",
        timeoutMs: spec.timeoutMs,
        async verify({ baseDir, signal, timeoutMs }) {
            const rows = await (0,run_sql/* runSql */.W)({
                database: spec.database,
                sql: spec.query,
                params: spec.params,
                baseDir,
                mode: "query",
                timeoutMs,
                signal,
            });
            const { expect } = spec;
            if ("rowCount" in expect) {
                const passed = rows.length === expect.rowCount;
                return verdict(passed, `${expect.rowCount} row(s)`, `${rows.length} row(s)`, `expected ${expect.rowCount} row(s), the query returned ${rows.length}`);
            }
            if ("rows" in expect) {
                const mismatch = firstRowMismatch(rows, expect.rows);
                return verdict(mismatch === null, formatValue(expect.rows), formatValue(rows), mismatch ?? "");
            }
            const first = rows[0];
            const actual = first === undefined ? undefined : Object.values(first)[0];
            const passed = first !== undefined && sqlValueEquals(actual, expect.value);
            const why = first === undefined ? "the query returned no rows" : `expected ${formatValue(expect.value)}, got ${formatValue(actual)}`;
            return verdict(passed, formatValue(expect.value), first === undefined ? "(no rows)" : formatValue(actual), why);
        },
    };
}
function verdict(passed, expected, actual, why) {
    return { passed, expected, actual, message: passed ? "" : why };
}
function firstRowMismatch(rows, expected) {
    if (rows.length !== expected.length)
        return `expected ${expected.length} row(s), the query returned ${rows.length}`;
    for (const [index, want] of expected.entries()) {
        const row = rows[index];
        for (const [column, value] of Object.entries(want)) {
            if (!Object.hasOwn(row, column))
                return `row ${index}: no column "${column}" (columns: ${Object.keys(row).join(", ")})`;
            if (!sqlValueEquals(row[column], value))
                return `row ${index}, column "${column}": expected ${formatValue(value)}, got ${formatValue(row[column])}`;
        }
    }
    return null;
}
/** Equality across driver representations (see the file comment). */
function sqlValueEquals(actual, expected) {
    if ((0,match_values/* deepEqual */.bD)(actual, expected))
        return true;
    if (typeof expected === "number" && (typeof actual === "string" || typeof actual === "bigint")) {
        return String(actual).trim() !== "" && Number(actual) === expected;
    }
    if (typeof expected === "boolean" && (actual === 0 || actual === 1 || actual === 0n || actual === 1n))
        return Number(actual) === Number(expected);
    if (typeof expected === "string" && actual instanceof Date)
        return actual.toISOString() === expected || actual.toISOString().startsWith(expected);
    if (typeof expected === "string" && typeof actual === "bigint")
        return actual.toString() === expected;
    if ((0,match_values/* isPlainObject */.Qd)(expected) && typeof actual === "string") {
        // json columns read back as text in SQLite.
        try {
            return (0,match_values/* deepEqual */.bD)(JSON.parse(actual), expected);
        }
        catch {
            return false;
        }
    }
    return false;
}

;// CONCATENATED MODULE: ./src/verify/create-verifier.ts





/** The built-in verifier for one `verify` entry of the config. */
function createVerifier(spec) {
    switch (spec.type) {
        case "sql":
            return createSqlVerifier(spec);
        case "file":
            return createFileVerifier(spec);
        case "command":
            return (0,command_verifier/* createCommandVerifier */.Q)(spec);
        case "http":
            return createHttpVerifier(spec);
        case "mcp":
            return createMcpVerifier(spec);
    }
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/util/until-aborted.ts
var until_aborted = __webpack_require__(13162);
;// CONCATENATED MODULE: ./src/verify/execute-verifiers.ts
/**
 * Runs a workflow's verifiers in order, each under its own time limit and
 * the run's signal. A verifier that throws, times out or is cancelled
 * becomes a failed result naming it; this never throws.
 */


async function executeVerifiers(verifiers, context, { signal, defaultTimeoutMs, onResult, now = () => performance.now() }) {
    const results = [];
    for (const verifier of verifiers) {
        const timeoutMs = verifier.timeoutMs ?? defaultTimeoutMs;
        const timeout = AbortSignal.timeout(timeoutMs);
        const own = AbortSignal.any([signal, timeout]);
        const started = now();
        const base = { name: verifier.name, type: verifier.type };
        let result;
        try {
            const outcome = await (0,until_aborted/* untilAborted */.E)(verifier.verify({ ...context, signal: own, timeoutMs }), own);
            result = { ...base, ...outcome, durationMs: Math.round(now() - started) };
        }
        catch (error) {
            const why = signal.aborted
                ? "cancelled (the run was aborted)"
                : timeout.aborted
                    ? `did not finish within ${timeoutMs} ms (timeoutMs, default timeouts.verifyMs)`
                    : `failed to run: ${(0,errors/* describeError */.Uc)(error)}`;
            result = {
                ...base,
                passed: false,
                expected: "",
                actual: "",
                message: `${verifier.type} verifier "${verifier.name}" ${why}`,
                durationMs: Math.round(now() - started),
            };
        }
        results.push(result);
        onResult?.(result);
    }
    return results;
}

// EXTERNAL MODULE: ./src/protocol/substitute-database-id.ts
var substitute_database_id = __webpack_require__(37094);
;// CONCATENATED MODULE: ./src/eval/verify-run.ts





async function verifyRun(options) {
    const { workflow, router, validator, databaseId, signal, onVerifierResult } = options;
    const verifiers = (0,substitute_database_id/* substituteDatabaseId */.hA)(workflow.verify, databaseId).map(createVerifier);
    const callVerifyTool = router
        ? async (server, tool, args, callSignal) => {
            const connection = router.connectionOf(server);
            if (typeof connection === "string")
                return { ok: false, error: connection, text: "", structured: undefined };
            const { record, result } = await (0,call_tool/* callTool */.T)({
                connection,
                validator,
                tool,
                args,
                timeoutMs: options.timeouts.verifyMs,
                signal: callSignal,
            });
            // The full text, not the record's clipped copy: a JSON answer must still parse.
            return { ok: record.ok, error: record.error, text: result ? (0,result_text/* resultText */.D)(result) : "", structured: result?.structuredContent };
        }
        : undefined;
    return executeVerifiers(verifiers, {
        workflow: workflow.name,
        databaseId,
        finalMessage: options.messages.at(-1)?.assistant ?? "",
        toolCalls: options.toolCalls,
        serverRequests: options.serverRequests ?? [],
        baseDir: options.baseDir,
        env: options.env,
        callTool: callVerifyTool,
    }, { signal, defaultTimeoutMs: options.timeouts.verifyMs, onResult: (result) => onVerifierResult?.(workflow.name, result) });
}


/***/ }),

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

//# sourceMappingURL=1777.index.js.map