export const id = 4648;
export const ids = [4648];
export const modules = {

/***/ 84648:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SandboxAgent: () => (/* binding */ SandboxAgent)
});

// EXTERNAL MODULE: ./node_modules/@openai/agents-core/dist/agent.mjs + 2 modules
var agent = __webpack_require__(5354);
// EXTERNAL MODULE: ./node_modules/@openai/agents-core/dist/sandbox/brand.mjs
var brand = __webpack_require__(16573);
// EXTERNAL MODULE: ./node_modules/@openai/agents-core/dist/errors.mjs
var errors = __webpack_require__(65511);
// EXTERNAL MODULE: ./node_modules/@openai/agents-core/dist/sandbox/capabilities/base.mjs
var base = __webpack_require__(51992);
;// CONCATENATED MODULE: ./node_modules/@openai/agents-core/dist/sandbox/capabilities/transport.mjs
function supportsResponsesCompactionTransport(modelInstance) {
    if (!modelInstance) {
        return true;
    }
    const constructorName = typeof modelInstance === 'object' &&
        modelInstance &&
        'constructor' in modelInstance &&
        typeof modelInstance.constructor === 'function'
        ? modelInstance.constructor.name
        : '';
    return !constructorName.includes('ChatCompletions');
}
function supportsApplyPatchTransport(modelInstance) {
    return supportsStructuredToolOutputTransport(modelInstance);
}
function supportsStructuredToolOutputTransport(modelInstance) {
    if (!modelInstance) {
        return false;
    }
    const constructorName = typeof modelInstance === 'object' &&
        modelInstance &&
        'constructor' in modelInstance &&
        typeof modelInstance.constructor === 'function'
        ? modelInstance.constructor.name
        : '';
    return !constructorName.includes('ChatCompletions');
}
//# sourceMappingURL=transport.mjs.map
;// CONCATENATED MODULE: ./node_modules/@openai/agents-core/dist/sandbox/capabilities/compaction.mjs



class CompactionPolicy {
}
class StaticCompactionPolicy extends CompactionPolicy {
    threshold;
    constructor(threshold = 240000) {
        super();
        this.threshold = threshold;
    }
    compactThreshold() {
        return this.threshold;
    }
}
class DynamicCompactionPolicy extends CompactionPolicy {
    thresholdRatio;
    fallbackThreshold;
    constructor(thresholdRatio = 0.9, fallbackThreshold = 240000) {
        super();
        if (!Number.isFinite(thresholdRatio) ||
            thresholdRatio < 0 ||
            thresholdRatio > 1) {
            throw new errors/* UserError */.yo('DynamicCompactionPolicy.thresholdRatio must be a finite number between 0 and 1.');
        }
        this.thresholdRatio = thresholdRatio;
        this.fallbackThreshold = fallbackThreshold;
    }
    compactThreshold(model) {
        if (!model) {
            return this.fallbackThreshold;
        }
        const modelInfo = CompactionModelInfo.forModel(model);
        if (!modelInfo) {
            return this.fallbackThreshold;
        }
        return Math.floor(modelInfo.contextWindow * this.thresholdRatio);
    }
}
class CompactionModelInfo {
    contextWindow;
    constructor(contextWindow) {
        this.contextWindow = contextWindow;
    }
    static forModel(model) {
        for (const candidate of getSandboxCompactionModelCandidates(model)) {
            if (SANDBOX_CONTEXT_WINDOWS_1M.has(candidate)) {
                return new CompactionModelInfo(1047576);
            }
            if (SANDBOX_CONTEXT_WINDOWS_400K.has(candidate)) {
                return new CompactionModelInfo(400000);
            }
            if (SANDBOX_CONTEXT_WINDOWS_200K.has(candidate)) {
                return new CompactionModelInfo(200000);
            }
            if (SANDBOX_CONTEXT_WINDOWS_128K.has(candidate)) {
                return new CompactionModelInfo(128000);
            }
        }
        return undefined;
    }
}
class CompactionCapability extends base/* Capability */.n {
    type = 'compaction';
    policy;
    constructor(policy = new DynamicCompactionPolicy()) {
        super();
        this.policy = policy;
    }
    samplingParams(samplingParams) {
        if (samplingParams.modelInstance &&
            !supportsResponsesCompactionTransport(samplingParams.modelInstance)) {
            return {};
        }
        const model = typeof samplingParams.model === 'string'
            ? samplingParams.model
            : undefined;
        return {
            context_management: [
                {
                    type: 'compaction',
                    compact_threshold: this.policy.compactThreshold(model),
                },
            ],
        };
    }
    processContext(context) {
        let lastCompactionIndex = -1;
        for (let index = 0; index < context.length; index += 1) {
            if (context[index].type === 'compaction') {
                lastCompactionIndex = index;
            }
        }
        if (lastCompactionIndex === -1) {
            return context;
        }
        return context.slice(lastCompactionIndex);
    }
}
function compaction(args = {}) {
    return new CompactionCapability(args.policy);
}
function getSandboxCompactionModelCandidates(model) {
    const trimmed = model.trim();
    if (!trimmed) {
        return [];
    }
    const withoutProviderPrefix = trimmed.includes('/')
        ? trimmed.slice(trimmed.lastIndexOf('/') + 1)
        : trimmed;
    const normalized = withoutProviderPrefix.toLowerCase();
    const withoutPinnedDate = normalized.replace(/-\d{4}-\d{2}-\d{2}$/u, '');
    return [...new Set([normalized, withoutPinnedDate])];
}
const SANDBOX_CONTEXT_WINDOWS_1M = new Set([
    'gpt-5.6',
    'gpt-5.6-sol',
    'gpt-5.6-terra',
    'gpt-5.6-luna',
    'gpt-5.4',
    'gpt-5.4-2026-03-05',
    'gpt-5.4-pro',
    'gpt-5.4-pro-2026-03-05',
    'gpt-4.1',
    'gpt-4.1-2025-04-14',
    'gpt-4.1-mini',
    'gpt-4.1-mini-2025-04-14',
    'gpt-4.1-nano',
    'gpt-4.1-nano-2025-04-14',
]);
const SANDBOX_CONTEXT_WINDOWS_400K = new Set([
    'gpt-5',
    'gpt-5-codex',
    'gpt-5-mini',
    'gpt-5-nano',
    'gpt-5-pro',
    'gpt-5.1',
    'gpt-5.1-codex',
    'gpt-5.1-codex-max',
    'gpt-5.1-codex-mini',
    'gpt-5.2',
    'gpt-5.2-codex',
    'gpt-5.2-codex-cyber',
    'gpt-5.2-pro',
    'gpt-5.3-codex',
    'gpt-5.3-codex-spark',
    'gpt-5.4-mini',
    'gpt-5.4-nano',
]);
const SANDBOX_CONTEXT_WINDOWS_200K = new Set([
    'codex-mini-latest',
    'o1',
    'o1-2024-12-17',
    'o1-pro',
    'o3',
    'o3-2025-04-16',
    'o3-mini',
    'o3-pro',
    'o3-deep-research',
    'o4-mini',
    'o4-mini-2025-04-16',
    'o4-mini-deep-research',
]);
const SANDBOX_CONTEXT_WINDOWS_128K = new Set([
    'gpt-4o',
    'gpt-4o-2024-08-06',
    'gpt-4o-mini',
    'gpt-4o-mini-2024-07-18',
    'gpt-5-chat-latest',
    'gpt-5.1-chat-latest',
    'gpt-5.2-chat-latest',
    'gpt-5.3-chat-latest',
]);
//# sourceMappingURL=compaction.mjs.map
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
// EXTERNAL MODULE: ./node_modules/@openai/agents-core/dist/tool.mjs + 1 modules
var tool = __webpack_require__(96338);
// EXTERNAL MODULE: ./node_modules/@openai/agents-core/dist/types/protocol.mjs
var protocol = __webpack_require__(65316);
// EXTERNAL MODULE: ./node_modules/@openai/agents-core/dist/utils/base64.mjs
var base64 = __webpack_require__(80449);
// EXTERNAL MODULE: ./node_modules/@openai/agents-core/dist/sandbox/runtime/spans.mjs + 1 modules
var spans = __webpack_require__(68528);
// EXTERNAL MODULE: ./node_modules/@openai/agents-core/dist/sandbox/shared/typeGuards.mjs
var typeGuards = __webpack_require__(30670);
;// CONCATENATED MODULE: ./node_modules/@openai/agents-core/dist/sandbox/capabilities/filesystem.mjs









const applyPatchFunctionParameters = {
    type: 'object',
    properties: {
        patch: {
            type: 'string',
            description: 'A freeform apply_patch payload wrapped in *** Begin Patch and *** End Patch.',
        },
        operation: {
            type: 'object',
            description: 'A single structured apply_patch operation.',
        },
        operations: {
            type: 'array',
            items: { type: 'object' },
            description: 'Structured apply_patch operations to apply in order.',
        },
        command: {
            type: 'array',
            description: 'Optional ["apply_patch", patch] command tuple form.',
        },
        type: {
            type: 'string',
            enum: ['create_file', 'update_file', 'delete_file'],
            description: 'The patch operation to apply.',
        },
        path: {
            type: 'string',
            description: 'The sandbox file path to patch.',
        },
        diff: {
            type: 'string',
            description: 'The V4A patch diff for create_file and update_file operations.',
        },
        moveTo: {
            type: 'string',
            description: 'Optional destination path for update_file move operations.',
        },
    },
    required: [],
    additionalProperties: true,
};
const BEGIN_PATCH = '*** Begin Patch';
const END_PATCH = '*** End Patch';
const ADD_FILE = '*** Add File: ';
const DELETE_FILE = '*** Delete File: ';
const UPDATE_FILE = '*** Update File: ';
const MOVE_TO = '*** Move to: ';
function toErrorMessage(error) {
    if (error instanceof Error) {
        return error.message || error.toString();
    }
    try {
        return JSON.stringify(error);
    }
    catch {
        return String(error);
    }
}
function renderImageForTextTransport(output) {
    if (typeof output === 'string') {
        return output;
    }
    const image = output.image;
    if (typeof image === 'string') {
        return image;
    }
    if (!(0,typeGuards/* isRecord */.u4)(image)) {
        return 'No image data was returned by the sandbox session.';
    }
    const imageRecord = image;
    if (typeof imageRecord.url === 'string') {
        return imageRecord.url;
    }
    if (typeof imageRecord.fileId === 'string') {
        return `OpenAI file reference: ${imageRecord.fileId}`;
    }
    if (typeof imageRecord.data === 'string') {
        const mediaType = typeof imageRecord.mediaType === 'string'
            ? imageRecord.mediaType
            : 'application/octet-stream';
        return `data:${mediaType};base64,${imageRecord.data}`;
    }
    if (imageRecord.data instanceof Uint8Array) {
        const mediaType = typeof imageRecord.mediaType === 'string'
            ? imageRecord.mediaType
            : 'application/octet-stream';
        return `data:${mediaType};base64,${(0,base64/* encodeUint8ArrayToBase64 */.x)(imageRecord.data)}`;
    }
    return 'No image data was returned by the sandbox session.';
}
function renderViewImageError(path, error) {
    const message = toErrorMessage(error);
    if (/not found/iu.test(message)) {
        return `image path \`${path}\` was not found`;
    }
    if (/not a file/iu.test(message)) {
        return `image path \`${path}\` is not a file`;
    }
    if (/exceeds the 10 MB limit|exceeded the allowed size/iu.test(message)) {
        return `image path \`${path}\` exceeded the allowed size of 10MB; resize or compress the image and try again`;
    }
    if (/unsupported image format|not a supported image/iu.test(message)) {
        return `image path \`${path}\` is not a supported image file`;
    }
    const name = error instanceof Error ? error.name : typeof error;
    return `unable to read image at \`${path}\`: ${name}`;
}
function parseApplyPatchInput(rawInput) {
    const trimmedInput = rawInput.trimStart();
    if (trimmedInput.startsWith(BEGIN_PATCH)) {
        return parseFreeformPatch(trimmedInput);
    }
    let payload;
    try {
        payload = JSON.parse(rawInput);
    }
    catch (error) {
        return {
            ok: false,
            error: `Invalid apply_patch JSON: ${toErrorMessage(error)}`,
        };
    }
    return parseApplyPatchPayload(payload);
}
function parseApplyPatchPayload(payload) {
    if (typeof payload === 'string') {
        return parseFreeformPatch(payload);
    }
    if (Array.isArray(payload)) {
        return parseStructuredOperations(payload);
    }
    if (!(0,typeGuards/* isRecord */.u4)(payload)) {
        return {
            ok: false,
            error: 'apply_patch input must be an object or array.',
        };
    }
    if (typeof payload.patch === 'string') {
        return parseFreeformPatch(payload.patch);
    }
    if (Array.isArray(payload.command)) {
        const [commandName, patch] = payload.command;
        if (commandName === 'apply_patch' && typeof patch === 'string') {
            return parseFreeformPatch(patch);
        }
    }
    if (Array.isArray(payload.operations)) {
        return parseStructuredOperations(payload.operations);
    }
    if (payload.operation !== undefined) {
        return parseStructuredOperations([payload.operation]);
    }
    return parseStructuredOperations([payload]);
}
function parseStructuredOperations(payloads) {
    const operations = [];
    for (const payload of payloads) {
        const parsed = protocol.ApplyPatchOperation.safeParse(payload);
        if (!parsed.success) {
            return {
                ok: false,
                error: `Invalid apply_patch operation: ${parsed.error.message}`,
            };
        }
        operations.push(parsed.data);
    }
    if (operations.length === 0) {
        return { ok: false, error: 'apply_patch input must include an operation.' };
    }
    return { ok: true, operations };
}
function parseFreeformPatch(rawPatch) {
    const lines = rawPatch.split(/\r?\n/);
    if (lines.at(-1) === '') {
        lines.pop();
    }
    if (lines[0] !== BEGIN_PATCH) {
        return {
            ok: false,
            error: `apply_patch input must start with "${BEGIN_PATCH}".`,
        };
    }
    if (lines.length < 2 || lines.at(-1) !== END_PATCH) {
        return {
            ok: false,
            error: `apply_patch input must end with "${END_PATCH}".`,
        };
    }
    const operations = [];
    let index = 1;
    while (index < lines.length - 1) {
        const line = lines[index];
        let parsed;
        if (line.startsWith(ADD_FILE)) {
            parsed = parseAddFilePatch(lines, index);
        }
        else if (line.startsWith(DELETE_FILE)) {
            parsed = parseDeleteFilePatch(lines, index);
        }
        else if (line.startsWith(UPDATE_FILE)) {
            parsed = parseUpdateFilePatch(lines, index);
        }
        else {
            return {
                ok: false,
                error: `Invalid apply_patch file operation header: ${line}`,
            };
        }
        if ('error' in parsed) {
            return { ok: false, error: parsed.error };
        }
        operations.push(parsed.operation);
        index = parsed.nextIndex;
    }
    if (operations.length === 0) {
        return {
            ok: false,
            error: 'apply_patch input must include at least one file operation.',
        };
    }
    return { ok: true, operations };
}
function parseAddFilePatch(lines, index) {
    const path = parsePatchHeader(lines[index], ADD_FILE);
    if (!path) {
        return { error: `Missing path in apply_patch header: ${lines[index]}` };
    }
    index += 1;
    const diffLines = [];
    while (index < lines.length - 1 && !isFileOperationHeader(lines[index])) {
        const line = lines[index];
        if (!line.startsWith('+')) {
            return { error: `Invalid Add File line: ${line}` };
        }
        diffLines.push(line);
        index += 1;
    }
    if (diffLines.length === 0) {
        return {
            error: `Add File patch for ${path} must include at least one + line.`,
        };
    }
    return {
        operation: {
            type: 'create_file',
            path,
            diff: joinDiff(diffLines),
        },
        nextIndex: index,
    };
}
function parseDeleteFilePatch(lines, index) {
    const path = parsePatchHeader(lines[index], DELETE_FILE);
    if (!path) {
        return { error: `Missing path in apply_patch header: ${lines[index]}` };
    }
    index += 1;
    if (index < lines.length - 1 && !isFileOperationHeader(lines[index])) {
        return { error: `Delete File patch for ${path} must not include a diff.` };
    }
    return {
        operation: {
            type: 'delete_file',
            path,
        },
        nextIndex: index,
    };
}
function parseUpdateFilePatch(lines, index) {
    const path = parsePatchHeader(lines[index], UPDATE_FILE);
    if (!path) {
        return { error: `Missing path in apply_patch header: ${lines[index]}` };
    }
    index += 1;
    let moveTo;
    if (index < lines.length - 1 && lines[index].startsWith(MOVE_TO)) {
        const parsedMoveTo = parsePatchHeader(lines[index], MOVE_TO);
        if (!parsedMoveTo) {
            return { error: `Missing path in apply_patch header: ${lines[index]}` };
        }
        moveTo = parsedMoveTo;
        index += 1;
    }
    const diffLines = [];
    while (index < lines.length - 1 && !isFileOperationHeader(lines[index])) {
        diffLines.push(lines[index]);
        index += 1;
    }
    if (diffLines.length === 0 && !moveTo) {
        return { error: `Update File patch for ${path} must include a hunk.` };
    }
    return {
        operation: {
            type: 'update_file',
            path,
            diff: diffLines.length > 0 ? joinDiff(diffLines) : '',
            ...(moveTo ? { moveTo } : {}),
        },
        nextIndex: index,
    };
}
function parsePatchHeader(line, prefix) {
    const path = line.slice(prefix.length).trim();
    return path ? path : null;
}
function isFileOperationHeader(line) {
    return (line.startsWith(ADD_FILE) ||
        line.startsWith(DELETE_FILE) ||
        line.startsWith(UPDATE_FILE));
}
function joinDiff(lines) {
    return `${lines.join('\n')}\n`;
}
async function applyPatchOperation(editor, operation, runContext) {
    let result;
    try {
        switch (operation.type) {
            case 'create_file':
                result = await editor.createFile(operation, { runContext });
                break;
            case 'update_file':
                result = await editor.updateFile(operation, { runContext });
                break;
            case 'delete_file':
                result = await editor.deleteFile(operation, { runContext });
                break;
            default:
                return 'Unsupported apply_patch operation.';
        }
    }
    catch (error) {
        return `Failed to apply patch: ${toErrorMessage(error)}`;
    }
    if (result?.status === 'failed') {
        return result.output ? `Patch failed: ${result.output}` : 'Patch failed.';
    }
    return result?.output ?? 'Patch applied.';
}
async function applyPatchOperations(editor, operations, runContext) {
    const outputs = [];
    for (const operation of operations) {
        const output = await applyPatchOperation(editor, operation, runContext);
        if (output) {
            outputs.push(output);
        }
    }
    return outputs.join('\n') || 'Patch applied.';
}
function applyPatchFunctionTool(editor) {
    const fallbackTool = {
        type: 'function',
        name: 'apply_patch',
        description: 'Applies a create, update, move, or delete file patch in the sandbox workspace. Accepts a freeform patch string or structured apply_patch operations.',
        parameters: applyPatchFunctionParameters,
        strict: false,
        deferLoading: false,
        needsApproval: async () => false,
        isEnabled: async () => true,
        invoke: async (runContext, input) => {
            const parsed = parseApplyPatchInput(input);
            if (!parsed.ok) {
                return parsed.error;
            }
            return await applyPatchOperations(editor, parsed.operations, runContext);
        },
    };
    return fallbackTool;
}
class FilesystemCapability extends base/* Capability */.n {
    type = 'filesystem';
    configureTools;
    constructor(args = {}) {
        super();
        this.configureTools = args.configureTools;
    }
    tools() {
        const session = (0,base/* requireBoundSession */.i)(this.type, this._session);
        const sessionEditor = session.createEditor?.(this._runAs);
        if (!sessionEditor) {
            throw new errors/* UserError */.yo('Filesystem sandbox sessions must provide createEditor().');
        }
        const editor = this._workspaceScope?.cwd
            ? scopedEditor(sessionEditor, this._workspaceScope)
            : sessionEditor;
        const tools = [];
        const viewImage = async (path, details) => {
            if (!session.viewImage) {
                throw new errors/* UserError */.yo('Filesystem sandbox sessions must provide viewImage().');
            }
            const effectivePath = this._workspaceScope?.anchor(path) ?? path;
            try {
                return await (0,spans/* withSandboxSpan */.c)('sandbox.view_image', {
                    path: effectivePath,
                    run_as: this._runAs,
                }, async () => await session.viewImage({
                    path: effectivePath,
                    runAs: this._runAs,
                }), this.tracingParent(details));
            }
            catch (error) {
                return renderViewImageError(path, error);
            }
        };
        if (supportsStructuredToolOutputTransport(this._modelInstance)) {
            tools.push((0,tool/* tool */.z6)({
                name: 'view_image',
                description: 'Returns an image output from a path in the sandbox workspace or an explicitly granted sandbox path.',
                parameters: schemas/* object */.Ikc({
                    path: schemas/* string */.YjP()
                        .describe('Path to an image file in the sandbox workspace or an explicitly granted sandbox path'),
                }),
                execute: async ({ path }, _context, details) => await viewImage(path, details),
            }));
        }
        else {
            tools.push((0,tool/* tool */.z6)({
                name: 'view_image',
                description: 'Returns an image from a path in the sandbox workspace or an explicitly granted sandbox path as a data URL or reference string.',
                parameters: schemas/* object */.Ikc({
                    path: schemas/* string */.YjP()
                        .describe('Path to an image file in the sandbox workspace or an explicitly granted sandbox path'),
                }),
                execute: async ({ path }, _context, details) => renderImageForTextTransport(await viewImage(path, details)),
            }));
        }
        if (supportsApplyPatchTransport(this._modelInstance)) {
            tools.push((0,tool/* applyPatchTool */.li)({
                name: 'apply_patch',
                editor,
            }));
        }
        else {
            tools.push(applyPatchFunctionTool(editor));
        }
        return this.configureTools ? this.configureTools([...tools]) : tools;
    }
}
function scopedEditor(editor, scope) {
    return {
        createFile: async (operation, context) => await editor.createFile({ ...operation, path: scope.anchor(operation.path) }, context),
        updateFile: async (operation, context) => await editor.updateFile({
            ...operation,
            path: scope.anchor(operation.path),
            ...(operation.moveTo
                ? { moveTo: scope.anchor(operation.moveTo) }
                : {}),
        }, context),
        deleteFile: async (operation, context) => await editor.deleteFile({ ...operation, path: scope.anchor(operation.path) }, context),
    };
}
function filesystem(args = {}) {
    return new FilesystemCapability(args);
}
//# sourceMappingURL=filesystem.mjs.map
;// CONCATENATED MODULE: ./node_modules/@openai/agents-core/dist/sandbox/capabilities/shell.mjs





const DEFAULT_EXEC_YIELD_TIME_MS = 10_000;
const DEFAULT_WRITE_STDIN_YIELD_TIME_MS = 250;
const SHELL_INSTRUCTIONS = [
    'When using the shell:',
    '- Use `exec_command` for shell execution.',
    '- If available, use `write_stdin` to interact with or poll running sessions.',
    '- To interrupt a long-running process via `write_stdin`, start it with `tty=true` and send Ctrl-C (`\\u0003`).',
    '- Prefer `rg` and `rg --files` for text/file discovery when available.',
    '- Avoid using Python scripts just to print large file chunks.',
].join('\n');
class ShellCapability extends base/* Capability */.n {
    type = 'shell';
    configureTools;
    constructor(args = {}) {
        super();
        this.configureTools = args.configureTools;
    }
    tools() {
        const session = (0,base/* requireBoundSession */.i)(this.type, this._session);
        if (!session.execCommand) {
            throw new errors/* UserError */.yo('Shell sandbox sessions must provide execCommand().');
        }
        const tools = [
            (0,tool/* tool */.z6)({
                name: 'exec_command',
                description: 'Runs a command in a PTY, returning output or a session ID for ongoing interaction.',
                parameters: schemas/* object */.Ikc({
                    cmd: schemas/* string */.YjP().min(1).describe('Shell command to execute.'),
                    workdir: schemas/* string */.YjP()
                        .optional()
                        .describe('Optional working directory to run the command in; defaults to the turn cwd.'),
                    shell: schemas/* string */.YjP()
                        .optional()
                        .describe("Shell binary to launch. Defaults to the user's default shell."),
                    login: schemas/* boolean */.zMY()
                        .default(true)
                        .describe('Whether to run the shell with -l/-i semantics. Defaults to true.'),
                    tty: schemas/* boolean */.zMY()
                        .default(false)
                        .describe('Whether to allocate a TTY for the command. Defaults to false (plain pipes); set to true to open a PTY and access TTY process.'),
                    yield_time_ms: schemas/* number */.aig()
                        .int()
                        .min(0)
                        .default(DEFAULT_EXEC_YIELD_TIME_MS)
                        .describe('How long to wait (in milliseconds) for output before yielding.'),
                    max_output_tokens: schemas/* number */.aig()
                        .int()
                        .min(1)
                        .optional()
                        .describe('Maximum number of tokens to return. Excess output will be truncated.'),
                }),
                execute: async ({ cmd, workdir, shell, login, tty, yield_time_ms, max_output_tokens, }, _context, details) => {
                    const effectiveWorkdir = this._workspaceScope?.anchor(workdir) ?? workdir;
                    return await (0,spans/* withSandboxSpan */.c)('sandbox.exec', {
                        cmd,
                        workdir: effectiveWorkdir,
                        shell,
                        login,
                        tty,
                        run_as: this._runAs,
                    }, async () => await session.execCommand({
                        cmd,
                        workdir: effectiveWorkdir,
                        shell,
                        login,
                        tty,
                        yieldTimeMs: yield_time_ms,
                        maxOutputTokens: max_output_tokens,
                        runAs: this._runAs,
                    }), this.tracingParent(details));
                },
            }),
        ];
        if (session.supportsPty?.() && session.writeStdin) {
            tools.push((0,tool/* tool */.z6)({
                name: 'write_stdin',
                description: 'Writes characters to an existing unified exec session and returns recent output.',
                parameters: schemas/* object */.Ikc({
                    session_id: schemas/* number */.aig()
                        .int()
                        .describe('Identifier of the running unified exec session.'),
                    chars: schemas/* string */.YjP()
                        .default('')
                        .describe('Bytes to write to stdin (may be empty to poll).'),
                    yield_time_ms: schemas/* number */.aig()
                        .int()
                        .min(0)
                        .default(DEFAULT_WRITE_STDIN_YIELD_TIME_MS)
                        .describe('How long to wait (in milliseconds) for output before yielding.'),
                    max_output_tokens: schemas/* number */.aig()
                        .int()
                        .min(1)
                        .optional()
                        .describe('Maximum number of tokens to return. Excess output will be truncated.'),
                }),
                execute: async ({ session_id, chars, yield_time_ms, max_output_tokens, }, _context, details) => await (0,spans/* withSandboxSpan */.c)('sandbox.write_stdin', {
                    session_id,
                }, async () => await session.writeStdin({
                    sessionId: session_id,
                    chars,
                    yieldTimeMs: yield_time_ms,
                    maxOutputTokens: max_output_tokens,
                }), this.tracingParent(details)),
            }));
        }
        return this.configureTools ? this.configureTools([...tools]) : tools;
    }
    instructions() {
        return SHELL_INSTRUCTIONS;
    }
}
function shell(args = {}) {
    return new ShellCapability(args);
}
//# sourceMappingURL=shell.mjs.map
// EXTERNAL MODULE: ./node_modules/@openai/agents-core/dist/sandbox/capabilities/memory.mjs
var memory = __webpack_require__(21582);
// EXTERNAL MODULE: ./node_modules/@openai/agents-core/dist/sandbox/memory/storage.mjs
var storage = __webpack_require__(84861);
// EXTERNAL MODULE: ./node_modules/@openai/agents-core/dist/sandbox/entries/guards.mjs
var guards = __webpack_require__(10919);
// EXTERNAL MODULE: ./node_modules/@openai/agents-core/dist/sandbox/entries/factories.mjs
var factories = __webpack_require__(23769);
// EXTERNAL MODULE: ./node_modules/@openai/agents-core/dist/sandbox/errors.mjs
var sandbox_errors = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@openai/agents-core/dist/sandbox/manifest.mjs + 1 modules
var sandbox_manifest = __webpack_require__(13954);
;// CONCATENATED MODULE: ./node_modules/@openai/agents-core/dist/sandbox/shared/pathProbe.mjs


const READ_PATH_PROBE_SCRIPT = `
# OPENAI_AGENTS_READ_PATH_PROBE_V1
LC_ALL=C
export LC_ALL
original_path=$path
resolved_path=
symlink_depth=0
lookup_retries=0

resolve_probe_path() {
  if [ "$symlink_depth" -gt 40 ] || [ "\${#1}" -gt 4095 ]; then
    return 2
  fi
  if [ "$1" = / ]; then
    resolved_path=/
    return 0
  fi

  parent=\${1%/*}
  if [ -z "$parent" ] || [ "$parent" = "$1" ]; then
    parent=/
  fi
  resolve_probe_path "$parent" || return 2
  resolved_parent=$resolved_path
  base=\${1##*/}
  if [ "\${#base}" -gt 255 ]; then
    return 2
  fi
  if [ "$resolved_parent" = / ]; then
    candidate=/$base
  else
    candidate=$resolved_parent/$base
  fi

  if [ -L "$candidate" ]; then
    target_with_marker=$(readlink -n "$candidate" && printf .) || return 2
    target=\${target_with_marker%.}
    symlink_depth=$((symlink_depth + 1))
    if [ "$symlink_depth" -gt 40 ]; then
      return 2
    fi
    case "$target" in
      /*) resolve_probe_path "$target" ;;
      *) resolve_probe_path "$resolved_parent/$target" ;;
    esac
    return $?
  fi

  resolved_path=$candidate
}

resolve_probe_path "$path" || exit 2
path=$resolved_path
candidate=$path
child=

while :; do
  if [ -e "$candidate" ]; then
    if [ "$candidate" = "$path" ]; then
      exit 0
    fi
    if [ ! -d "$candidate" ] || [ ! -x "$candidate" ]; then
      exit 2
    fi
    lookup_result=$(
      find "$child" -prune -print 2>&1 >/dev/null
      lookup_status=$?
      printf '.%s' "$lookup_status"
    )
    lookup_status=\${lookup_result##*.}
    lookup_error=\${lookup_result%.*}
    if [ "$lookup_status" -eq 0 ]; then
      if [ "$lookup_retries" -ge 1 ]; then
        exit 2
      fi
      lookup_retries=$((lookup_retries + 1))
      resolved_path=
      symlink_depth=0
      resolve_probe_path "$original_path" || exit 2
      path=$resolved_path
      candidate=$path
      child=
      continue
    fi
    if [ "$lookup_status" -eq 1 ]; then
      lookup_error=$(printf %s "$lookup_error")
      case "$lookup_error" in
        *": No such file or directory") exit 1 ;;
      esac
    fi
    exit 2
  fi
  if [ "$candidate" = / ]; then
    exit 2
  fi
  child=$candidate
  candidate=\${candidate%/*}
  if [ -z "$candidate" ]; then
    candidate=/
  fi
done
`.trim();
function isSandboxPathNotFoundError(error) {
    if (typeof error !== 'object' || error === null) {
        return false;
    }
    try {
        if (error instanceof sandbox_errors/* SandboxWorkspaceReadNotFoundError */.MX) {
            return true;
        }
        const code = error.code;
        return code === 'ENOENT' || code === 'workspace_read_not_found';
    }
    catch {
        return false;
    }
}
async function probeSandboxPathExists(options) {
    const quotedPath = shellQuote(options.path);
    const initial = await options.runCommand(`test -e ${quotedPath}`);
    if (initial.status === 0 && !hasProcessFailure(initial)) {
        return true;
    }
    if (initial.status !== 1 || hasProcessFailure(initial)) {
        throw createPathProbeError(options, initial);
    }
    const diagnostic = pathProbeDiagnostic(initial);
    if (diagnostic.length === 0 && initial.stdout?.trim()) {
        throw createPathProbeError(options, initial);
    }
    if (diagnostic.length > 0) {
        if (isMissingPathDiagnostic(diagnostic, options.path)) {
            return false;
        }
        if (!hasMissingPathDiagnostic(diagnostic)) {
            throw createPathProbeError(options, initial);
        }
    }
    const result = await options.runCommand(`test -e ${quotedPath} || (path=${quotedPath}; ${READ_PATH_PROBE_SCRIPT})`);
    if (result.status === 0 && !hasProcessFailure(result)) {
        return true;
    }
    if (result.status === 1 && !hasProcessFailure(result)) {
        const probeDiagnostic = pathProbeDiagnostic(result);
        if ((!result.stdout?.trim() && probeDiagnostic.length === 0) ||
            isMissingPathDiagnostic(probeDiagnostic, options.path)) {
            return false;
        }
    }
    throw createPathProbeError(options, result);
}
async function probeSandboxDirectoryExists(options) {
    if (!(await probeSandboxPathExists(options))) {
        return false;
    }
    const result = await options.runCommand(`test -d ${shellQuote(options.path)} && test -x ${shellQuote(options.path)}`);
    if (result.status === 0 && !hasProcessFailure(result)) {
        return true;
    }
    if (result.status === 1 &&
        !hasProcessFailure(result) &&
        !result.stdout?.trim() &&
        !result.stderr?.trim()) {
        return false;
    }
    throw createPathProbeError(options, result);
}
function hasProcessFailure(result) {
    return Boolean(result.timedOut || result.signal || result.error);
}
function pathProbeDiagnostic(result) {
    return result.stderr?.trim() ?? '';
}
function hasMissingPathDiagnostic(diagnostic) {
    return /(?:no such file or directory|not found|does not exist|missing(?: path| file)?)/iu.test(diagnostic);
}
function isMissingPathDiagnostic(diagnostic, path) {
    if (!hasMissingPathDiagnostic(diagnostic)) {
        return false;
    }
    const escapedPath = path.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    const pathExpression = `(?:["'\\x60])?${escapedPath}(?:["'\\x60])?`;
    const missingExpression = '(?:no such file or directory|not found|does not exist|missing(?: path| file)?)';
    return new RegExp(`(?:${pathExpression}\\s*:\\s*${missingExpression}|${pathExpression}\\s+(?:was\\s+)?${missingExpression}|${missingExpression}\\s*:?\\s*${pathExpression})(?:$|[\\s.;])`, 'iu').test(diagnostic);
}
function createPathProbeError(options, result) {
    if (options.createError) {
        return options.createError(result);
    }
    const diagnostic = pathProbeDiagnostic(result);
    const suffix = diagnostic ? `: ${diagnostic}` : '';
    return new SandboxWorkspaceArchiveReadError(`Failed to determine whether sandbox path exists: ${options.path}${suffix}`, {
        path: options.path,
        status: result.status,
        signal: result.signal,
        timedOut: result.timedOut,
        stdoutBytes: result.stdout?.length ?? 0,
    });
}
//# sourceMappingURL=pathProbe.mjs.map
// EXTERNAL MODULE: ./node_modules/@openai/agents-core/dist/sandbox/runtime/prompts.mjs
var prompts = __webpack_require__(94342);
;// CONCATENATED MODULE: ./node_modules/@openai/agents-core/dist/sandbox/capabilities/skills.mjs








class SkillsCapability extends base/* Capability */.n {
    type = 'skills';
    skills;
    from;
    lazyFrom;
    index;
    skillsPath;
    constructor(args) {
        super();
        this.skills = args.skills ?? [];
        this.from = args.from;
        this.lazyFrom = args.lazyFrom;
        this.index = args.index;
        this.skillsPath = (0,sandbox_manifest/* normalizeRelativePath */.Vd)(args.skillsPath ?? '.agents');
        validateSkillsCapability(this);
    }
    tools() {
        if (!this.lazyFrom) {
            return [];
        }
        const session = (0,base/* requireBoundSession */.i)(this.type, this._session);
        if (!session.pathExists || !session.materializeEntry) {
            throw new sandbox_errors/* SandboxSkillsConfigError */.S9('Skills sandbox sessions must provide pathExists() and materializeEntry().');
        }
        return [
            (0,tool/* tool */.z6)({
                name: 'load_skill',
                description: 'Load a single lazily configured skill into the sandbox so its SKILL.md, scripts, references, and assets can be read from the workspace.',
                parameters: schemas/* object */.Ikc({
                    skill_name: schemas/* string */.YjP()
                        .min(1)
                        .describe('Name of the lazily configured skill to materialize.'),
                }),
                execute: async ({ skill_name, }) => {
                    const match = resolveLazySkillMatch(this, skill_name, session.state.manifest);
                    const relativeSkillPath = (0,sandbox_manifest/* normalizeRelativePath */.Vd)(match.path ?? match.name);
                    const destinationPath = joinRelativePaths(this.skillsPath, relativeSkillPath);
                    const skillMarkdownPath = joinRelativePaths(destinationPath, 'SKILL.md');
                    if (await session.pathExists(skillMarkdownPath, this._runAs)) {
                        return {
                            status: 'already_loaded',
                            skill_name: match.name,
                            path: this.modelResourcePath(session.state.manifest, destinationPath),
                        };
                    }
                    await session.materializeEntry({
                        path: destinationPath,
                        entry: resolveLazySkillEntry(this.lazyFrom.source, relativeSkillPath),
                        runAs: this._runAs,
                    });
                    return {
                        status: 'loaded',
                        skill_name: match.name,
                        path: this.modelResourcePath(session.state.manifest, destinationPath),
                    };
                },
            }),
        ];
    }
    processManifest(manifest) {
        const existingPaths = new Set(Object.keys(manifest.entries).map((path) => (0,sandbox_manifest/* normalizeRelativePath */.Vd)(path)));
        if (this.lazyFrom) {
            const overlaps = [...existingPaths]
                .filter((path) => pathsOverlap(path, this.skillsPath))
                .sort();
            if (overlaps.length > 0) {
                throw new sandbox_errors/* SandboxSkillsConfigError */.S9(`skills lazyFrom path overlaps existing manifest entries: ${overlaps.join(', ')}`);
            }
            return manifest;
        }
        if (this.from) {
            const overlap = [...existingPaths].find((path) => pathsOverlap(path, this.skillsPath));
            if (overlap) {
                throw new sandbox_errors/* SandboxSkillsConfigError */.S9(`skills path overlaps existing manifest entries: ${overlap}`);
            }
            manifest.entries[this.skillsPath] = this.from;
            return manifest;
        }
        for (const skill of this.skills) {
            const skillPath = joinRelativePaths(this.skillsPath, skill.name);
            const overlap = [...existingPaths].find((path) => pathsOverlap(path, skillPath));
            if (overlap) {
                throw new sandbox_errors/* SandboxSkillsConfigError */.S9(`skill path overlaps existing manifest entries: ${skillPath}`);
            }
            manifest.entries[skillPath] = renderSkillDescriptor(skill);
            existingPaths.add(skillPath);
        }
        return manifest;
    }
    async instructions(manifest) {
        const metadata = resolveSkillsMetadata(this, await this.resolveRuntimeMetadata(manifest), manifest).map((skill) => ({
            ...skill,
            path: this.modelResourcePath(manifest, skill.path ?? skill.name),
        }));
        if (metadata.length === 0 && this.from) {
            return renderSkillsDiscoveryInstructions(this.modelResourcePath(manifest, this.skillsPath));
        }
        if (metadata.length === 0) {
            return null;
        }
        return renderSkillsInstructions({
            metadata,
            lazy: Boolean(this.lazyFrom),
        });
    }
    async resolveRuntimeMetadata(_manifest) {
        if (!this.from || !this._session?.listDir || !this._session.readFile) {
            return [];
        }
        let entries;
        try {
            entries = await this._session.listDir({
                path: this.skillsPath,
                runAs: this._runAs,
            });
        }
        catch (error) {
            if (isSandboxPathNotFoundError(error)) {
                return [];
            }
            throw error;
        }
        const metadata = [];
        for (const entry of entries) {
            if (entry.type !== 'dir') {
                continue;
            }
            let content;
            try {
                content = await this._session.readFile({
                    path: joinRelativePaths(entry.path, 'SKILL.md'),
                    runAs: this._runAs,
                });
            }
            catch (error) {
                if (isSandboxPathNotFoundError(error)) {
                    continue;
                }
                throw error;
            }
            const markdown = typeof content === 'string'
                ? content
                : new TextDecoder().decode(content);
            const frontmatter = parseSkillFrontmatter(markdown);
            metadata.push({
                name: frontmatter.name ?? entry.name,
                description: frontmatter.description ?? 'No description provided.',
                path: entry.name,
            });
        }
        return metadata;
    }
}
function skills(args) {
    return new SkillsCapability(args);
}
const SKILLS_SECTION_INTRO = (0,prompts/* prompt */.J1) `
A skill is a set of local instructions to follow that is stored in a \`SKILL.md\` file. Below is the list of skills that can be used. Each entry includes a name, description, and file path so you can open the source for full instructions when using a specific skill.
`;
const HOW_TO_USE_SKILLS_SECTION = (0,prompts/* prompt */.J1) `
### How to use skills
- Discovery: The list above is the skills available in this session (name + description + file path). Skill bodies live on disk at the listed paths.
- Trigger rules: If the user names a skill (with \`$SkillName\` or plain text) OR the task clearly matches a skill's description shown above, you must use that skill for that turn. Multiple mentions mean use them all. Do not carry skills across turns unless re-mentioned.
- Missing/blocked: If a named skill isn't in the list or the path can't be read, say so briefly and continue with the best fallback.
- How to use a skill (progressive disclosure):
  1) After deciding to use a skill, open its \`SKILL.md\`. Read only enough to follow the workflow.
  2) If \`SKILL.md\` points to extra folders such as \`references/\`, load only the specific files needed for the request; don't bulk-load everything.
  3) If \`scripts/\` exist, prefer running or patching them instead of retyping large code blocks.
  4) If \`assets/\` or templates exist, reuse them instead of recreating from scratch.
- Coordination and sequencing:
  - If multiple skills apply, choose the minimal set that covers the request and state the order you'll use them.
  - Announce which skill(s) you're using and why (one short line). If you skip an obvious skill, say why.
- Context hygiene:
  - Keep context small: summarize long sections instead of pasting them; only load extra files when needed.
  - Avoid deep reference-chasing: prefer opening only files directly linked from \`SKILL.md\` unless you're blocked.
  - When variants exist (frameworks, providers, domains), pick only the relevant reference file(s) and note that choice.
- Safety and fallback: If a skill can't be applied cleanly (missing files, unclear instructions), state the issue, pick the next-best approach, and continue.
`;
const HOW_TO_USE_LAZY_SKILLS_SECTION = (0,prompts/* prompt */.J1) `
### How to use skills
- Discovery: The list above is the skill index available in this session (name + description + workspace path). In lazy mode, those paths are loaded on demand instead of being present up front.
- Trigger rules: If the user names a skill (with \`$SkillName\` or plain text) OR the task clearly matches a skill's description shown above, you must use that skill for that turn. Multiple mentions mean use them all. Do not carry skills across turns unless re-mentioned.
- Missing/blocked: If a named skill isn't in the list or the path can't be read, say so briefly and continue with the best fallback.
- How to use a skill (progressive disclosure):
  1) After deciding to use a lazy skill, call \`load_skill\` for that skill first, then open its \`SKILL.md\`.
  2) If \`SKILL.md\` points to extra folders such as \`references/\`, load only the specific files needed for the request; don't bulk-load everything.
  3) If \`scripts/\` exist, prefer running or patching them instead of retyping large code blocks.
  4) If \`assets/\` or templates exist, reuse them instead of recreating from scratch.
- Coordination and sequencing:
  - If multiple skills apply, choose the minimal set that covers the request and state the order you'll use them.
  - Announce which skill(s) you're using and why (one short line). If you skip an obvious skill, say why.
- Context hygiene:
  - Keep context small: summarize long sections instead of pasting them; only load extra files when needed.
  - Avoid deep reference-chasing: prefer opening only files directly linked from \`SKILL.md\` unless you're blocked.
  - When variants exist (frameworks, providers, domains), pick only the relevant reference file(s) and note that choice.
- Safety and fallback: If a skill can't be applied cleanly (missing files, unclear instructions), state the issue, pick the next-best approach, and continue.
`;
function validateSkillsCapability(capability) {
    const configuredSources = [
        capability.skills.length > 0,
        Boolean(capability.from),
        Boolean(capability.lazyFrom),
    ].filter(Boolean).length;
    if (configuredSources === 0) {
        throw new sandbox_errors/* SandboxSkillsConfigError */.S9('skills capability requires `skills`, `from`, or `lazyFrom`.');
    }
    if (configuredSources > 1) {
        throw new sandbox_errors/* SandboxSkillsConfigError */.S9('skills capability accepts only one of `skills`, `from`, or `lazyFrom`.');
    }
    if (capability.from && !(0,guards/* isDirectoryLikeEntry */.fx)(capability.from)) {
        throw new sandbox_errors/* SandboxSkillsConfigError */.S9('skills from must be a directory-like entry such as dir, git_repo, or mount.');
    }
    const seenSkillNames = new Set();
    for (const skill of capability.skills) {
        const normalizedName = (0,sandbox_manifest/* normalizeRelativePath */.Vd)(skill.name);
        if (seenSkillNames.has(normalizedName)) {
            throw new sandbox_errors/* SandboxSkillsConfigError */.S9(`duplicate skill name: ${skill.name}`);
        }
        seenSkillNames.add(normalizedName);
    }
}
function renderSkillDescriptor(skill) {
    const children = {
        'SKILL.md': normalizeSkillContent(skill.content),
    };
    if (skill.scripts && Object.keys(skill.scripts).length > 0) {
        children.scripts = (0,factories/* dir */.y_)({
            children: skill.scripts,
        });
    }
    if (skill.references && Object.keys(skill.references).length > 0) {
        children.references = (0,factories/* dir */.y_)({
            children: skill.references,
        });
    }
    if (skill.assets && Object.keys(skill.assets).length > 0) {
        children.assets = (0,factories/* dir */.y_)({
            children: skill.assets,
        });
    }
    return (0,factories/* dir */.y_)({
        children,
    });
}
function normalizeSkillContent(content) {
    if (typeof content === 'string' || content instanceof Uint8Array) {
        return (0,factories/* file */.NJ)({
            content,
        });
    }
    return content;
}
function resolveSkillsMetadata(capability, runtimeMetadata = [], manifest) {
    if (capability.skills.length > 0) {
        return capability.skills
            .map((skill) => ({
            name: skill.name,
            description: skill.description,
            path: joinRelativePaths(capability.skillsPath, skill.name),
        }))
            .sort((left, right) => left.name.localeCompare(right.name));
    }
    const configuredIndex = resolveLazySkillIndex(capability.lazyFrom, manifest, capability.skillsPath) ??
        capability.index ??
        (runtimeMetadata.length > 0 ? runtimeMetadata : undefined) ??
        deriveIndexFromDirEntry(capability.from);
    return configuredIndex
        .map((skill) => ({
        ...skill,
        path: joinRelativePaths(capability.skillsPath, skill.path ?? (0,sandbox_manifest/* normalizeRelativePath */.Vd)(skill.name)),
    }))
        .sort((left, right) => left.name.localeCompare(right.name));
}
/**
 * Read string metadata, including wrapped plain values and folded/literal blocks.
 * Block indentation/chomping indicators and header comments are accepted, but
 * outer block whitespace is trimmed for the skill index regardless of chomping.
 * This is not a YAML loader: tags, aliases, collections, multiline quoted values,
 * and quoted escapes are not interpreted. Use explicit skill metadata or a lazy
 * source index for those formats. Single-line quotes and inline hashes retain
 * their existing behavior; nested fields are never promoted to root metadata.
 */
function parseSkillFrontmatter(markdown) {
    const lines = markdown.split(/\r?\n/);
    if (lines[0]?.trim() !== '---') {
        return {};
    }
    const delimiterIndent = frontmatterIndent(lines[0]);
    const endIndex = lines.findIndex((line, index) => index > 0 &&
        line.trim() === '---' &&
        frontmatterIndent(line) <= delimiterIndent);
    if (endIndex === -1) {
        return {};
    }
    const metadata = {};
    let rootIndent;
    for (let index = 1; index < endIndex;) {
        const line = lines[index++];
        const stripped = line.trim();
        const delimiterIndex = stripped.indexOf(':');
        if (!stripped || stripped.startsWith('#') || delimiterIndex === -1) {
            continue;
        }
        const key = stripped.slice(0, delimiterIndex).trim();
        const rawValue = stripped.slice(delimiterIndex + 1).trim();
        if (!key) {
            continue;
        }
        const keyIndent = frontmatterIndent(line);
        rootIndent ??= keyIndent;
        if (keyIndent !== rootIndent) {
            continue;
        }
        const blockHeader = rawValue.match(/^([>|])(?:([1-9])[+-]?|[+-]([1-9])?)?(?:[ \t]+#.*)?$/);
        const explicitIndent = blockHeader?.[2] ?? blockHeader?.[3];
        let contentIndent = explicitIndent
            ? keyIndent + Number(explicitIndent)
            : undefined;
        const body = [];
        while (index < endIndex) {
            const next = lines[index];
            // Comments in plain values are metadata comments, not description text.
            if (!blockHeader && next.trimStart().startsWith('#')) {
                index++;
                continue;
            }
            if (next.trim()) {
                const indent = frontmatterIndent(next);
                if (indent < (contentIndent ?? keyIndent + 1)) {
                    break;
                }
                if (blockHeader) {
                    contentIndent ??= indent;
                }
            }
            body.push(next);
            index++;
        }
        if (blockHeader) {
            const content = body.map((line) => line.slice(contentIndent ?? 0));
            metadata[key] = (blockHeader[1] === '|'
                ? content.join('\n')
                : foldFrontmatterLines(content)).trim();
        }
        else if (/^["']/.test(rawValue)) {
            metadata[key] = unquoteFrontmatterValue(rawValue);
        }
        else {
            // Empty values can introduce mappings; consume their children without
            // interpreting them as either root fields or a plain string.
            metadata[key] = rawValue
                ? foldFrontmatterLines([rawValue, ...body.map((line) => line.trim())])
                : '';
        }
    }
    return metadata;
}
function frontmatterIndent(line) {
    // Tabs after the content indentation belong to the scalar itself.
    return line.length - line.replace(/^ +/, '').length;
}
function foldFrontmatterLines(lines) {
    const parts = [];
    let previous = '';
    let blankLines = 0;
    for (const line of lines) {
        if (!line) {
            blankLines++;
            continue;
        }
        if (parts.length > 0) {
            const moreIndented = /^[ \t]/.test(previous) || /^[ \t]/.test(line);
            parts.push(moreIndented
                ? '\n'.repeat(blankLines + 1)
                : '\n'.repeat(blankLines) || ' ');
        }
        parts.push(line);
        previous = line;
        blankLines = 0;
    }
    return parts.join('');
}
function unquoteFrontmatterValue(value) {
    if (value.length >= 2 &&
        value[0] === value[value.length - 1] &&
        (value[0] === '"' || value[0] === "'")) {
        return value.slice(1, -1);
    }
    return value;
}
function resolveLazySkillIndex(lazySource, manifest, skillsPath = '.agents') {
    if (!lazySource) {
        return undefined;
    }
    if (lazySource.index) {
        return lazySource.index;
    }
    if (lazySource.getIndex && manifest) {
        const derivedIndex = lazySource.getIndex(manifest, skillsPath);
        return derivedIndex.length > 0 ? derivedIndex : undefined;
    }
    const derivedIndex = deriveIndexFromDirEntry(lazySource.source);
    return derivedIndex.length > 0 ? derivedIndex : undefined;
}
function deriveIndexFromDirEntry(entry) {
    if (!entry || !(0,guards/* isDir */.Q7)(entry) || !entry.children) {
        return [];
    }
    return Object.entries(entry.children)
        .filter(([, child]) => child.type === 'dir')
        .map(([name, child]) => ({
        name,
        description: child.description ?? 'No description provided.',
    }));
}
function renderSkillsDiscoveryInstructions(skillsPath) {
    return (0,prompts/* prompt */.J1) `
## Skills
${SKILLS_SECTION_INTRO}

### Skill source
- Skills are materialized under ${skillsPath}. Discover available skills by inspecting child directories and their SKILL.md files at runtime.

${HOW_TO_USE_SKILLS_SECTION}
`;
}
function renderSkillsInstructions(args) {
    const availableSkills = args.metadata
        .map((skill) => `- ${skill.name}: ${skill.description} (file: ${skill.path ?? skill.name})`)
        .join('\n');
    const lazyLoadingInstructions = args.lazy
        ? (0,prompts/* prompt */.J1) `
### Lazy loading
- These skills are indexed for planning, but they are not materialized in the workspace yet.
- Call \`load_skill\` with a single skill name from the list before reading its \`SKILL.md\` or other files from the workspace.
- \`load_skill\` stages exactly one skill under the listed path. If you need more than one skill, call it multiple times.
`
        : '';
    const usageInstructions = args.lazy
        ? HOW_TO_USE_LAZY_SKILLS_SECTION
        : HOW_TO_USE_SKILLS_SECTION;
    const lazyLoadingSection = lazyLoadingInstructions
        ? `${lazyLoadingInstructions}\n\n`
        : '';
    return (0,prompts/* prompt */.J1) `
## Skills
${SKILLS_SECTION_INTRO}

### Available skills
${availableSkills}

${lazyLoadingSection}${usageInstructions}
`;
}
function resolveLazySkillMatch(capability, skillName, manifest) {
    const index = resolveLazySkillIndex(capability.lazyFrom, manifest, capability.skillsPath) ??
        capability.index ??
        [];
    const matches = index.filter((skill) => {
        const relativePath = (0,sandbox_manifest/* normalizeRelativePath */.Vd)(skill.path ?? skill.name);
        const pathBaseName = relativePath.split('/').pop() ?? relativePath;
        return (skill.name === skillName ||
            relativePath === skillName ||
            pathBaseName === skillName);
    });
    if (matches.length === 0) {
        throw new sandbox_errors/* SandboxSkillsConfigError */.S9(`lazy skill not found: ${skillName}`);
    }
    if (matches.length > 1) {
        throw new sandbox_errors/* SandboxSkillsConfigError */.S9(`lazy skill name is ambiguous: ${skillName}`);
    }
    return matches[0];
}
function joinRelativePaths(left, right) {
    const normalizedLeft = (0,sandbox_manifest/* normalizeRelativePath */.Vd)(left);
    const normalizedRight = (0,sandbox_manifest/* normalizeRelativePath */.Vd)(right);
    if (!normalizedLeft) {
        return normalizedRight;
    }
    if (!normalizedRight) {
        return normalizedLeft;
    }
    return `${normalizedLeft}/${normalizedRight}`;
}
function joinSourcePath(sourceRoot, relativePath) {
    const trimmedRoot = sourceRoot.replace(/[\\/]+$/, '');
    if (!trimmedRoot) {
        return relativePath;
    }
    return `${trimmedRoot}/${relativePath}`;
}
function resolveLazySkillEntry(source, relativeSkillPath) {
    if (source.type === 'local_dir') {
        if (!source.src) {
            throw new sandbox_errors/* SandboxSkillsConfigError */.S9('Lazy skill local_dir sources require a concrete src value.');
        }
        return {
            ...source,
            type: 'local_dir',
            src: joinSourcePath(source.src, relativeSkillPath),
        };
    }
    if (source.type === 'git_repo') {
        const baseSubpath = source.subpath
            ? (0,sandbox_manifest/* normalizeRelativePath */.Vd)(source.subpath)
            : '';
        return {
            ...source,
            type: 'git_repo',
            subpath: joinRelativePaths(baseSubpath, relativeSkillPath),
        };
    }
    if (source.type === 'dir') {
        const child = readDirChild(source, relativeSkillPath);
        if (!child) {
            throw new sandbox_errors/* SandboxSkillsConfigError */.S9(`lazy skill source path not found: ${relativeSkillPath}`);
        }
        return child;
    }
    throw new sandbox_errors/* SandboxSkillsConfigError */.S9(`Lazy skill source type is not supported yet: ${source.type}`);
}
function readDirChild(source, relativeSkillPath) {
    let current = source;
    for (const segment of (0,sandbox_manifest/* normalizeRelativePath */.Vd)(relativeSkillPath).split('/')) {
        if (!segment) {
            continue;
        }
        if (!current || !(0,guards/* isDir */.Q7)(current) || !current.children) {
            return undefined;
        }
        current = current.children[segment];
    }
    return current;
}
function pathsOverlap(left, right) {
    return (left === right ||
        left.startsWith(`${right}/`) ||
        right.startsWith(`${left}/`));
}
//# sourceMappingURL=skills.mjs.map
;// CONCATENATED MODULE: ./node_modules/@openai/agents-core/dist/sandbox/capabilities/index.mjs










function defaultCapabilities() {
    return [filesystem(), shell(), compaction()];
}
const Capabilities = {
    default: defaultCapabilities,
};
//# sourceMappingURL=index.mjs.map
// EXTERNAL MODULE: ./node_modules/@openai/agents-core/dist/sandbox/users.mjs
var users = __webpack_require__(23698);
;// CONCATENATED MODULE: ./node_modules/@openai/agents-core/dist/sandbox/agent.mjs





class SandboxAgent extends agent/* Agent */.g {
    [brand/* SANDBOX_AGENT_BRAND */.W] = true;
    defaultManifest;
    baseInstructions;
    capabilities;
    runAs;
    runtimeManifest;
    constructor(config) {
        super(config);
        if (config.baseInstructions !== undefined &&
            typeof config.baseInstructions !== 'string' &&
            typeof config.baseInstructions !== 'function') {
            throw new TypeError('SandboxAgent baseInstructions must be a string or function.');
        }
        this.defaultManifest = config.defaultManifest
            ? (0,sandbox_manifest/* cloneManifest */.TA)(config.defaultManifest)
            : undefined;
        this.baseInstructions = config.baseInstructions;
        this.capabilities = config.capabilities ?? Capabilities.default();
        this.runAs = normalizeRunAs(config.runAs);
        this.runtimeManifest = this.defaultManifest ?? new sandbox_manifest/* Manifest */._8();
    }
    clone(config) {
        return new SandboxAgent({
            name: config.name ?? this.name,
            instructions: config.instructions ?? this.instructions,
            prompt: config.prompt ?? this.prompt,
            handoffDescription: config.handoffDescription ?? this.handoffDescription,
            handoffs: config.handoffs ?? this.handoffs,
            model: config.model ?? this.model,
            modelSettings: config.modelSettings ?? this.modelSettings,
            tools: config.tools ?? this.tools,
            mcpServers: config.mcpServers ?? this.mcpServers,
            mcpConfig: config.mcpConfig ?? this.mcpConfig,
            inputGuardrails: config.inputGuardrails ?? this.inputGuardrails,
            outputGuardrails: config.outputGuardrails ?? this.outputGuardrails,
            outputType: config.outputType ?? this.outputType,
            toolUseBehavior: config.toolUseBehavior ?? this.toolUseBehavior,
            resetToolChoice: config.resetToolChoice ?? this.resetToolChoice,
            defaultManifest: config.defaultManifest ?? this.defaultManifest,
            baseInstructions: config.baseInstructions ?? this.baseInstructions,
            capabilities: config.capabilities ?? this.capabilities,
            runAs: config.runAs ?? this.runAs,
        });
    }
}
function normalizeRunAs(runAs) {
    if (runAs === undefined) {
        return undefined;
    }
    if (typeof runAs === 'string') {
        const trimmed = runAs.trim();
        if (!trimmed) {
            throw new TypeError('SandboxAgent runAs must be non-empty.');
        }
        return trimmed;
    }
    return (0,users/* normalizeUser */.hz)(runAs);
}
//# sourceMappingURL=agent.mjs.map

/***/ })

};

//# sourceMappingURL=4648.index.js.map