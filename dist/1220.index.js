export const id = 1220;
export const ids = [1220];
export const modules = {

/***/ 11220:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Experimental_XaiRealtimeModel: () => (/* binding */ XaiRealtimeModel),
  VERSION: () => (/* binding */ dist_VERSION),
  codeExecution: () => (/* binding */ codeExecution),
  createXai: () => (/* binding */ createXai),
  imageGeneration: () => (/* binding */ imageGeneration),
  mcpServer: () => (/* binding */ mcpServer),
  viewImage: () => (/* binding */ viewImage),
  viewXVideo: () => (/* binding */ viewXVideo),
  webSearch: () => (/* binding */ webSearch),
  xSearch: () => (/* binding */ xSearch),
  xai: () => (/* binding */ xai),
  xaiTools: () => (/* binding */ xaiTools)
});

;// CONCATENATED MODULE: ./node_modules/@ai-sdk/xai/node_modules/@ai-sdk/provider/dist/index.js
// src/errors/ai-sdk-error.ts
var marker = "vercel.ai.error";
var symbol = Symbol.for(marker);
var _a, _b;
var AISDKError = class _AISDKError extends (_b = Error, _a = symbol, _b) {
  /**
   * Creates an AI SDK Error.
   *
   * @param {Object} params - The parameters for creating the error.
   * @param {string} params.name - The name of the error.
   * @param {string} params.message - The error message.
   * @param {unknown} [params.cause] - The underlying cause of the error.
   */
  constructor({
    name: name16,
    message,
    cause
  }) {
    super(message);
    this[_a] = true;
    this.name = name16;
    this.cause = cause;
  }
  /**
   * Checks if the given error is an AI SDK Error.
   * @param {unknown} error - The error to check.
   * @returns {boolean} True if the error is an AI SDK Error, false otherwise.
   */
  static isInstance(error) {
    return _AISDKError.hasMarker(error, marker);
  }
  static hasMarker(error, marker17) {
    const markerSymbol = Symbol.for(marker17);
    return error != null && typeof error === "object" && markerSymbol in error && typeof error[markerSymbol] === "boolean" && error[markerSymbol] === true;
  }
};

// src/errors/api-call-error.ts
var dist_name = "AI_APICallError";
var marker2 = `vercel.ai.error.${dist_name}`;
var symbol2 = Symbol.for(marker2);
var _a2, _b2;
var APICallError = class extends (_b2 = AISDKError, _a2 = symbol2, _b2) {
  constructor({
    message,
    url,
    requestBodyValues,
    statusCode,
    responseHeaders,
    responseBody,
    cause,
    isRetryable = statusCode != null && (statusCode === 408 || // request timeout
    statusCode === 409 || // conflict
    statusCode === 429 || // too many requests
    statusCode >= 500),
    // server error
    data
  }) {
    super({ name: dist_name, message, cause });
    this[_a2] = true;
    this.url = url;
    this.requestBodyValues = requestBodyValues;
    this.statusCode = statusCode;
    this.responseHeaders = responseHeaders;
    this.responseBody = responseBody;
    this.isRetryable = isRetryable;
    this.data = data;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker2);
  }
};

// src/errors/empty-response-body-error.ts
var name2 = "AI_EmptyResponseBodyError";
var marker3 = `vercel.ai.error.${name2}`;
var symbol3 = Symbol.for(marker3);
var _a3, _b3;
var dist_EmptyResponseBodyError = class extends (_b3 = AISDKError, _a3 = symbol3, _b3) {
  // used in isInstance
  constructor({ message = "Empty response body" } = {}) {
    super({ name: name2, message });
    this[_a3] = true;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker3);
  }
};

// src/errors/evaluation-unsupported-question-type-error.ts
var name3 = "AI_EvaluationUnsupportedQuestionTypeError";
var marker4 = `vercel.ai.error.${name3}`;
var symbol4 = Symbol.for(marker4);
var _a4, _b4;
var EvaluationUnsupportedQuestionTypeError = class extends (_b4 = AISDKError, _a4 = symbol4, _b4) {
  constructor({
    questionId,
    questionType,
    provider,
    modelId,
    message = `Question "${questionId}" has type "${questionType}", which is not supported by provider "${provider}" and model "${modelId}".`
  }) {
    super({ name: name3, message });
    this[_a4] = true;
    this.questionId = questionId;
    this.questionType = questionType;
    this.provider = provider;
    this.modelId = modelId;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker4);
  }
};

// src/errors/get-error-message.ts
function dist_getErrorMessage(error) {
  if (error == null) {
    return "unknown error";
  }
  if (typeof error === "string") {
    return error;
  }
  if (error instanceof Error) {
    return error.toString();
  }
  return JSON.stringify(error);
}

// src/errors/invalid-argument-error.ts
var name4 = "AI_InvalidArgumentError";
var marker5 = `vercel.ai.error.${name4}`;
var symbol5 = Symbol.for(marker5);
var _a5, _b5;
var InvalidArgumentError = class extends (_b5 = AISDKError, _a5 = symbol5, _b5) {
  constructor({
    message,
    cause,
    argument
  }) {
    super({ name: name4, message, cause });
    this[_a5] = true;
    this.argument = argument;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker5);
  }
};

// src/errors/invalid-prompt-error.ts
var name5 = "AI_InvalidPromptError";
var marker6 = `vercel.ai.error.${name5}`;
var symbol6 = Symbol.for(marker6);
var _a6, _b6;
var InvalidPromptError = class extends (_b6 = AISDKError, _a6 = symbol6, _b6) {
  constructor({
    prompt,
    message,
    cause
  }) {
    super({ name: name5, message: `Invalid prompt: ${message}`, cause });
    this[_a6] = true;
    this.prompt = prompt;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker6);
  }
};

// src/errors/invalid-response-data-error.ts
var name6 = "AI_InvalidResponseDataError";
var marker7 = `vercel.ai.error.${name6}`;
var symbol7 = Symbol.for(marker7);
var _a7, _b7;
var dist_InvalidResponseDataError = class extends (_b7 = AISDKError, _a7 = symbol7, _b7) {
  constructor({
    data,
    message = `Invalid response data: ${JSON.stringify(data)}.`
  }) {
    super({ name: name6, message });
    this[_a7] = true;
    this.data = data;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker7);
  }
};

// src/errors/json-parse-error.ts
var name7 = "AI_JSONParseError";
var marker8 = `vercel.ai.error.${name7}`;
var symbol8 = Symbol.for(marker8);
var _a8, _b8;
var JSONParseError = class extends (_b8 = AISDKError, _a8 = symbol8, _b8) {
  constructor({ text, cause }) {
    super({
      name: name7,
      message: `JSON parsing failed: Text: ${text}.
Error message: ${dist_getErrorMessage(cause)}`,
      cause
    });
    this[_a8] = true;
    this.text = text;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker8);
  }
};

// src/errors/load-api-key-error.ts
var name8 = "AI_LoadAPIKeyError";
var marker9 = `vercel.ai.error.${name8}`;
var symbol9 = Symbol.for(marker9);
var _a9, _b9;
var LoadAPIKeyError = class extends (_b9 = AISDKError, _a9 = symbol9, _b9) {
  // used in isInstance
  constructor({ message }) {
    super({ name: name8, message });
    this[_a9] = true;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker9);
  }
};

// src/errors/load-setting-error.ts
var name9 = "AI_LoadSettingError";
var marker10 = `vercel.ai.error.${name9}`;
var symbol10 = Symbol.for(marker10);
var _a10, _b10;
var dist_LoadSettingError = class extends (_b10 = AISDKError, _a10 = symbol10, _b10) {
  // used in isInstance
  constructor({ message }) {
    super({ name: name9, message });
    this[_a10] = true;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker10);
  }
};

// src/errors/no-content-generated-error.ts
var name10 = "AI_NoContentGeneratedError";
var marker11 = `vercel.ai.error.${name10}`;
var symbol11 = Symbol.for(marker11);
var _a11, _b11;
var NoContentGeneratedError = class extends (_b11 = AISDKError, _a11 = symbol11, _b11) {
  // used in isInstance
  constructor({
    message = "No content generated."
  } = {}) {
    super({ name: name10, message });
    this[_a11] = true;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker11);
  }
};

// src/errors/no-such-model-error.ts
var name11 = "AI_NoSuchModelError";
var marker12 = `vercel.ai.error.${name11}`;
var symbol12 = Symbol.for(marker12);
var _a12, _b12;
var NoSuchModelError = class extends (_b12 = AISDKError, _a12 = symbol12, _b12) {
  constructor({
    errorName = name11,
    modelId,
    modelType,
    message = `No such ${modelType}: ${modelId}`
  }) {
    super({ name: errorName, message });
    this[_a12] = true;
    this.modelId = modelId;
    this.modelType = modelType;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker12);
  }
};

// src/errors/no-such-provider-reference-error.ts
var name12 = "AI_NoSuchProviderReferenceError";
var marker13 = `vercel.ai.error.${name12}`;
var symbol13 = Symbol.for(marker13);
var _a13, _b13;
var NoSuchProviderReferenceError = class extends (_b13 = AISDKError, _a13 = symbol13, _b13) {
  constructor({
    provider,
    reference,
    message = `No provider reference found for provider '${provider}'. Available providers: ${Object.keys(reference).join(", ")}`
  }) {
    super({ name: name12, message });
    this[_a13] = true;
    this.provider = provider;
    this.reference = reference;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker13);
  }
};

// src/errors/too-many-embedding-values-for-call-error.ts
var name13 = "AI_TooManyEmbeddingValuesForCallError";
var marker14 = `vercel.ai.error.${name13}`;
var symbol14 = Symbol.for(marker14);
var _a14, _b14;
var TooManyEmbeddingValuesForCallError = class extends (_b14 = AISDKError, _a14 = symbol14, _b14) {
  constructor(options) {
    super({
      name: name13,
      message: `Too many values for a single embedding call. The ${options.provider} model "${options.modelId}" can only embed up to ${options.maxEmbeddingsPerCall} values per call, but ${options.values.length} values were provided.`
    });
    this[_a14] = true;
    this.provider = options.provider;
    this.modelId = options.modelId;
    this.maxEmbeddingsPerCall = options.maxEmbeddingsPerCall;
    this.values = options.values;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker14);
  }
};

// src/errors/type-validation-error.ts
var name14 = "AI_TypeValidationError";
var marker15 = `vercel.ai.error.${name14}`;
var symbol15 = Symbol.for(marker15);
var _a15, _b15;
var TypeValidationError = class _TypeValidationError extends (_b15 = AISDKError, _a15 = symbol15, _b15) {
  constructor({
    value,
    cause,
    context
  }) {
    let contextPrefix = "Type validation failed";
    if (context?.field) {
      contextPrefix += ` for ${context.field}`;
    }
    if (context?.entityName || context?.entityId) {
      contextPrefix += " (";
      const parts = [];
      if (context.entityName) {
        parts.push(context.entityName);
      }
      if (context.entityId) {
        parts.push(`id: "${context.entityId}"`);
      }
      contextPrefix += parts.join(", ");
      contextPrefix += ")";
    }
    super({
      name: name14,
      message: `${contextPrefix}: Value: ${JSON.stringify(value)}.
Error message: ${dist_getErrorMessage(cause)}`,
      cause
    });
    this[_a15] = true;
    this.value = value;
    this.context = context;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker15);
  }
  /**
   * Wraps an error into a TypeValidationError.
   * If the cause is already a TypeValidationError with the same value and context, it returns the cause.
   * Otherwise, it creates a new TypeValidationError.
   *
   * @param {Object} params - The parameters for wrapping the error.
   * @param {unknown} params.value - The value that failed validation.
   * @param {unknown} params.cause - The original error or cause of the validation failure.
   * @param {TypeValidationContext} params.context - Optional context about what is being validated.
   * @returns {TypeValidationError} A TypeValidationError instance.
   */
  static wrap({
    value,
    cause,
    context
  }) {
    if (_TypeValidationError.isInstance(cause) && cause.value === value && cause.context?.field === context?.field && cause.context?.entityName === context?.entityName && cause.context?.entityId === context?.entityId) {
      return cause;
    }
    return new _TypeValidationError({ value, cause, context });
  }
};

// src/errors/unsupported-functionality-error.ts
var name15 = "AI_UnsupportedFunctionalityError";
var marker16 = `vercel.ai.error.${name15}`;
var symbol16 = Symbol.for(marker16);
var _a16, _b16;
var UnsupportedFunctionalityError = class extends (_b16 = AISDKError, _a16 = symbol16, _b16) {
  constructor({
    functionality,
    message = `'${functionality}' functionality not supported.`
  }) {
    super({ name: name15, message });
    this[_a16] = true;
    this.functionality = functionality;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker16);
  }
};

// src/json-value/is-json.ts
function isJSONValue(value) {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return true;
  }
  if (Array.isArray(value)) {
    return value.every(isJSONValue);
  }
  if (typeof value === "object") {
    return Object.entries(value).every(
      ([key, val]) => typeof key === "string" && (val === void 0 || isJSONValue(val))
    );
  }
  return false;
}
function isJSONArray(value) {
  return Array.isArray(value) && value.every(isJSONValue);
}
function isJSONObject(value) {
  return value != null && typeof value === "object" && Object.entries(value).every(
    ([key, val]) => typeof key === "string" && (val === void 0 || isJSONValue(val))
  );
}

//# sourceMappingURL=index.js.map
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/parse.js
var parse = __webpack_require__(69171);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(98439);
// EXTERNAL MODULE: ./node_modules/eventsource-parser/dist/stream.js
var dist_stream = __webpack_require__(31697);
// EXTERNAL MODULE: ./node_modules/@workflow/serde/dist/index.js
var dist = __webpack_require__(11479);
;// CONCATENATED MODULE: ./node_modules/@ai-sdk/xai/node_modules/@ai-sdk/provider-utils/dist/index.js
// src/as-array.ts
function asArray(value) {
  return value === void 0 ? [] : Array.isArray(value) ? value : [value];
}

// src/combine-headers.ts
function combineHeaders(...headers) {
  return headers.reduce(
    (combinedHeaders, currentHeaders) => ({
      ...combinedHeaders,
      ...currentHeaders
    }),
    {}
  );
}

// src/remove-undefined-entries.ts
function removeUndefinedEntries(record) {
  return Object.fromEntries(
    Object.entries(record).filter(([_key, value]) => value != null)
  );
}

// src/delay.ts
async function delay(delayInMs, options) {
  if (delayInMs == null) {
    return;
  }
  const signal = options?.abortSignal;
  return new Promise((resolve2, reject) => {
    if (signal?.aborted) {
      reject(createAbortError());
      return;
    }
    const timeoutId = setTimeout(() => {
      cleanup();
      resolve2();
    }, delayInMs);
    const cleanup = () => {
      clearTimeout(timeoutId);
      signal?.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      cleanup();
      reject(createAbortError());
    };
    signal?.addEventListener("abort", onAbort);
  });
}
function createAbortError() {
  return new DOMException("Delay was aborted", "AbortError");
}

// src/websocket.ts
function getWebSocketConstructor(webSocket) {
  const WebSocketConstructor = webSocket ?? globalThis.WebSocket;
  if (WebSocketConstructor == null) {
    throw new Error("No WebSocket implementation available.");
  }
  return WebSocketConstructor;
}
function toWebSocketUrl(url) {
  const wsUrl = new URL(url);
  if (wsUrl.protocol === "http:") {
    wsUrl.protocol = "ws:";
  } else if (wsUrl.protocol === "https:") {
    wsUrl.protocol = "wss:";
  }
  return wsUrl;
}
var textDecoder = new TextDecoder();
async function readWebSocketMessageText(data) {
  if (typeof data === "string") return data;
  if (data instanceof ArrayBuffer) return textDecoder.decode(data);
  if (ArrayBuffer.isView(data)) {
    return textDecoder.decode(data);
  }
  if (typeof Blob !== "undefined" && data instanceof Blob) {
    return data.text();
  }
  return String(data);
}
var WEBSOCKET_OPEN_STATE = 1;
async function waitForWebSocketBufferDrain(socket, {
  highWaterMark = 1024 * 1024,
  pollIntervalMs = 20,
  abortSignal
} = {}) {
  while (socket.readyState === WEBSOCKET_OPEN_STATE && (socket.bufferedAmount ?? 0) > highWaterMark) {
    if (abortSignal?.aborted === true) {
      return;
    }
    await delay(pollIntervalMs);
  }
}

// src/connect-to-websocket.ts
function connectToWebSocket({
  url,
  protocols,
  headers,
  webSocket,
  abortSignal,
  onOpen,
  onMessageText,
  onProcessingError,
  onSocketError,
  onClose,
  onAbort
}) {
  let socket;
  let abortListener;
  const close = (code) => {
    if (abortListener != null) {
      abortSignal?.removeEventListener("abort", abortListener);
      abortListener = void 0;
    }
    try {
      socket?.close(code);
    } catch {
    }
  };
  if (abortSignal?.aborted) {
    onAbort?.(abortSignal.reason ?? new Error("Aborted"));
    return { socket: void 0, close };
  }
  try {
    const WebSocketConstructor = getWebSocketConstructor(webSocket);
    socket = new WebSocketConstructor(url, protocols, {
      headers: removeUndefinedEntries(headers ?? {})
    });
  } catch (error) {
    onProcessingError(error);
    return { socket: void 0, close };
  }
  if (abortSignal != null && onAbort != null) {
    abortListener = () => onAbort(abortSignal.reason ?? new Error("Aborted"));
    abortSignal.addEventListener("abort", abortListener, { once: true });
  }
  const openedSocket = socket;
  socket.onopen = () => {
    try {
      onOpen?.(openedSocket);
    } catch (error) {
      onProcessingError(error);
    }
  };
  let tail = Promise.resolve();
  socket.onmessage = (event) => {
    tail = tail.then(() => readWebSocketMessageText(event.data)).then((text) => onMessageText(text)).catch(onProcessingError);
  };
  socket.onerror = () => {
    tail = tail.then(() => onSocketError?.()).catch(onProcessingError);
  };
  socket.onclose = (event) => {
    const closeEvent = event;
    const code = typeof closeEvent?.code === "number" ? closeEvent.code : void 0;
    const reason = typeof closeEvent?.reason === "string" ? closeEvent.reason : void 0;
    tail = tail.then(() => onClose?.({ code, reason })).catch(onProcessingError);
  };
  return { socket, close };
}

// src/convert-async-iterator-to-readable-stream.ts
function convertAsyncIteratorToReadableStream(iterator) {
  let cancelled = false;
  return new ReadableStream({
    /**
     * Called when the consumer wants to pull more data from the stream.
     *
     * @param {ReadableStreamDefaultController<T>} controller - The controller to enqueue data into the stream.
     * @returns {Promise<void>}
     */
    async pull(controller) {
      if (cancelled) return;
      try {
        const { value, done } = await iterator.next();
        if (done) {
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        controller.error(error);
      }
    },
    /**
     * Called when the consumer cancels the stream.
     */
    async cancel(reason) {
      cancelled = true;
      if (iterator.return) {
        try {
          await iterator.return(reason);
        } catch {
        }
      }
    }
  });
}

// src/convert-inline-file-data-to-uint8-array.ts


// src/uint8-utils.ts
var { btoa, atob } = globalThis;
function convertBase64ToUint8Array(base64String) {
  const base64Url = base64String.replace(/-/g, "+").replace(/_/g, "/");
  const latin1string = atob(base64Url);
  return Uint8Array.from(latin1string, (byte) => byte.codePointAt(0));
}
function convertUint8ArrayToBase64(array) {
  const chunks = [];
  const chunkSize = 4096;
  for (let i = 0; i < array.length; i += chunkSize) {
    chunks.push(String.fromCodePoint(...array.subarray(i, i + chunkSize)));
  }
  return btoa(chunks.join(""));
}
function convertToBase64(value) {
  return value instanceof Uint8Array ? convertUint8ArrayToBase64(value) : value;
}

// src/convert-inline-file-data-to-uint8-array.ts
function convertInlineFileDataToUint8Array(data) {
  if (data.type === "stream") {
    const error = new UnsupportedFunctionalityError({
      functionality: "streaming file upload"
    });
    void data.stream.cancel(error).catch(() => {
    });
    throw error;
  }
  if (data.type === "text") {
    return new TextEncoder().encode(data.text);
  }
  if (data.data instanceof Uint8Array) {
    return data.data;
  }
  if (data.data instanceof ArrayBuffer) {
    return new Uint8Array(data.data);
  }
  return convertBase64ToUint8Array(data.data);
}

// src/convert-image-model-file-to-data-uri.ts
function convertImageModelFileToDataUri(file) {
  if (file.type === "url") return file.url;
  return `data:${file.mediaType};base64,${typeof file.data === "string" ? file.data : convertUint8ArrayToBase64(file.data)}`;
}

// src/convert-to-form-data.ts
function convertToFormData(input, options = {}) {
  const { useArrayBrackets = true } = options;
  const formData = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value == null) {
      continue;
    }
    if (Array.isArray(value)) {
      if (value.length === 1) {
        formData.append(key, value[0]);
        continue;
      }
      const arrayKey = useArrayBrackets ? `${key}[]` : key;
      for (const item of value) {
        formData.append(arrayKey, item);
      }
      continue;
    }
    formData.append(key, value);
  }
  return formData;
}

// src/create-language-model-response-metadata.ts
function createLanguageModelResponseMetadata({
  id,
  model,
  created
}) {
  return {
    id: id ?? void 0,
    modelId: model ?? void 0,
    timestamp: created != null ? new Date(created * 1e3) : void 0
  };
}

// src/create-null-language-model-usage.ts
function createNullLanguageModelUsage() {
  return {
    inputTokens: {
      total: void 0,
      noCache: void 0,
      cacheRead: void 0,
      cacheWrite: void 0
    },
    outputTokens: {
      total: void 0,
      text: void 0,
      reasoning: void 0
    },
    raw: void 0
  };
}

// src/create-tool-name-mapping.ts
function createToolNameMapping({
  tools = [],
  providerToolNames
}) {
  const customToolNameToProviderToolName = {};
  const providerToolNameToCustomToolName = {};
  for (const tool2 of tools) {
    if (tool2.type === "provider" && tool2.id in providerToolNames) {
      const providerToolName = providerToolNames[tool2.id];
      customToolNameToProviderToolName[tool2.name] = providerToolName;
      providerToolNameToCustomToolName[providerToolName] = tool2.name;
    }
  }
  return {
    toProviderToolName: (customToolName) => customToolNameToProviderToolName[customToolName] ?? customToolName,
    toCustomToolName: (providerToolName) => providerToolNameToCustomToolName[providerToolName] ?? providerToolName
  };
}

// src/create-provider-stream-error.ts
var dist_marker = /* @__PURE__ */ Symbol.for("vercel.ai.providerStreamError");
function createProviderStreamError({
  message,
  type,
  code,
  statusCode,
  isRetryable,
  data
}) {
  const error = {
    message,
    type,
    code,
    statusCode,
    isRetryable,
    data
  };
  Object.defineProperty(error, dist_marker, { value: true });
  return error;
}
function isProviderStreamError(error) {
  return typeof error === "object" && error != null && error[dist_marker] === true;
}

// src/delayed-promise.ts
var DelayedPromise = class {
  constructor() {
    this.status = { type: "pending" };
    this._resolve = void 0;
    this._reject = void 0;
  }
  get promise() {
    if (this._promise) {
      return this._promise;
    }
    this._promise = new Promise((resolve2, reject) => {
      if (this.status.type === "resolved") {
        resolve2(this.status.value);
      } else if (this.status.type === "rejected") {
        reject(this.status.error);
      }
      this._resolve = resolve2;
      this._reject = reject;
    });
    return this._promise;
  }
  resolve(value) {
    this.status = { type: "resolved", value };
    if (this._promise) {
      this._resolve?.(value);
    }
  }
  reject(error) {
    this.status = { type: "rejected", error };
    if (this._promise) {
      this._reject?.(error);
    }
  }
  isResolved() {
    return this.status.type === "resolved";
  }
  isRejected() {
    return this.status.type === "rejected";
  }
  isPending() {
    return this.status.type === "pending";
  }
};

// src/delete-from-api.ts


// src/extract-response-headers.ts
function extractResponseHeaders(response) {
  return Object.fromEntries([...response.headers]);
}

// src/get-runtime-environment-user-agent.ts
function getRuntimeEnvironmentUserAgent(globalThisAny = globalThis) {
  if (globalThisAny.navigator?.userAgent) {
    return globalThisAny.navigator.userAgent.toLowerCase();
  }
  if (globalThisAny.process?.versions?.node) {
    return `node.js/${globalThisAny.process.version}`;
  }
  if (globalThisAny.EdgeRuntime) {
    return "vercel-edge";
  }
  return "";
}

// src/handle-fetch-error.ts


// src/is-abort-error.ts
function isAbortError(error) {
  return (error instanceof Error || typeof DOMException === "function" && error instanceof DOMException) && (error.name === "AbortError" || error.name === "ResponseAborted" || // Next.js
  error.name === "TimeoutError");
}

// src/handle-fetch-error.ts
var FETCH_FAILED_ERROR_MESSAGES = ["fetch failed", "failed to fetch"];
var RETRYABLE_NETWORK_ERROR_CODES = /* @__PURE__ */ new Set([
  "ConnectionRefused",
  "ConnectionClosed",
  "FailedToOpenSocket",
  "ECONNRESET",
  "ECONNREFUSED",
  "ETIMEDOUT",
  "EPIPE",
  "UND_ERR_SOCKET",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "UND_ERR_CONNECT_TIMEOUT"
]);
function findNetworkError(error) {
  const visited = /* @__PURE__ */ new Set();
  let current = error;
  while (current instanceof Error && !visited.has(current)) {
    visited.add(current);
    const errorWithCode = current;
    if (typeof errorWithCode.code === "string" && RETRYABLE_NETWORK_ERROR_CODES.has(errorWithCode.code)) {
      return errorWithCode;
    }
    current = current.cause;
  }
}
function handleFetchError({
  error,
  url,
  requestBodyValues
}) {
  if (isAbortError(error)) {
    return error;
  }
  if (error instanceof TypeError && FETCH_FAILED_ERROR_MESSAGES.includes(error.message.toLowerCase())) {
    const cause = error.cause;
    if (cause != null) {
      return new APICallError({
        message: `Cannot connect to API: ${cause.message}`,
        cause,
        url,
        requestBodyValues,
        isRetryable: true
        // retry when network error
      });
    }
  }
  const networkError = findNetworkError(error);
  if (networkError != null) {
    if (APICallError.isInstance(error)) {
      return new APICallError({
        message: error.message,
        cause: error.cause,
        url: error.url,
        requestBodyValues: error.requestBodyValues,
        statusCode: error.statusCode,
        responseHeaders: error.responseHeaders,
        responseBody: error.responseBody,
        data: error.data,
        isRetryable: true
      });
    }
    return new APICallError({
      message: `Cannot connect to API: ${error instanceof Error ? error.message : networkError.message}`,
      cause: error,
      url,
      requestBodyValues,
      isRetryable: true
    });
  }
  return error;
}

// src/version.ts
var VERSION =  true ? "5.0.51" : 0;

// src/normalize-headers.ts
function normalizeHeaders(headers) {
  if (headers == null) {
    return {};
  }
  const normalized = {};
  if (headers instanceof Headers) {
    headers.forEach((value, key) => {
      normalized[key.toLowerCase()] = value;
    });
  } else {
    if (!Array.isArray(headers)) {
      headers = Object.entries(headers);
    }
    for (const [key, value] of headers) {
      if (value != null) {
        normalized[key.toLowerCase()] = value;
      }
    }
  }
  return normalized;
}

// src/with-user-agent-suffix.ts
function withUserAgentSuffix(headers, ...userAgentSuffixParts) {
  const normalizedHeaders = new Headers(normalizeHeaders(headers));
  const currentUserAgentHeader = normalizedHeaders.get("user-agent") || "";
  normalizedHeaders.set(
    "user-agent",
    [currentUserAgentHeader, ...userAgentSuffixParts].filter(Boolean).join(" ")
  );
  return Object.fromEntries(normalizedHeaders.entries());
}

// src/delete-from-api.ts
var getOriginalFetch = () => globalThis.fetch;
var deleteFromApi = async ({
  url,
  headers = {},
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch = getOriginalFetch()
}) => {
  try {
    const response = await fetch(url, {
      method: "DELETE",
      headers: withUserAgentSuffix(
        headers,
        `ai-sdk-provider-utils/${VERSION}`,
        getRuntimeEnvironmentUserAgent()
      ),
      signal: abortSignal
    });
    const responseHeaders = extractResponseHeaders(response);
    if (!response.ok) {
      let errorInformation;
      try {
        errorInformation = await failedResponseHandler({
          response,
          url,
          requestBodyValues: {}
        });
      } catch (error) {
        if (isAbortError(error) || APICallError.isInstance(error)) {
          throw error;
        }
        throw new APICallError({
          message: "Failed to process error response",
          cause: error,
          statusCode: response.status,
          url,
          responseHeaders,
          requestBodyValues: {}
        });
      }
      throw errorInformation.value;
    }
    try {
      return await successfulResponseHandler({
        response,
        url,
        requestBodyValues: {}
      });
    } catch (error) {
      if (error instanceof Error) {
        if (isAbortError(error) || APICallError.isInstance(error)) {
          throw error;
        }
      }
      throw new APICallError({
        message: "Failed to process successful response",
        cause: error,
        statusCode: response.status,
        url,
        responseHeaders,
        requestBodyValues: {}
      });
    }
  } catch (error) {
    throw handleFetchError({ error, url, requestBodyValues: {} });
  }
};

// src/detect-media-type.ts
var imageMediaTypeSignatures = [
  {
    mediaType: "image/gif",
    bytesPrefix: [71, 73, 70, 56, 55, 97]
    // GIF87a
  },
  {
    mediaType: "image/gif",
    bytesPrefix: [71, 73, 70, 56, 57, 97]
    // GIF89a
  },
  {
    mediaType: "image/png",
    bytesPrefix: [137, 80, 78, 71]
    // PNG
  },
  {
    mediaType: "image/jpeg",
    bytesPrefix: [255, 216]
    // JPEG
  },
  {
    mediaType: "image/webp",
    bytesPrefix: [
      82,
      73,
      70,
      70,
      // "RIFF"
      null,
      null,
      null,
      null,
      // file size (variable)
      87,
      69,
      66,
      80
      // "WEBP"
    ]
  },
  {
    mediaType: "image/bmp",
    bytesPrefix: [66, 77, null, null, null, null, 0, 0, 0, 0]
  },
  {
    mediaType: "image/tiff",
    bytesPrefix: [73, 73, 42, 0]
  },
  {
    mediaType: "image/tiff",
    bytesPrefix: [77, 77, 0, 42]
  },
  {
    mediaType: "image/avif",
    bytesPrefix: [
      0,
      0,
      0,
      null,
      // box size (variable)
      102,
      116,
      121,
      112,
      97,
      118,
      105,
      102
    ]
  },
  {
    mediaType: "image/heic",
    bytesPrefix: [
      0,
      0,
      0,
      null,
      // box size (variable)
      102,
      116,
      121,
      112,
      104,
      101,
      105,
      99
    ]
  }
];
var documentMediaTypeSignatures = [
  {
    mediaType: "application/pdf",
    bytesPrefix: [37, 80, 68, 70]
    // %PDF
  }
];
var audioMediaTypeSignaturesWithoutMp4 = [
  {
    mediaType: "audio/aac",
    bytesPrefix: [255, 240]
    // MPEG-4 ADTS with CRC
  },
  {
    mediaType: "audio/aac",
    bytesPrefix: [255, 241]
    // MPEG-4 ADTS without CRC
  },
  {
    mediaType: "audio/aac",
    bytesPrefix: [255, 248]
    // MPEG-2 ADTS with CRC
  },
  {
    mediaType: "audio/aac",
    bytesPrefix: [255, 249]
    // MPEG-2 ADTS without CRC
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 251]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 250]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 243]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 242]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 227]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 226]
  },
  {
    mediaType: "audio/wav",
    bytesPrefix: [
      82,
      // R
      73,
      // I
      70,
      // F
      70,
      // F
      null,
      null,
      null,
      null,
      87,
      // W
      65,
      // A
      86,
      // V
      69
      // E
    ]
  },
  {
    mediaType: "audio/ogg",
    bytesPrefix: [79, 103, 103, 83]
  },
  {
    mediaType: "audio/flac",
    bytesPrefix: [102, 76, 97, 67]
  },
  {
    mediaType: "audio/aac",
    bytesPrefix: [64, 21, 0, 0]
  },
  {
    mediaType: "audio/webm",
    bytesPrefix: [26, 69, 223, 163]
  }
];
var audioMediaTypeSignatures = [
  ...audioMediaTypeSignaturesWithoutMp4,
  {
    mediaType: "audio/mp4",
    bytesPrefix: [
      0,
      0,
      0,
      null,
      102,
      116,
      121,
      112
      // ftyp
    ]
  }
];
var videoMediaTypeSignatures = [
  {
    mediaType: "video/mp4",
    bytesPrefix: [
      0,
      0,
      0,
      null,
      102,
      116,
      121,
      112
      // ftyp
    ]
  },
  {
    mediaType: "video/webm",
    bytesPrefix: [26, 69, 223, 163]
    // EBML
  },
  {
    mediaType: "video/quicktime",
    bytesPrefix: [
      0,
      0,
      0,
      20,
      102,
      116,
      121,
      112,
      113,
      116
      // ftypqt
    ]
  },
  {
    mediaType: "video/x-msvideo",
    bytesPrefix: [82, 73, 70, 70]
    // RIFF (AVI)
  }
];
var DEFAULT_SNIFF_BYTES = 18;
var MAX_SIGNATURE_BYTES = 12;
var MAX_ID3_TAG_BYTES = 128 * 1024;
var ID3_SCAN_BYTES = MAX_ID3_TAG_BYTES + MAX_SIGNATURE_BYTES;
function decodePrefix(data, maxBytes) {
  if (typeof data !== "string") {
    return data.length > maxBytes ? data.subarray(0, maxBytes) : data;
  }
  const maxChars = Math.ceil(maxBytes / 3) * 4;
  const bytes = convertBase64ToUint8Array(
    data.substring(0, Math.min(data.length, maxChars))
  );
  return bytes.length > maxBytes ? bytes.subarray(0, maxBytes) : bytes;
}
function hasID3(bytes) {
  return bytes.length > 10 && bytes[0] === 73 && // 'I'
  bytes[1] === 68 && // 'D'
  bytes[2] === 51;
}
var stripID3 = (bytes) => {
  const id3Size = (bytes[6] & 127) << 21 | (bytes[7] & 127) << 14 | (bytes[8] & 127) << 7 | bytes[9] & 127;
  return bytes.subarray(id3Size + 10);
};
function detectMediaTypeBySignatures({
  data,
  signatures
}) {
  let bytes = decodePrefix(data, DEFAULT_SNIFF_BYTES);
  if (hasID3(bytes)) {
    bytes = stripID3(decodePrefix(data, ID3_SCAN_BYTES));
  }
  for (const signature of signatures) {
    if (bytes.length >= signature.bytesPrefix.length && signature.bytesPrefix.every(
      (byte, index) => byte === null || bytes[index] === byte
    )) {
      return signature.mediaType;
    }
  }
}
var topLevelSignatureTables = {
  image: imageMediaTypeSignatures,
  audio: audioMediaTypeSignatures,
  video: videoMediaTypeSignatures,
  application: documentMediaTypeSignatures
};
function detectMediaType({
  data,
  topLevelType
}) {
  if (topLevelType === void 0) {
    return detectMediaTypeBySignatures({
      data,
      signatures: [
        ...imageMediaTypeSignatures,
        ...documentMediaTypeSignatures,
        // MP4 containers cannot be distinguished as audio or video by ftyp alone.
        // Preserve the generic detection result as video/mp4.
        ...audioMediaTypeSignaturesWithoutMp4,
        ...videoMediaTypeSignatures
      ]
    });
  }
  const signatures = topLevelSignatureTables[topLevelType];
  if (signatures === void 0) {
    return void 0;
  }
  return detectMediaTypeBySignatures({ data, signatures });
}
function getTopLevelMediaType(mediaType) {
  const slashIndex = mediaType.indexOf("/");
  return slashIndex === -1 ? mediaType : mediaType.substring(0, slashIndex);
}
function isFullMediaType(mediaType) {
  const slashIndex = mediaType.indexOf("/");
  if (slashIndex === -1) {
    return false;
  }
  const subtype = mediaType.substring(slashIndex + 1);
  return subtype.length > 0 && subtype !== "*";
}

// src/cancel-response-body.ts
async function cancelResponseBody(response) {
  try {
    await response.body?.cancel();
  } catch {
  }
}

// src/download-error.ts

var provider_utils_dist_name = "AI_DownloadError";
var dist_marker2 = `vercel.ai.error.${provider_utils_dist_name}`;
var dist_symbol = Symbol.for(dist_marker2);
var dist_a, dist_b;
var DownloadError = class extends (dist_b = AISDKError, dist_a = dist_symbol, dist_b) {
  constructor({
    url,
    statusCode,
    statusText,
    cause,
    message = cause == null ? `Failed to download ${url}: ${statusCode} ${statusText}` : `Failed to download ${url}: ${cause}`
  }) {
    super({ name: provider_utils_dist_name, message, cause });
    this[dist_a] = true;
    this.url = url;
    this.statusCode = statusCode;
    this.statusText = statusText;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, dist_marker2);
  }
};

// src/is-browser-runtime.ts
function isBrowserRuntime(globalThisAny = globalThis) {
  return globalThisAny.window != null;
}

// src/is-same-origin.ts
function isSameOrigin(url, baseUrl) {
  try {
    return new URL(url).origin === new URL(baseUrl).origin;
  } catch {
    return false;
  }
}

// src/validate-download-url.ts
function validateDownloadUrl(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new DownloadError({
      url,
      message: `Invalid URL: ${url}`
    });
  }
  if (parsed.protocol === "data:") {
    return;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new DownloadError({
      url,
      message: `URL scheme must be http, https, or data, got ${parsed.protocol}`
    });
  }
  const hostname = parsed.hostname.toLowerCase().replace(/\.+$/, "");
  if (!hostname) {
    throw new DownloadError({
      url,
      message: `URL must have a hostname`
    });
  }
  if (hostname === "localhost" || hostname.endsWith(".local") || hostname.endsWith(".localhost")) {
    throw new DownloadError({
      url,
      message: `URL with hostname ${hostname} is not allowed`
    });
  }
  if (hostname.startsWith("[") && hostname.endsWith("]")) {
    const ipv6 = hostname.slice(1, -1);
    if (isPrivateIPv6(ipv6)) {
      throw new DownloadError({
        url,
        message: `URL with IPv6 address ${hostname} is not allowed`
      });
    }
    return;
  }
  if (isIPv4(hostname)) {
    if (isPrivateIPv4(hostname)) {
      throw new DownloadError({
        url,
        message: `URL with IP address ${hostname} is not allowed`
      });
    }
  }
}
function validateDownloadAddress({
  address,
  family,
  hostname
}) {
  const isUnsafe = family === 4 ? !isIPv4(address) || isPrivateIPv4(address) : family === 6 ? isPrivateIPv6(address) : true;
  if (isUnsafe) {
    throw new DownloadError({
      url: hostname,
      message: `Hostname ${hostname} resolved to disallowed IP address ${address}`
    });
  }
}
function isIPv4(hostname) {
  const parts = hostname.split(".");
  if (parts.length !== 4) return false;
  return parts.every((part) => {
    const num = Number(part);
    return Number.isInteger(num) && num >= 0 && num <= 255 && String(num) === part;
  });
}
function isPrivateIPv4(ip) {
  const parts = ip.split(".").map(Number);
  const [a, b, c] = parts;
  if (a === 0) return true;
  if (a === 10) return true;
  if (a === 100 && b >= 64 && b <= 127) return true;
  if (a === 127) return true;
  if (a === 169 && b === 254) return true;
  if (a === 172 && b >= 16 && b <= 31) return true;
  if (a === 192 && b === 0 && c === 0) return true;
  if (a === 192 && b === 0 && c === 2) return true;
  if (a === 192 && b === 168) return true;
  if (a === 198 && (b === 18 || b === 19)) return true;
  if (a === 198 && b === 51 && c === 100) return true;
  if (a === 203 && b === 0 && c === 113) return true;
  if (a >= 224) return true;
  return false;
}
function parseIPv6(ip) {
  let address = ip.toLowerCase();
  const zoneIndex = address.indexOf("%");
  if (zoneIndex !== -1) {
    address = address.slice(0, zoneIndex);
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const toGroups = (segment) => {
    if (segment === "") return [];
    const groups = [];
    const parts = segment.split(":");
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      if (part.includes(".")) {
        if (i !== parts.length - 1 || !isIPv4(part)) return null;
        const [a, b, c, d] = part.split(".").map(Number);
        groups.push(a << 8 | b, c << 8 | d);
        continue;
      }
      if (!/^[0-9a-f]{1,4}$/.test(part)) return null;
      groups.push(parseInt(part, 16));
    }
    return groups;
  };
  const head = toGroups(halves[0]);
  if (head === null) return null;
  if (halves.length === 2) {
    const tail = toGroups(halves[1]);
    if (tail === null) return null;
    const fill = 8 - head.length - tail.length;
    if (fill < 0) return null;
    return [...head, ...new Array(fill).fill(0), ...tail];
  }
  return head.length === 8 ? head : null;
}
function isPrivateIPv6(ip) {
  const groups = parseIPv6(ip);
  if (groups === null) return true;
  const topZero = (count) => groups.slice(0, count).every((group) => group === 0);
  if (topZero(7) && (groups[7] === 0 || groups[7] === 1)) return true;
  if ((groups[0] & 65024) === 64512) return true;
  if ((groups[0] & 65472) === 65152) return true;
  if ((groups[0] & 65472) === 65216) return true;
  if ((groups[0] & 65280) === 65280) return true;
  if (groups[0] === 8193 && groups[1] === 3512) return true;
  if (groups[0] === 16383 && (groups[1] & 61440) === 0) return true;
  const embedsIPv4 = (
    // ::/96 — IPv4-compatible (deprecated)
    topZero(6) || // ::ffff:0:0/96 — IPv4-mapped (ffff in group 5)
    topZero(5) && groups[5] === 65535 || // ::ffff:0:0/96 — IPv4-translated form (ffff in group 4, group 5 zero)
    topZero(4) && groups[4] === 65535 && groups[5] === 0 || // 64:ff9b::/96 — NAT64 well-known prefix
    groups[0] === 100 && groups[1] === 65435 && groups[2] === 0 && groups[3] === 0 && groups[4] === 0 && groups[5] === 0 || // 64:ff9b:1::/48 — NAT64 local-use prefix
    groups[0] === 100 && groups[1] === 65435 && groups[2] === 1
  );
  if (embedsIPv4) {
    const a = groups[6] >> 8 & 255;
    const b = groups[6] & 255;
    const c = groups[7] >> 8 & 255;
    const d = groups[7] & 255;
    return isPrivateIPv4(`${a}.${b}.${c}.${d}`);
  }
  return false;
}

// src/safe-node-fetch.ts
function createSafeLookup(lookup) {
  return ((hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error);
        return;
      }
      try {
        const [firstAddress] = addresses;
        if (firstAddress == null) {
          throw new Error(`Hostname ${hostname} did not resolve to an address`);
        }
        for (const { address, family } of addresses) {
          validateDownloadAddress({ address, family, hostname });
        }
        if (options.all === true) {
          callback(null, addresses);
        } else {
          callback(
            null,
            firstAddress.address,
            firstAddress.family
          );
        }
      } catch (error2) {
        callback(
          error2 instanceof Error ? error2 : new Error(String(error2))
        );
      }
    });
  });
}
var safeNodeFetchPromise;
function isNodeRuntime() {
  const runtimeProcess = globalThis.process;
  return runtimeProcess?.release?.name === "node" && runtimeProcess.versions?.bun == null && runtimeProcess.versions?.deno == null && runtimeProcess.title !== "workerd" && globalThis.EdgeRuntime == null;
}
async function getDefaultDownloadFetch() {
  if (!isNodeRuntime()) {
    return globalThis.fetch;
  }
  return safeNodeFetchPromise ??= Promise.resolve().then(createSafeNodeFetch);
}
function createSafeNodeFetch() {
  const module = loadBuiltinModule("node:module");
  const { lookup } = loadBuiltinModule("node:dns");
  const nodeRequire = module.createRequire(getCurrentModulePath());
  const { Agent, fetch } = nodeRequire("undici");
  const dispatcher = new Agent({
    connect: {
      lookup: createSafeLookup(lookup)
    }
  });
  return ((input, init) => fetch(
    input,
    {
      ...init,
      dispatcher
    }
  ));
}
function loadBuiltinModule(id) {
  const processWithBuiltins = globalThis.process;
  const builtinModule = processWithBuiltins?.getBuiltinModule?.(id);
  if (builtinModule == null) {
    throw new Error(`Node.js built-in module ${id} is unavailable`);
  }
  return builtinModule;
}
function getCurrentModulePath() {
  const originalPrepareStackTrace = Error.prepareStackTrace;
  try {
    Error.prepareStackTrace = (_error, callSites) => callSites;
    const error = new Error("Capture current module path");
    Error.captureStackTrace(error, getCurrentModulePath);
    const [caller] = error.stack;
    const fileName = caller?.getFileName();
    if (fileName == null) {
      throw new Error("Unable to determine the current module path");
    }
    return fileName;
  } finally {
    Error.prepareStackTrace = originalPrepareStackTrace;
  }
}

// src/sanitize-request-headers.ts
var BLOCKED_REQUEST_HEADERS = [
  // Hop-by-hop / transport (RFC 7230 §6.1)
  "connection",
  "keep-alive",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  // Host / virtual-host routing
  "host",
  // Proxy / origin spoofing
  "forwarded",
  "proxy-authorization",
  "via",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  // Cloud metadata (GCP, AWS IMDSv1/v2, Azure, Alibaba, DigitalOcean)
  "metadata",
  "metadata-flavor",
  "x-aws-ec2-metadata-token",
  "x-metadata-token",
  // Session / cookie
  "cookie",
  "set-cookie"
];
function sanitizeRequestHeaders(input) {
  const headers = new Headers(input);
  for (const name3 of BLOCKED_REQUEST_HEADERS) {
    headers.delete(name3);
  }
  return headers;
}

// src/fetch-with-validated-redirects.ts
var MAX_DOWNLOAD_REDIRECTS = 10;
var REDIRECT_STATUS_CODES = /* @__PURE__ */ new Set([301, 302, 303, 307, 308]);
async function getValidatedFetch(customFetch) {
  return customFetch == null || customFetch === globalThis.fetch ? await getDefaultDownloadFetch() : customFetch;
}
async function fetchWithValidatedEndpoint({
  url,
  init,
  fetch: customFetch,
  trustedOrigin,
  redirect = "error"
}) {
  const urlText = url.toString();
  const isTrusted = trustedOrigin !== void 0 && isSameOrigin(urlText, trustedOrigin);
  if (!isTrusted) {
    validateDownloadUrl(urlText);
  }
  const fetch = isTrusted && customFetch != null ? customFetch : isTrusted ? globalThis.fetch : await getValidatedFetch(customFetch);
  return await fetch(url, {
    ...init,
    redirect
  });
}
async function fetchWithValidatedRedirects({
  url,
  headers,
  abortSignal,
  maxRedirects = MAX_DOWNLOAD_REDIRECTS,
  fetch: customFetch,
  trustedOrigin
}) {
  let currentHeaders = headers === void 0 ? void 0 : sanitizeRequestHeaders(headers);
  const perHopInit = (redirect) => {
    const init = { signal: abortSignal, redirect };
    if (currentHeaders !== void 0) {
      init.headers = new Headers(currentHeaders);
    }
    return init;
  };
  let currentUrl = url;
  for (let redirectCount = 0; redirectCount <= maxRedirects; redirectCount++) {
    const isTrustedHop = trustedOrigin !== void 0 && isSameOrigin(currentUrl, trustedOrigin);
    if (!isTrustedHop) {
      validateDownloadUrl(currentUrl);
    }
    const fetch = isTrustedHop && customFetch != null ? customFetch : isTrustedHop ? globalThis.fetch : await getValidatedFetch(customFetch);
    const response = await fetch(currentUrl, perHopInit("manual"));
    if (response.type === "opaqueredirect") {
      if (!isBrowserRuntime()) {
        throw new DownloadError({
          url,
          message: `Redirect from ${currentUrl} could not be validated and was blocked`
        });
      }
      return await fetch(currentUrl, perHopInit("follow"));
    }
    const location = response.headers?.get("location");
    if (REDIRECT_STATUS_CODES.has(response.status) && location) {
      void cancelResponseBody(response);
      const nextUrl = new URL(location, currentUrl).toString();
      if (currentHeaders !== void 0 && !isSameOrigin(nextUrl, currentUrl)) {
        const userAgent = currentHeaders.get("user-agent");
        currentHeaders = new Headers(
          userAgent == null ? void 0 : { "user-agent": userAgent }
        );
      }
      currentUrl = nextUrl;
      continue;
    }
    return response;
  }
  throw new DownloadError({
    url,
    message: `Too many redirects (max ${maxRedirects})`
  });
}

// src/fetch-untrusted-url.ts
var SAFE_UNTRUSTED_FIRST_HOP_HEADERS = /* @__PURE__ */ new Set([
  "accept",
  "accept-language",
  "baggage",
  "cache-control",
  "idempotency-key",
  "if-match",
  "if-modified-since",
  "if-none-match",
  "if-range",
  "if-unmodified-since",
  "pragma",
  "range",
  "traceparent",
  "tracestate",
  "user-agent",
  "x-correlation-id",
  "x-request-id"
]);
async function fetchUntrustedUrl({
  headers,
  credentialedOrigin,
  untrustedFirstHopHeaders,
  ...options
}) {
  let firstHopHeaders;
  if (headers !== void 0) {
    firstHopHeaders = sanitizeRequestHeaders(headers);
    const origin = credentialedOrigin ?? options.trustedOrigin;
    if (origin === void 0 || !isSameOrigin(options.url, origin)) {
      const allowedHeaders = /* @__PURE__ */ new Set([
        ...SAFE_UNTRUSTED_FIRST_HOP_HEADERS,
        ...(untrustedFirstHopHeaders ?? []).map((name3) => name3.toLowerCase())
      ]);
      firstHopHeaders = new Headers(
        [...firstHopHeaders].filter(([name3]) => allowedHeaders.has(name3))
      );
    }
  }
  return fetchWithValidatedRedirects({
    ...options,
    headers: firstHopHeaders
  });
}

// src/read-response-with-size-limit.ts
var DEFAULT_MAX_DOWNLOAD_SIZE = 2 * 1024 * 1024 * 1024;
async function readResponseWithSizeLimit({
  response,
  url,
  maxBytes = DEFAULT_MAX_DOWNLOAD_SIZE
}) {
  const contentLength = response.headers.get("content-length");
  if (contentLength != null) {
    const length = parseInt(contentLength, 10);
    if (!isNaN(length) && length > maxBytes) {
      await cancelResponseBody(response);
      throw new DownloadError({
        url,
        message: `Download of ${url} exceeded maximum size of ${maxBytes} bytes (Content-Length: ${length}).`
      });
    }
  }
  const body = response.body;
  if (body == null) {
    return new Uint8Array(0);
  }
  const reader = body.getReader();
  const chunks = [];
  let totalBytes = 0;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) {
        break;
      }
      totalBytes += value.length;
      if (totalBytes > maxBytes) {
        throw new DownloadError({
          url,
          message: `Download of ${url} exceeded maximum size of ${maxBytes} bytes.`
        });
      }
      chunks.push(value);
    }
  } finally {
    try {
      await reader.cancel();
    } catch {
    } finally {
      reader.releaseLock();
    }
  }
  const result = new Uint8Array(totalBytes);
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.length;
  }
  return result;
}

// src/download-blob.ts
async function downloadBlob(url, options) {
  try {
    const response = await fetchUntrustedUrl({
      url,
      abortSignal: options?.abortSignal
    });
    if (!response.ok) {
      await cancelResponseBody(response);
      throw new DownloadError({
        url,
        statusCode: response.status,
        statusText: response.statusText
      });
    }
    const data = await readResponseWithSizeLimit({
      response,
      url,
      maxBytes: options?.maxBytes ?? DEFAULT_MAX_DOWNLOAD_SIZE
    });
    const contentType = response.headers.get("content-type") ?? void 0;
    return new Blob([data], contentType ? { type: contentType } : void 0);
  } catch (error) {
    if (DownloadError.isInstance(error)) {
      throw error;
    }
    throw new DownloadError({ url, cause: error });
  }
}

// src/embedding-model-capabilities.ts
var EMBEDDING_MODEL_MAX_INPUT_BYTES_PER_CALL = /* @__PURE__ */ (/* unused pure expression or super */ null && (Symbol.for(
  "vercel.ai.embeddingModel.maxInputBytesPerCall"
)));
var EMBEDDING_MODEL_PROVIDER_OPTIONS_TRANSFORMER = /* @__PURE__ */ (/* unused pure expression or super */ null && (Symbol.for(
  "vercel.ai.embeddingModel.providerOptionsTransformer"
)));

// src/extract-lines.ts
function extractLines({
  text,
  startLine,
  endLine
}) {
  if (startLine == null && endLine == null) return text;
  const lineEnding = text.includes("\r\n") ? "\r\n" : text.includes("\n") ? "\n" : text.includes("\r") ? "\r" : "\n";
  const lines = text.split(lineEnding);
  const start = Math.max(1, startLine ?? 1) - 1;
  const end = Math.min(lines.length, endLine ?? lines.length);
  return lines.slice(start, end).join(lineEnding);
}

// src/filter-nullable.ts
function filterNullable(...values) {
  return values.filter((value) => value != null);
}

// src/generate-id.ts

var createIdGenerator = ({
  prefix,
  size = 16,
  alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
  separator = "-"
} = {}) => {
  const generator = () => {
    const alphabetLength = alphabet.length;
    const chars = new Array(size);
    for (let i = 0; i < size; i++) {
      chars[i] = alphabet[Math.random() * alphabetLength | 0];
    }
    return chars.join("");
  };
  if (prefix == null) {
    return generator;
  }
  if (alphabet.includes(separator)) {
    throw new InvalidArgumentError({
      argument: "separator",
      message: `The separator "${separator}" must not be part of the alphabet "${alphabet}".`
    });
  }
  return () => `${prefix}${separator}${generator()}`;
};
var generateId = createIdGenerator();

// src/get-error-message.ts


// src/get-from-api.ts

var getOriginalFetch2 = () => globalThis.fetch;
var getFromApi = async ({
  url,
  headers = {},
  successfulResponseHandler,
  failedResponseHandler,
  abortSignal,
  fetch,
  validateUrl,
  credentialedOrigin,
  trustedOrigin
}) => {
  try {
    const requestFetch = fetch ?? getOriginalFetch2();
    const outgoingHeaders = credentialedOrigin !== void 0 && !isSameOrigin(url, credentialedOrigin) ? {} : headers;
    const requestHeaders = withUserAgentSuffix(
      outgoingHeaders,
      `ai-sdk-provider-utils/${VERSION}`,
      getRuntimeEnvironmentUserAgent()
    );
    const response = validateUrl ? await fetchWithValidatedRedirects({
      url,
      headers: requestHeaders,
      abortSignal,
      fetch,
      trustedOrigin
    }) : await requestFetch(url, {
      method: "GET",
      headers: requestHeaders,
      signal: abortSignal
    });
    const responseHeaders = extractResponseHeaders(response);
    if (!response.ok) {
      let errorInformation;
      try {
        errorInformation = await failedResponseHandler({
          response,
          url,
          requestBodyValues: {}
        });
      } catch (error) {
        if (isAbortError(error) || APICallError.isInstance(error)) {
          throw error;
        }
        throw new APICallError({
          message: "Failed to process error response",
          cause: error,
          statusCode: response.status,
          url,
          responseHeaders,
          requestBodyValues: {}
        });
      }
      throw errorInformation.value;
    }
    try {
      return await successfulResponseHandler({
        response,
        url,
        requestBodyValues: {}
      });
    } catch (error) {
      if (error instanceof Error) {
        if (isAbortError(error) || APICallError.isInstance(error)) {
          throw error;
        }
      }
      throw new APICallError({
        message: "Failed to process successful response",
        cause: error,
        statusCode: response.status,
        url,
        responseHeaders,
        requestBodyValues: {}
      });
    }
  } catch (error) {
    throw handleFetchError({ error, url, requestBodyValues: {} });
  }
};

// src/inject-json-instruction.ts
var DEFAULT_SCHEMA_PREFIX = "JSON schema:";
var DEFAULT_SCHEMA_SUFFIX = "You MUST answer with a JSON object that matches the JSON schema above.";
var DEFAULT_GENERIC_SUFFIX = "You MUST answer with JSON.";
function injectJsonInstruction({
  prompt,
  schema,
  schemaPrefix = schema != null ? DEFAULT_SCHEMA_PREFIX : void 0,
  schemaSuffix = schema != null ? DEFAULT_SCHEMA_SUFFIX : DEFAULT_GENERIC_SUFFIX
}) {
  return [
    prompt != null && prompt.length > 0 ? prompt : void 0,
    prompt != null && prompt.length > 0 ? "" : void 0,
    // add a newline if prompt is not null
    schemaPrefix,
    schema != null ? JSON.stringify(schema) : void 0,
    schemaSuffix
  ].filter((line) => line != null).join("\n");
}
function injectJsonInstructionIntoMessages({
  messages,
  schema,
  schemaPrefix,
  schemaSuffix
}) {
  const systemMessage = messages[0]?.role === "system" ? { ...messages[0] } : { role: "system", content: "" };
  systemMessage.content = injectJsonInstruction({
    prompt: systemMessage.content,
    schema,
    schemaPrefix,
    schemaSuffix
  });
  return [
    systemMessage,
    ...messages[0]?.role === "system" ? messages.slice(1) : messages
  ];
}

// src/is-buffer.ts
function isBuffer(value) {
  return globalThis.Buffer?.isBuffer(value) ?? false;
}

// src/is-non-nullable.ts
function isNonNullable(value) {
  return value != null;
}

// src/is-provider-reference.ts
function isProviderReference(data) {
  return typeof data === "object" && data !== null && !(data instanceof Uint8Array) && !(data instanceof URL) && !(data instanceof ArrayBuffer) && !isBuffer(data) && !("type" in data);
}

// src/is-record.ts
function isRecord(value) {
  return value != null && typeof value === "object" && !Array.isArray(value);
}

// src/is-url-supported.ts
function isUrlSupported({
  mediaType,
  url,
  supportedUrls
}) {
  url = url.toLowerCase();
  mediaType = mediaType.toLowerCase();
  const isTopLevelOnly = !mediaType.includes("/");
  return Object.entries(supportedUrls).map(([key, value]) => {
    const mediaType2 = key.toLowerCase();
    return mediaType2 === "*" || mediaType2 === "*/*" ? { mediaTypePrefix: "", regexes: value } : { mediaTypePrefix: mediaType2.replace(/\*/, ""), regexes: value };
  }).filter(({ mediaTypePrefix }) => {
    if (mediaTypePrefix === "") {
      return true;
    }
    if (isTopLevelOnly) {
      return `${mediaType}/` === mediaTypePrefix;
    }
    return mediaTypePrefix.endsWith("/") ? mediaType.startsWith(mediaTypePrefix) : mediaType === mediaTypePrefix;
  }).flatMap(({ regexes }) => regexes).some((pattern) => testRegExpFromStart(pattern, url));
}
function testRegExpFromStart(pattern, value) {
  if (!pattern.global && !pattern.sticky) {
    return pattern.test(value);
  }
  const lastIndex = pattern.lastIndex;
  pattern.lastIndex = 0;
  try {
    return pattern.test(value);
  } finally {
    pattern.lastIndex = lastIndex;
  }
}

// src/load-api-key.ts

function loadApiKey({
  apiKey,
  environmentVariableName,
  apiKeyParameterName = "apiKey",
  description
}) {
  if (typeof apiKey === "string") {
    return apiKey;
  }
  if (apiKey != null) {
    throw new LoadAPIKeyError({
      message: `${description} API key must be a string.`
    });
  }
  if (typeof process === "undefined") {
    throw new LoadAPIKeyError({
      message: `${description} API key is missing. Pass it using the '${apiKeyParameterName}' parameter. Environment variables are not supported in this environment.`
    });
  }
  apiKey = process.env[environmentVariableName];
  if (apiKey == null) {
    throw new LoadAPIKeyError({
      message: `${description} API key is missing. Pass it using the '${apiKeyParameterName}' parameter or the ${environmentVariableName} environment variable.`
    });
  }
  if (typeof apiKey !== "string") {
    throw new LoadAPIKeyError({
      message: `${description} API key must be a string. The value of the ${environmentVariableName} environment variable is not a string.`
    });
  }
  return apiKey;
}

// src/load-optional-setting.ts
function loadOptionalSetting({
  settingValue,
  environmentVariableName
}) {
  if (typeof settingValue === "string") {
    return settingValue;
  }
  if (settingValue != null || typeof process === "undefined") {
    return void 0;
  }
  settingValue = process.env[environmentVariableName];
  if (settingValue == null || typeof settingValue !== "string") {
    return void 0;
  }
  return settingValue;
}

// src/load-setting.ts

function loadSetting({
  settingValue,
  environmentVariableName,
  settingName,
  description
}) {
  if (typeof settingValue === "string") {
    return settingValue;
  }
  if (settingValue != null) {
    throw new LoadSettingError({
      message: `${description} setting must be a string.`
    });
  }
  if (typeof process === "undefined") {
    throw new LoadSettingError({
      message: `${description} setting is missing. Pass it using the '${settingName}' parameter. Environment variables are not supported in this environment.`
    });
  }
  settingValue = process.env[environmentVariableName];
  if (settingValue == null) {
    throw new LoadSettingError({
      message: `${description} setting is missing. Pass it using the '${settingName}' parameter or the ${environmentVariableName} environment variable.`
    });
  }
  if (typeof settingValue !== "string") {
    throw new LoadSettingError({
      message: `${description} setting must be a string. The value of the ${environmentVariableName} environment variable is not a string.`
    });
  }
  return settingValue;
}

// src/map-reasoning-to-provider.ts
function isCustomReasoning(reasoning) {
  return reasoning !== void 0 && reasoning !== "provider-default";
}
function mapReasoningToProviderEffort({
  reasoning,
  effortMap,
  warnings
}) {
  const mapped = effortMap[reasoning];
  if (mapped == null) {
    warnings.push({
      type: "unsupported",
      feature: "reasoning",
      details: `reasoning "${reasoning}" is not supported by this model.`
    });
    return void 0;
  }
  if (mapped !== reasoning) {
    warnings.push({
      type: "compatibility",
      feature: "reasoning",
      details: `reasoning "${reasoning}" is not directly supported by this model. mapped to effort "${mapped}".`
    });
  }
  return mapped;
}
var DEFAULT_REASONING_BUDGET_PERCENTAGES = {
  minimal: 0.02,
  low: 0.1,
  medium: 0.3,
  high: 0.6,
  xhigh: 0.9
};
function mapReasoningToProviderBudget({
  reasoning,
  maxOutputTokens,
  maxReasoningBudget,
  minReasoningBudget = 1024,
  budgetPercentages = DEFAULT_REASONING_BUDGET_PERCENTAGES,
  warnings
}) {
  const pct = budgetPercentages[reasoning];
  if (pct == null) {
    warnings.push({
      type: "unsupported",
      feature: "reasoning",
      details: `reasoning "${reasoning}" is not supported by this model.`
    });
    return void 0;
  }
  return Math.min(
    maxReasoningBudget,
    Math.max(minReasoningBudget, Math.round(maxOutputTokens * pct))
  );
}

// src/media-type-to-extension.ts
function mediaTypeToExtension(mediaType) {
  const [_type, subtype = ""] = mediaType.toLowerCase().split("/");
  return {
    mpeg: "mp3",
    "x-wav": "wav",
    opus: "ogg",
    mp4: "m4a",
    "x-m4a": "m4a"
  }[subtype] ?? subtype;
}

// src/normalize-batch-request-counts.ts
function normalizeBatchRequestCounts({
  total,
  pending,
  completed,
  failed
}) {
  if (isNonNegativeSafeInteger(total) && isNonNegativeSafeInteger(pending) && isNonNegativeSafeInteger(completed) && isNonNegativeSafeInteger(failed) && pending + completed + failed === total) {
    return {
      total,
      pending,
      completed,
      failed
    };
  }
}
function isNonNegativeSafeInteger(value) {
  return value != null && Number.isSafeInteger(value) && value >= 0;
}

// src/parse-json.ts


// src/secure-json-parse.ts
var suspectProtoRx = /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;
var suspectConstructorRx = /"(?:c|\\u0063)(?:o|\\u006[Ff])(?:n|\\u006[Ee])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[Ff])(?:r|\\u0072)"\s*:/;
function _parse(text) {
  const obj = JSON.parse(text);
  if (obj === null || typeof obj !== "object") {
    return obj;
  }
  if (suspectProtoRx.test(text) === false && suspectConstructorRx.test(text) === false) {
    return obj;
  }
  return filter(obj);
}
function filter(obj) {
  let next = [obj];
  while (next.length) {
    const nodes = next;
    next = [];
    for (const node of nodes) {
      if (Object.prototype.hasOwnProperty.call(node, "__proto__")) {
        throw new SyntaxError("Object contains forbidden prototype property");
      }
      if (Object.prototype.hasOwnProperty.call(node, "constructor") && node.constructor !== null && typeof node.constructor === "object" && Object.prototype.hasOwnProperty.call(node.constructor, "prototype")) {
        throw new SyntaxError("Object contains forbidden prototype property");
      }
      for (const key in node) {
        const value = node[key];
        if (value && typeof value === "object") {
          next.push(value);
        }
      }
    }
  }
  return obj;
}
function secureJsonParse(text) {
  const { stackTraceLimit } = Error;
  try {
    Error.stackTraceLimit = 0;
  } catch {
    return _parse(text);
  }
  try {
    return _parse(text);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

// src/validate-types.ts


// src/schema.ts




// src/add-additional-properties-to-json-schema.ts
function addAdditionalPropertiesToJsonSchema(jsonSchema2) {
  if (jsonSchema2.type === "object" || Array.isArray(jsonSchema2.type) && jsonSchema2.type.includes("object")) {
    const { additionalProperties } = jsonSchema2;
    jsonSchema2.additionalProperties = additionalProperties != null && typeof additionalProperties !== "boolean" ? visit(additionalProperties) : false;
    const { properties } = jsonSchema2;
    if (properties != null) {
      for (const key of Object.keys(properties)) {
        properties[key] = visit(properties[key]);
      }
    }
  }
  if (jsonSchema2.items != null) {
    jsonSchema2.items = Array.isArray(jsonSchema2.items) ? jsonSchema2.items.map(visit) : visit(jsonSchema2.items);
  }
  if (jsonSchema2.anyOf != null) {
    jsonSchema2.anyOf = jsonSchema2.anyOf.map(visit);
  }
  if (jsonSchema2.allOf != null) {
    jsonSchema2.allOf = jsonSchema2.allOf.map(visit);
  }
  if (jsonSchema2.oneOf != null) {
    jsonSchema2.oneOf = jsonSchema2.oneOf.map(visit);
  }
  const { definitions } = jsonSchema2;
  if (definitions != null) {
    for (const key of Object.keys(definitions)) {
      definitions[key] = visit(definitions[key]);
    }
  }
  return jsonSchema2;
}
function visit(def) {
  if (typeof def === "boolean") return def;
  return addAdditionalPropertiesToJsonSchema(def);
}

// src/to-json-schema/zod3-to-json-schema/options.ts
var ignoreOverride = /* @__PURE__ */ Symbol(
  "Let zodToJsonSchema decide on which parser to use"
);
var defaultOptions = {
  name: void 0,
  $refStrategy: "root",
  basePath: ["#"],
  effectStrategy: "input",
  pipeStrategy: "all",
  dateStrategy: "format:date-time",
  mapStrategy: "entries",
  removeAdditionalStrategy: "passthrough",
  allowedAdditionalProperties: true,
  rejectedAdditionalProperties: false,
  definitionPath: "definitions",
  strictUnions: false,
  definitions: {},
  errorMessages: false,
  patternStrategy: "escape",
  applyRegexFlags: false,
  emailStrategy: "format:email",
  base64Strategy: "contentEncoding:base64",
  nameStrategy: "ref"
};
var getDefaultOptions = (options) => typeof options === "string" ? {
  ...defaultOptions,
  name: options
} : {
  ...defaultOptions,
  ...options
};

// src/to-json-schema/zod3-to-json-schema/parsers/any.ts
function parseAnyDef() {
  return {};
}

// src/to-json-schema/zod3-to-json-schema/parsers/array.ts
function parseArrayDef(def, refs) {
  const res = {
    type: "array"
  };
  if (def.type?._def && def.type?._def?.typeName !== "ZodAny") {
    res.items = parseDef(def.type._def, {
      ...refs,
      currentPath: [...refs.currentPath, "items"]
    });
  }
  if (def.minLength) {
    res.minItems = def.minLength.value;
  }
  if (def.maxLength) {
    res.maxItems = def.maxLength.value;
  }
  if (def.exactLength) {
    res.minItems = def.exactLength.value;
    res.maxItems = def.exactLength.value;
  }
  return res;
}

// src/to-json-schema/zod3-to-json-schema/parsers/bigint.ts
function parseBigintDef(def) {
  const res = {
    type: "integer",
    format: "int64"
  };
  if (!def.checks) return res;
  for (const check of def.checks) {
    switch (check.kind) {
      case "min":
        if (check.inclusive) {
          res.minimum = check.value;
        } else {
          res.exclusiveMinimum = check.value;
        }
        break;
      case "max":
        if (check.inclusive) {
          res.maximum = check.value;
        } else {
          res.exclusiveMaximum = check.value;
        }
        break;
      case "multipleOf":
        res.multipleOf = check.value;
        break;
    }
  }
  return res;
}

// src/to-json-schema/zod3-to-json-schema/parsers/boolean.ts
function parseBooleanDef() {
  return { type: "boolean" };
}

// src/to-json-schema/zod3-to-json-schema/parsers/branded.ts
function parseBrandedDef(_def, refs) {
  return parseDef(_def.type._def, refs);
}

// src/to-json-schema/zod3-to-json-schema/parsers/catch.ts
var parseCatchDef = (def, refs) => {
  return parseDef(def.innerType._def, refs);
};

// src/to-json-schema/zod3-to-json-schema/parsers/date.ts
function parseDateDef(def, refs, overrideDateStrategy) {
  const strategy = overrideDateStrategy ?? refs.dateStrategy;
  if (Array.isArray(strategy)) {
    return {
      anyOf: strategy.map((item) => parseDateDef(def, refs, item))
    };
  }
  switch (strategy) {
    case "string":
    case "format:date-time":
      return {
        type: "string",
        format: "date-time"
      };
    case "format:date":
      return {
        type: "string",
        format: "date"
      };
    case "integer":
      return integerDateParser(def);
  }
}
var integerDateParser = (def) => {
  const res = {
    type: "integer",
    format: "unix-time"
  };
  for (const check of def.checks) {
    switch (check.kind) {
      case "min":
        res.minimum = check.value;
        break;
      case "max":
        res.maximum = check.value;
        break;
    }
  }
  return res;
};

// src/to-json-schema/zod3-to-json-schema/parsers/default.ts
function parseDefaultDef(_def, refs) {
  return {
    ...parseDef(_def.innerType._def, refs),
    default: _def.defaultValue()
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/effects.ts
function parseEffectsDef(_def, refs) {
  return refs.effectStrategy === "input" ? parseDef(_def.schema._def, refs) : parseAnyDef();
}

// src/to-json-schema/zod3-to-json-schema/parsers/enum.ts
function parseEnumDef(def) {
  return {
    type: "string",
    enum: Array.from(def.values)
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/intersection.ts
var isJsonSchema7AllOfType = (type) => {
  if ("type" in type && type.type === "string") return false;
  return "allOf" in type;
};
function parseIntersectionDef(def, refs) {
  const allOf = [
    parseDef(def.left._def, {
      ...refs,
      currentPath: [...refs.currentPath, "allOf", "0"]
    }),
    parseDef(def.right._def, {
      ...refs,
      currentPath: [...refs.currentPath, "allOf", "1"]
    })
  ].filter((x) => !!x);
  const mergedAllOf = [];
  allOf.forEach((schema) => {
    if (isJsonSchema7AllOfType(schema)) {
      mergedAllOf.push(...schema.allOf);
    } else {
      let nestedSchema = schema;
      if ("additionalProperties" in schema && schema.additionalProperties === false) {
        const { additionalProperties: _additionalProperties, ...rest } = schema;
        nestedSchema = rest;
      }
      mergedAllOf.push(nestedSchema);
    }
  });
  return mergedAllOf.length ? { allOf: mergedAllOf } : void 0;
}

// src/to-json-schema/zod3-to-json-schema/parsers/literal.ts
function parseLiteralDef(def) {
  const parsedType = typeof def.value;
  if (parsedType !== "bigint" && parsedType !== "number" && parsedType !== "boolean" && parsedType !== "string") {
    return {
      type: Array.isArray(def.value) ? "array" : "object"
    };
  }
  return {
    type: parsedType === "bigint" ? "integer" : parsedType,
    const: def.value
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/string.ts
var emojiRegex = void 0;
var zodPatterns = {
  /**
   * `c` was changed to `[cC]` to replicate /i flag
   */
  cuid: /^[cC][^\s-]{8,}$/,
  cuid2: /^[0-9a-z]+$/,
  ulid: /^[0-9A-HJKMNP-TV-Z]{26}$/,
  /**
   * `a-z` was added to replicate /i flag
   */
  email: /^(?!\.)(?!.*\.\.)([a-zA-Z0-9_'+\-.]*)[a-zA-Z0-9_+-]@([a-zA-Z0-9][a-zA-Z0-9-]*\.)+[a-zA-Z]{2,}$/,
  /**
   * Constructed a valid Unicode RegExp
   *
   * Lazily instantiate since this type of regex isn't supported
   * in all envs (e.g. React Native).
   *
   * See:
   * https://github.com/colinhacks/zod/issues/2433
   * Fix in Zod:
   * https://github.com/colinhacks/zod/commit/9340fd51e48576a75adc919bff65dbc4a5d4c99b
   */
  emoji: () => {
    if (emojiRegex === void 0) {
      emojiRegex = RegExp(
        "^(\\p{Extended_Pictographic}|\\p{Emoji_Component})+$",
        "u"
      );
    }
    return emojiRegex;
  },
  /**
   * Unused
   */
  uuid: /^[0-9a-fA-F]{8}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{12}$/,
  /**
   * Unused
   */
  ipv4: /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/,
  ipv4Cidr: /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/(3[0-2]|[12]?[0-9])$/,
  /**
   * Unused
   */
  ipv6: /^(([a-f0-9]{1,4}:){7}|::([a-f0-9]{1,4}:){0,6}|([a-f0-9]{1,4}:){1}:([a-f0-9]{1,4}:){0,5}|([a-f0-9]{1,4}:){2}:([a-f0-9]{1,4}:){0,4}|([a-f0-9]{1,4}:){3}:([a-f0-9]{1,4}:){0,3}|([a-f0-9]{1,4}:){4}:([a-f0-9]{1,4}:){0,2}|([a-f0-9]{1,4}:){5}:([a-f0-9]{1,4}:){0,1})([a-f0-9]{1,4}|(((25[0-5])|(2[0-4][0-9])|(1[0-9]{2})|([0-9]{1,2}))\.){3}((25[0-5])|(2[0-4][0-9])|(1[0-9]{2})|([0-9]{1,2})))$/,
  ipv6Cidr: /^(([0-9a-fA-F]{1,4}:){7,7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:)|fe80:(:[0-9a-fA-F]{0,4}){0,4}%[0-9a-zA-Z]{1,}|::(ffff(:0{1,4}){0,1}:){0,1}((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])|([0-9a-fA-F]{1,4}:){1,4}:((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9]))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/,
  base64: /^([0-9a-zA-Z+/]{4})*(([0-9a-zA-Z+/]{2}==)|([0-9a-zA-Z+/]{3}=))?$/,
  base64url: /^([0-9a-zA-Z-_]{4})*(([0-9a-zA-Z-_]{2}(==)?)|([0-9a-zA-Z-_]{3}(=)?))?$/,
  nanoid: /^[a-zA-Z0-9_-]{21}$/,
  jwt: /^[A-Za-z0-9-_]+\.[A-Za-z0-9-_]+\.[A-Za-z0-9-_]*$/
};
function parseStringDef(def, refs) {
  const res = {
    type: "string"
  };
  if (def.checks) {
    for (const check of def.checks) {
      switch (check.kind) {
        case "min":
          res.minLength = typeof res.minLength === "number" ? Math.max(res.minLength, check.value) : check.value;
          break;
        case "max":
          res.maxLength = typeof res.maxLength === "number" ? Math.min(res.maxLength, check.value) : check.value;
          break;
        case "email":
          switch (refs.emailStrategy) {
            case "format:email":
              addFormat(res, "email", check.message, refs);
              break;
            case "format:idn-email":
              addFormat(res, "idn-email", check.message, refs);
              break;
            case "pattern:zod":
              addPattern(res, zodPatterns.email, check.message, refs);
              break;
          }
          break;
        case "url":
          addFormat(res, "uri", check.message, refs);
          break;
        case "uuid":
          addFormat(res, "uuid", check.message, refs);
          break;
        case "regex":
          addPattern(res, check.regex, check.message, refs);
          break;
        case "cuid":
          addPattern(res, zodPatterns.cuid, check.message, refs);
          break;
        case "cuid2":
          addPattern(res, zodPatterns.cuid2, check.message, refs);
          break;
        case "startsWith":
          addPattern(
            res,
            RegExp(`^${escapeLiteralCheckValue(check.value, refs)}`),
            check.message,
            refs
          );
          break;
        case "endsWith":
          addPattern(
            res,
            RegExp(`${escapeLiteralCheckValue(check.value, refs)}$`),
            check.message,
            refs
          );
          break;
        case "datetime":
          addFormat(res, "date-time", check.message, refs);
          break;
        case "date":
          addFormat(res, "date", check.message, refs);
          break;
        case "time":
          addFormat(res, "time", check.message, refs);
          break;
        case "duration":
          addFormat(res, "duration", check.message, refs);
          break;
        case "length":
          res.minLength = typeof res.minLength === "number" ? Math.max(res.minLength, check.value) : check.value;
          res.maxLength = typeof res.maxLength === "number" ? Math.min(res.maxLength, check.value) : check.value;
          break;
        case "includes": {
          addPattern(
            res,
            RegExp(escapeLiteralCheckValue(check.value, refs)),
            check.message,
            refs
          );
          break;
        }
        case "ip": {
          if (check.version !== "v6") {
            addFormat(res, "ipv4", check.message, refs);
          }
          if (check.version !== "v4") {
            addFormat(res, "ipv6", check.message, refs);
          }
          break;
        }
        case "base64url":
          addPattern(res, zodPatterns.base64url, check.message, refs);
          break;
        case "jwt":
          addPattern(res, zodPatterns.jwt, check.message, refs);
          break;
        case "cidr": {
          if (check.version !== "v6") {
            addPattern(res, zodPatterns.ipv4Cidr, check.message, refs);
          }
          if (check.version !== "v4") {
            addPattern(res, zodPatterns.ipv6Cidr, check.message, refs);
          }
          break;
        }
        case "emoji":
          addPattern(res, zodPatterns.emoji(), check.message, refs);
          break;
        case "ulid": {
          addPattern(res, zodPatterns.ulid, check.message, refs);
          break;
        }
        case "base64": {
          switch (refs.base64Strategy) {
            case "format:binary": {
              addFormat(res, "binary", check.message, refs);
              break;
            }
            case "contentEncoding:base64": {
              res.contentEncoding = "base64";
              break;
            }
            case "pattern:zod": {
              addPattern(res, zodPatterns.base64, check.message, refs);
              break;
            }
          }
          break;
        }
        case "nanoid": {
          addPattern(res, zodPatterns.nanoid, check.message, refs);
        }
        case "toLowerCase":
        case "toUpperCase":
        case "trim":
          break;
        default:
          /* @__PURE__ */ ((_) => {
          })(check);
      }
    }
  }
  return res;
}
function escapeLiteralCheckValue(literal, refs) {
  return refs.patternStrategy === "escape" ? escapeNonAlphaNumeric(literal) : literal;
}
var ALPHA_NUMERIC = new Set(
  "ABCDEFGHIJKLMNOPQRSTUVXYZabcdefghijklmnopqrstuvxyz0123456789"
);
function escapeNonAlphaNumeric(source) {
  let result = "";
  for (let i = 0; i < source.length; i++) {
    if (!ALPHA_NUMERIC.has(source[i])) {
      result += "\\";
    }
    result += source[i];
  }
  return result;
}
function addFormat(schema, value, message, refs) {
  if (schema.format || schema.anyOf?.some((x) => x.format)) {
    if (!schema.anyOf) {
      schema.anyOf = [];
    }
    if (schema.format) {
      schema.anyOf.push({
        format: schema.format
      });
      delete schema.format;
    }
    schema.anyOf.push({
      format: value,
      ...message && refs.errorMessages && { errorMessage: { format: message } }
    });
  } else {
    schema.format = value;
  }
}
function addPattern(schema, regex, message, refs) {
  if (schema.pattern || schema.allOf?.some((x) => x.pattern)) {
    if (!schema.allOf) {
      schema.allOf = [];
    }
    if (schema.pattern) {
      schema.allOf.push({
        pattern: schema.pattern
      });
      delete schema.pattern;
    }
    schema.allOf.push({
      pattern: stringifyRegExpWithFlags(regex, refs),
      ...message && refs.errorMessages && { errorMessage: { pattern: message } }
    });
  } else {
    schema.pattern = stringifyRegExpWithFlags(regex, refs);
  }
}
function stringifyRegExpWithFlags(regex, refs) {
  if (!refs.applyRegexFlags || !regex.flags) {
    return regex.source;
  }
  const flags = {
    i: regex.flags.includes("i"),
    // Case-insensitive
    m: regex.flags.includes("m"),
    // `^` and `$` matches adjacent to newline characters
    s: regex.flags.includes("s")
    // `.` matches newlines
  };
  const source = flags.i ? regex.source.toLowerCase() : regex.source;
  let pattern = "";
  let isEscaped = false;
  let inCharGroup = false;
  let inCharRange = false;
  for (let i = 0; i < source.length; i++) {
    if (isEscaped) {
      pattern += source[i];
      isEscaped = false;
      continue;
    }
    if (flags.i) {
      if (inCharGroup) {
        if (source[i].match(/[a-z]/)) {
          if (inCharRange) {
            pattern += source[i];
            pattern += `${source[i - 2]}-${source[i]}`.toUpperCase();
            inCharRange = false;
          } else if (source[i + 1] === "-" && source[i + 2]?.match(/[a-z]/)) {
            pattern += source[i];
            inCharRange = true;
          } else {
            pattern += `${source[i]}${source[i].toUpperCase()}`;
          }
          continue;
        }
      } else if (source[i].match(/[a-z]/)) {
        pattern += `[${source[i]}${source[i].toUpperCase()}]`;
        continue;
      }
    }
    if (flags.m) {
      if (source[i] === "^") {
        pattern += `(^|(?<=[\r
]))`;
        continue;
      } else if (source[i] === "$") {
        pattern += `($|(?=[\r
]))`;
        continue;
      }
    }
    if (flags.s && source[i] === ".") {
      pattern += inCharGroup ? `${source[i]}\r
` : `[${source[i]}\r
]`;
      continue;
    }
    pattern += source[i];
    if (source[i] === "\\") {
      isEscaped = true;
    } else if (inCharGroup && source[i] === "]") {
      inCharGroup = false;
    } else if (!inCharGroup && source[i] === "[") {
      inCharGroup = true;
    }
  }
  try {
    new RegExp(pattern);
  } catch {
    console.warn(
      `Could not convert regex pattern at ${refs.currentPath.join(
        "/"
      )} to a flag-independent form! Falling back to the flag-ignorant source`
    );
    return regex.source;
  }
  return pattern;
}

// src/to-json-schema/zod3-to-json-schema/parsers/record.ts
function parseRecordDef(def, refs) {
  const schema = {
    type: "object",
    additionalProperties: parseDef(def.valueType._def, {
      ...refs,
      currentPath: [...refs.currentPath, "additionalProperties"]
    }) ?? refs.allowedAdditionalProperties
  };
  if (def.keyType?._def.typeName === "ZodString" && def.keyType._def.checks?.length) {
    const { type: _type, ...keyType } = parseStringDef(def.keyType._def, refs);
    return {
      ...schema,
      propertyNames: keyType
    };
  } else if (def.keyType?._def.typeName === "ZodEnum") {
    return {
      ...schema,
      propertyNames: {
        enum: def.keyType._def.values
      }
    };
  } else if (def.keyType?._def.typeName === "ZodBranded" && def.keyType._def.type._def.typeName === "ZodString" && def.keyType._def.type._def.checks?.length) {
    const { type: _type, ...keyType } = parseBrandedDef(
      def.keyType._def,
      refs
    );
    return {
      ...schema,
      propertyNames: keyType
    };
  }
  return schema;
}

// src/to-json-schema/zod3-to-json-schema/parsers/map.ts
function parseMapDef(def, refs) {
  if (refs.mapStrategy === "record") {
    return parseRecordDef(def, refs);
  }
  const keys = parseDef(def.keyType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "items", "items", "0"]
  }) || parseAnyDef();
  const values = parseDef(def.valueType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "items", "items", "1"]
  }) || parseAnyDef();
  return {
    type: "array",
    maxItems: 125,
    items: {
      type: "array",
      items: [keys, values],
      minItems: 2,
      maxItems: 2
    }
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/native-enum.ts
function parseNativeEnumDef(def) {
  const object = def.values;
  const actualKeys = Object.keys(def.values).filter((key) => {
    return typeof object[object[key]] !== "number";
  });
  const actualValues = actualKeys.map((key) => object[key]);
  const parsedTypes = Array.from(
    new Set(actualValues.map((values) => typeof values))
  );
  return {
    type: parsedTypes.length === 1 ? parsedTypes[0] === "string" ? "string" : "number" : ["string", "number"],
    enum: actualValues
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/never.ts
function parseNeverDef() {
  return { not: parseAnyDef() };
}

// src/to-json-schema/zod3-to-json-schema/parsers/null.ts
function parseNullDef() {
  return {
    type: "null"
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/union.ts
var primitiveMappings = {
  ZodString: "string",
  ZodNumber: "number",
  ZodBigInt: "integer",
  ZodBoolean: "boolean",
  ZodNull: "null"
};
function parseUnionDef(def, refs) {
  const options = def.options instanceof Map ? Array.from(def.options.values()) : def.options;
  if (options.every(
    (x) => x._def.typeName in primitiveMappings && (!x._def.checks || !x._def.checks.length)
  )) {
    const types = options.reduce((types2, x) => {
      const type = primitiveMappings[x._def.typeName];
      return type && !types2.includes(type) ? [...types2, type] : types2;
    }, []);
    return {
      type: types.length > 1 ? types : types[0]
    };
  } else if (options.every((x) => x._def.typeName === "ZodLiteral" && !x.description)) {
    const types = options.reduce(
      (acc, x) => {
        const type = typeof x._def.value;
        switch (type) {
          case "string":
          case "number":
          case "boolean":
            return [...acc, type];
          case "bigint":
            return [...acc, "integer"];
          case "object":
            if (x._def.value === null) return [...acc, "null"];
          case "symbol":
          case "undefined":
          case "function":
          default:
            return acc;
        }
      },
      []
    );
    if (types.length === options.length) {
      const uniqueTypes = types.filter((x, i, a) => a.indexOf(x) === i);
      return {
        type: uniqueTypes.length > 1 ? uniqueTypes : uniqueTypes[0],
        enum: options.reduce(
          (acc, x) => {
            return acc.includes(x._def.value) ? acc : [...acc, x._def.value];
          },
          []
        )
      };
    }
  } else if (options.every((x) => x._def.typeName === "ZodEnum")) {
    return {
      type: "string",
      enum: options.reduce(
        (acc, x) => [
          ...acc,
          ...x._def.values.filter((x2) => !acc.includes(x2))
        ],
        []
      )
    };
  }
  return asAnyOf(def, refs);
}
var asAnyOf = (def, refs) => {
  const anyOf = (def.options instanceof Map ? Array.from(def.options.values()) : def.options).map(
    (x, i) => parseDef(x._def, {
      ...refs,
      currentPath: [...refs.currentPath, "anyOf", `${i}`]
    })
  ).filter(
    (x) => !!x && (!refs.strictUnions || typeof x === "object" && Object.keys(x).length > 0)
  );
  return anyOf.length ? { anyOf } : void 0;
};

// src/to-json-schema/zod3-to-json-schema/parsers/nullable.ts
function parseNullableDef(def, refs) {
  if (["ZodString", "ZodNumber", "ZodBigInt", "ZodBoolean", "ZodNull"].includes(
    def.innerType._def.typeName
  ) && (!def.innerType._def.checks || !def.innerType._def.checks.length)) {
    return {
      type: [
        primitiveMappings[def.innerType._def.typeName],
        "null"
      ]
    };
  }
  const base = parseDef(def.innerType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "anyOf", "0"]
  });
  return base && { anyOf: [base, { type: "null" }] };
}

// src/to-json-schema/zod3-to-json-schema/parsers/number.ts
function parseNumberDef(def) {
  const res = {
    type: "number"
  };
  if (!def.checks) return res;
  for (const check of def.checks) {
    switch (check.kind) {
      case "int":
        res.type = "integer";
        break;
      case "min":
        if (check.inclusive) {
          res.minimum = check.value;
        } else {
          res.exclusiveMinimum = check.value;
        }
        break;
      case "max":
        if (check.inclusive) {
          res.maximum = check.value;
        } else {
          res.exclusiveMaximum = check.value;
        }
        break;
      case "multipleOf":
        res.multipleOf = check.value;
        break;
    }
  }
  return res;
}

// src/to-json-schema/zod3-to-json-schema/parsers/object.ts
function parseObjectDef(def, refs) {
  const result = {
    type: "object",
    properties: {}
  };
  const required = [];
  const shape = def.shape();
  for (const propName in shape) {
    let propDef = shape[propName];
    if (propDef === void 0 || propDef._def === void 0) {
      continue;
    }
    const propOptional = safeIsOptional(propDef);
    const parsedDef = parseDef(propDef._def, {
      ...refs,
      currentPath: [...refs.currentPath, "properties", propName],
      propertyPath: [...refs.currentPath, "properties", propName]
    });
    if (parsedDef === void 0) {
      continue;
    }
    result.properties[propName] = parsedDef;
    if (!propOptional) {
      required.push(propName);
    }
  }
  if (required.length) {
    result.required = required;
  }
  const additionalProperties = decideAdditionalProperties(def, refs);
  if (additionalProperties !== void 0) {
    result.additionalProperties = additionalProperties;
  }
  return result;
}
function decideAdditionalProperties(def, refs) {
  if (def.catchall._def.typeName !== "ZodNever") {
    return parseDef(def.catchall._def, {
      ...refs,
      currentPath: [...refs.currentPath, "additionalProperties"]
    });
  }
  switch (def.unknownKeys) {
    case "passthrough":
      return refs.allowedAdditionalProperties;
    case "strict":
      return refs.rejectedAdditionalProperties;
    case "strip":
      return refs.removeAdditionalStrategy === "strict" ? refs.allowedAdditionalProperties : refs.rejectedAdditionalProperties;
  }
}
function safeIsOptional(schema) {
  try {
    return schema.isOptional();
  } catch {
    return true;
  }
}

// src/to-json-schema/zod3-to-json-schema/parsers/optional.ts
var parseOptionalDef = (def, refs) => {
  if (refs.currentPath.toString() === refs.propertyPath?.toString()) {
    return parseDef(def.innerType._def, refs);
  }
  const innerSchema = parseDef(def.innerType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "anyOf", "1"]
  });
  return innerSchema ? { anyOf: [{ not: parseAnyDef() }, innerSchema] } : parseAnyDef();
};

// src/to-json-schema/zod3-to-json-schema/parsers/pipeline.ts
var parsePipelineDef = (def, refs) => {
  if (refs.pipeStrategy === "input") {
    return parseDef(def.in._def, refs);
  } else if (refs.pipeStrategy === "output") {
    return parseDef(def.out._def, refs);
  }
  const inputSchema = parseDef(def.in._def, {
    ...refs,
    currentPath: [...refs.currentPath, "allOf", "0"]
  });
  const outputSchema = parseDef(def.out._def, {
    ...refs,
    currentPath: [...refs.currentPath, "allOf", inputSchema ? "1" : "0"]
  });
  return {
    allOf: [inputSchema, outputSchema].filter(
      (schema) => schema !== void 0
    )
  };
};

// src/to-json-schema/zod3-to-json-schema/parsers/promise.ts
function parsePromiseDef(def, refs) {
  return parseDef(def.type._def, refs);
}

// src/to-json-schema/zod3-to-json-schema/parsers/set.ts
function parseSetDef(def, refs) {
  const items = parseDef(def.valueType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "items"]
  });
  const schema = {
    type: "array",
    uniqueItems: true,
    items
  };
  if (def.minSize) {
    schema.minItems = def.minSize.value;
  }
  if (def.maxSize) {
    schema.maxItems = def.maxSize.value;
  }
  return schema;
}

// src/to-json-schema/zod3-to-json-schema/parsers/tuple.ts
function parseTupleDef(def, refs) {
  if (def.rest) {
    return {
      type: "array",
      minItems: def.items.length,
      items: def.items.map(
        (x, i) => parseDef(x._def, {
          ...refs,
          currentPath: [...refs.currentPath, "items", `${i}`]
        })
      ).reduce(
        (acc, x) => x === void 0 ? acc : [...acc, x],
        []
      ),
      additionalItems: parseDef(def.rest._def, {
        ...refs,
        currentPath: [...refs.currentPath, "additionalItems"]
      })
    };
  } else {
    return {
      type: "array",
      minItems: def.items.length,
      maxItems: def.items.length,
      items: def.items.map(
        (x, i) => parseDef(x._def, {
          ...refs,
          currentPath: [...refs.currentPath, "items", `${i}`]
        })
      ).reduce(
        (acc, x) => x === void 0 ? acc : [...acc, x],
        []
      )
    };
  }
}

// src/to-json-schema/zod3-to-json-schema/parsers/undefined.ts
function parseUndefinedDef() {
  return {
    not: parseAnyDef()
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/unknown.ts
function parseUnknownDef() {
  return parseAnyDef();
}

// src/to-json-schema/zod3-to-json-schema/parsers/readonly.ts
var parseReadonlyDef = (def, refs) => {
  return parseDef(def.innerType._def, refs);
};

// src/to-json-schema/zod3-to-json-schema/select-parser.ts
var selectParser = (def, typeName, refs) => {
  switch (typeName) {
    case "ZodString":
      return parseStringDef(def, refs);
    case "ZodNumber":
      return parseNumberDef(def);
    case "ZodObject":
      return parseObjectDef(def, refs);
    case "ZodBigInt":
      return parseBigintDef(def);
    case "ZodBoolean":
      return parseBooleanDef();
    case "ZodDate":
      return parseDateDef(def, refs);
    case "ZodUndefined":
      return parseUndefinedDef();
    case "ZodNull":
      return parseNullDef();
    case "ZodArray":
      return parseArrayDef(def, refs);
    case "ZodUnion":
    case "ZodDiscriminatedUnion":
      return parseUnionDef(def, refs);
    case "ZodIntersection":
      return parseIntersectionDef(def, refs);
    case "ZodTuple":
      return parseTupleDef(def, refs);
    case "ZodRecord":
      return parseRecordDef(def, refs);
    case "ZodLiteral":
      return parseLiteralDef(def);
    case "ZodEnum":
      return parseEnumDef(def);
    case "ZodNativeEnum":
      return parseNativeEnumDef(def);
    case "ZodNullable":
      return parseNullableDef(def, refs);
    case "ZodOptional":
      return parseOptionalDef(def, refs);
    case "ZodMap":
      return parseMapDef(def, refs);
    case "ZodSet":
      return parseSetDef(def, refs);
    case "ZodLazy":
      return () => def.getter()._def;
    case "ZodPromise":
      return parsePromiseDef(def, refs);
    case "ZodNaN":
    case "ZodNever":
      return parseNeverDef();
    case "ZodEffects":
      return parseEffectsDef(def, refs);
    case "ZodAny":
      return parseAnyDef();
    case "ZodUnknown":
      return parseUnknownDef();
    case "ZodDefault":
      return parseDefaultDef(def, refs);
    case "ZodBranded":
      return parseBrandedDef(def, refs);
    case "ZodReadonly":
      return parseReadonlyDef(def, refs);
    case "ZodCatch":
      return parseCatchDef(def, refs);
    case "ZodPipeline":
      return parsePipelineDef(def, refs);
    case "ZodFunction":
    case "ZodVoid":
    case "ZodSymbol":
      return void 0;
    default:
      return /* @__PURE__ */ ((_) => void 0)(typeName);
  }
};

// src/to-json-schema/zod3-to-json-schema/get-relative-path.ts
var getRelativePath = (pathA, pathB) => {
  let i = 0;
  for (; i < pathA.length && i < pathB.length; i++) {
    if (pathA[i] !== pathB[i]) break;
  }
  return [(pathA.length - i).toString(), ...pathB.slice(i)].join("/");
};

// src/to-json-schema/zod3-to-json-schema/parse-def.ts
function parseDef(def, refs, forceResolution = false) {
  const seenItem = refs.seen.get(def);
  if (refs.override) {
    const overrideResult = refs.override?.(
      def,
      refs,
      seenItem,
      forceResolution
    );
    if (overrideResult !== ignoreOverride) {
      return overrideResult;
    }
  }
  if (seenItem && !forceResolution) {
    const seenSchema = get$ref(seenItem, refs);
    if (seenSchema !== void 0) {
      return seenSchema;
    }
  }
  const newItem = { def, path: refs.currentPath, jsonSchema: void 0 };
  refs.seen.set(def, newItem);
  const jsonSchemaOrGetter = selectParser(def, def.typeName, refs);
  const jsonSchema2 = typeof jsonSchemaOrGetter === "function" ? parseDef(jsonSchemaOrGetter(), refs) : jsonSchemaOrGetter;
  if (jsonSchema2) {
    addMeta(def, refs, jsonSchema2);
  }
  if (refs.postProcess) {
    const postProcessResult = refs.postProcess(jsonSchema2, def, refs);
    newItem.jsonSchema = jsonSchema2;
    return postProcessResult;
  }
  newItem.jsonSchema = jsonSchema2;
  return jsonSchema2;
}
var get$ref = (item, refs) => {
  switch (refs.$refStrategy) {
    case "root":
      return { $ref: item.path.join("/") };
    case "relative":
      return { $ref: getRelativePath(refs.currentPath, item.path) };
    case "none":
    case "seen": {
      if (item.path.length < refs.currentPath.length && item.path.every((value, index) => refs.currentPath[index] === value)) {
        console.warn(
          `Recursive reference detected at ${refs.currentPath.join(
            "/"
          )}! Defaulting to any`
        );
        return parseAnyDef();
      }
      return refs.$refStrategy === "seen" ? parseAnyDef() : void 0;
    }
  }
};
var addMeta = (def, refs, jsonSchema2) => {
  if (def.description) {
    jsonSchema2.description = def.description;
  }
  return jsonSchema2;
};

// src/to-json-schema/zod3-to-json-schema/refs.ts
var getRefs = (options) => {
  const _options = getDefaultOptions(options);
  const currentPath = _options.name !== void 0 ? [..._options.basePath, _options.definitionPath, _options.name] : _options.basePath;
  return {
    ..._options,
    currentPath,
    propertyPath: void 0,
    seen: new Map(
      Object.entries(_options.definitions).map(([name3, def]) => [
        def._def,
        {
          def: def._def,
          path: [..._options.basePath, _options.definitionPath, name3],
          // Resolution of references will be forced even though seen, so it's ok that the schema is undefined here for now.
          jsonSchema: void 0
        }
      ])
    )
  };
};

// src/to-json-schema/zod3-to-json-schema/zod3-to-json-schema.ts
var zod3ToJsonSchema = (schema, options) => {
  const refs = getRefs(options);
  let definitions = typeof options === "object" && options.definitions ? Object.entries(options.definitions).reduce(
    (acc, [name4, schema2]) => ({
      ...acc,
      [name4]: parseDef(
        schema2._def,
        {
          ...refs,
          currentPath: [...refs.basePath, refs.definitionPath, name4]
        },
        true
      ) ?? parseAnyDef()
    }),
    {}
  ) : void 0;
  const name3 = typeof options === "string" ? options : options?.nameStrategy === "title" ? void 0 : options?.name;
  const main = parseDef(
    schema._def,
    name3 === void 0 ? refs : {
      ...refs,
      currentPath: [...refs.basePath, refs.definitionPath, name3]
    },
    false
  ) ?? parseAnyDef();
  const title = typeof options === "object" && options.name !== void 0 && options.nameStrategy === "title" ? options.name : void 0;
  if (title !== void 0) {
    main.title = title;
  }
  const combined = name3 === void 0 ? definitions ? {
    ...main,
    [refs.definitionPath]: definitions
  } : main : {
    $ref: [
      ...refs.$refStrategy === "relative" ? [] : refs.basePath,
      refs.definitionPath,
      name3
    ].join("/"),
    [refs.definitionPath]: {
      ...definitions,
      [name3]: main
    }
  };
  combined.$schema = "http://json-schema.org/draft-07/schema#";
  return combined;
};

// src/schema.ts
var schemaSymbol = /* @__PURE__ */ Symbol.for("vercel.ai.schema");
function lazySchema(createSchema) {
  let schema;
  return () => {
    if (schema == null) {
      schema = createSchema();
    }
    return schema;
  };
}
function jsonSchema(jsonSchema2, {
  validate
} = {}) {
  return {
    [schemaSymbol]: true,
    _type: void 0,
    // should never be used directly
    get jsonSchema() {
      if (typeof jsonSchema2 === "function") {
        jsonSchema2 = jsonSchema2();
      }
      return jsonSchema2;
    },
    validate
  };
}
function isSchema(value) {
  return typeof value === "object" && value !== null && schemaSymbol in value && value[schemaSymbol] === true && "jsonSchema" in value && "validate" in value;
}
function asSchema(schema) {
  return schema == null ? jsonSchema({
    type: "object",
    properties: {},
    additionalProperties: false
  }) : isSchema(schema) ? schema : "~standard" in schema ? schema["~standard"].vendor === "zod" ? zodSchema(schema) : standardSchema(schema) : schema();
}
function standardSchema(standardSchema2) {
  return jsonSchema(
    () => {
      if (!hasStandardJsonSchema(standardSchema2)) {
        throw new Error(
          `Standard schema vendor '${standardSchema2["~standard"].vendor}' does not support JSON Schema conversion.`
        );
      }
      return addAdditionalPropertiesToJsonSchema(
        standardSchema2["~standard"].jsonSchema.input({
          target: "draft-07"
        })
      );
    },
    {
      validate: async (value) => {
        const result = await standardSchema2["~standard"].validate(value);
        return "value" in result ? { success: true, value: result.value } : {
          success: false,
          error: new TypeValidationError({
            value,
            cause: result.issues
          })
        };
      }
    }
  );
}
function hasStandardJsonSchema(schema) {
  return schema["~standard"].jsonSchema != null;
}
function zod3Schema(zodSchema2, options) {
  const useReferences = options?.useReferences ?? false;
  return jsonSchema(
    // defer json schema creation to avoid unnecessary computation when only validation is needed
    () => zod3ToJsonSchema(zodSchema2, {
      $refStrategy: useReferences ? "root" : "none"
    }),
    {
      validate: async (value) => {
        const result = await zodSchema2.safeParseAsync(value);
        return result.success ? { success: true, value: result.data } : { success: false, error: result.error };
      }
    }
  );
}
function zod4Schema(zodSchema2, options) {
  const useReferences = options?.useReferences ?? false;
  return jsonSchema(
    // defer json schema creation to avoid unnecessary computation when only validation is needed
    () => addAdditionalPropertiesToJsonSchema(
      (0,json_schema_processors/* toJSONSchema */.bl)(zodSchema2, {
        target: "draft-7",
        io: "input",
        reused: useReferences ? "ref" : "inline"
      })
    ),
    {
      validate: async (value) => {
        const result = await (0,parse/* safeParseAsync */.bp)(zodSchema2, value);
        return result.success ? { success: true, value: result.data } : { success: false, error: result.error };
      }
    }
  );
}
function isZod4Schema(zodSchema2) {
  return "_zod" in zodSchema2;
}
function zodSchema(zodSchema2, options) {
  if (isZod4Schema(zodSchema2)) {
    return zod4Schema(zodSchema2, options);
  } else {
    return zod3Schema(zodSchema2, options);
  }
}

// src/validate-types.ts
async function validateTypes({
  value,
  schema,
  context
}) {
  const result = await safeValidateTypes({ value, schema, context });
  if (!result.success) {
    throw TypeValidationError.wrap({ value, cause: result.error, context });
  }
  return result.value;
}
async function safeValidateTypes({
  value,
  schema,
  context
}) {
  const actualSchema = asSchema(schema);
  try {
    if (actualSchema.validate == null) {
      return { success: true, value, rawValue: value };
    }
    const result = await actualSchema.validate(value);
    if (result.success) {
      return { success: true, value: result.value, rawValue: value };
    }
    return {
      success: false,
      error: TypeValidationError.wrap({ value, cause: result.error, context }),
      rawValue: value
    };
  } catch (error) {
    return {
      success: false,
      error: TypeValidationError.wrap({ value, cause: error, context }),
      rawValue: value
    };
  }
}

// src/parse-json.ts
async function parseJSON({
  text,
  schema
}) {
  try {
    const value = secureJsonParse(text);
    if (schema == null) {
      return value;
    }
    return await validateTypes({ value, schema });
  } catch (error) {
    if (JSONParseError.isInstance(error) || TypeValidationError.isInstance(error)) {
      throw error;
    }
    throw new JSONParseError({ text, cause: error });
  }
}
async function safeParseJSON({
  text,
  schema
}) {
  try {
    const value = secureJsonParse(text);
    if (schema == null) {
      return { success: true, value, rawValue: value };
    }
    return await safeValidateTypes({ value, schema });
  } catch (error) {
    return {
      success: false,
      error: JSONParseError.isInstance(error) ? error : new JSONParseError({ text, cause: error }),
      rawValue: void 0
    };
  }
}
function isParsableJson(input) {
  try {
    secureJsonParse(input);
    return true;
  } catch {
    return false;
  }
}

// src/parse-json-event-stream.ts

function parseJsonEventStream({
  stream,
  schema
}) {
  return stream.pipeThrough(new TextDecoderStream()).pipeThrough(new dist_stream/* EventSourceParserStream */.Z()).pipeThrough(
    new TransformStream({
      async transform({ data }, controller) {
        if (data === "[DONE]") {
          return;
        }
        controller.enqueue(await safeParseJSON({ text: data, schema }));
      }
    })
  );
}

// src/parse-provider-options.ts

async function parseProviderOptions({
  provider,
  providerOptions,
  schema
}) {
  if (providerOptions?.[provider] == null) {
    return void 0;
  }
  const parsedProviderOptions = await safeValidateTypes({
    value: providerOptions[provider],
    schema
  });
  if (!parsedProviderOptions.success) {
    throw new InvalidArgumentError({
      argument: "providerOptions",
      message: `invalid ${provider} provider options`,
      cause: parsedProviderOptions.error
    });
  }
  return parsedProviderOptions.value;
}

// src/post-multipart-stream-to-api.ts

var getOriginalFetch3 = () => globalThis.fetch;
function escapeMultipartHeaderValue(value) {
  return value.replace(/[\r\n]/g, "").replace(/\\/g, "\\\\").replace(/"/g, '\\"');
}
function createMultipartBody(parts, boundary) {
  const encoder = new TextEncoder();
  let disposed = false;
  let activeReader;
  const enteredStreams = /* @__PURE__ */ new Set();
  async function* emitParts() {
    for (const part of parts) {
      if (disposed) return;
      const disposition = `--${boundary}\r
Content-Disposition: form-data; name="${escapeMultipartHeaderValue(part.name)}"`;
      if (part.type === "field") {
        yield encoder.encode(`${disposition}\r
\r
${part.value}\r
`);
        continue;
      }
      const filenameParameter = `; filename="${escapeMultipartHeaderValue(
        part.filename ?? "blob"
      )}"`;
      const mediaType = (part.mediaType ?? "application/octet-stream").replace(
        /[\r\n]/g,
        ""
      );
      yield encoder.encode(
        `${disposition}${filenameParameter}\r
Content-Type: ${mediaType}\r
\r
`
      );
      if (part.content instanceof Uint8Array) {
        yield part.content;
      } else {
        const reader = part.content.getReader();
        activeReader = reader;
        enteredStreams.add(part.content);
        let finished = false;
        try {
          while (true) {
            const { done, value } = await reader.read();
            if (done || disposed) {
              finished = done;
              break;
            }
            yield value;
          }
        } finally {
          activeReader = void 0;
          if (!finished) {
            await reader.cancel().catch(() => {
            });
          }
          reader.releaseLock();
        }
        if (disposed) return;
      }
      yield encoder.encode("\r\n");
    }
    yield encoder.encode(`--${boundary}--\r
`);
  }
  return {
    stream: convertAsyncIteratorToReadableStream(emitParts()),
    async dispose(reason) {
      if (disposed) return;
      disposed = true;
      const reader = activeReader;
      if (reader != null) {
        await reader.cancel(reason).catch(() => {
        });
      }
      for (const part of parts) {
        if (part.type === "file" && !(part.content instanceof Uint8Array) && !enteredStreams.has(part.content)) {
          await part.content.cancel(reason).catch(() => {
          });
        }
      }
    }
  };
}
var postMultipartStreamToApi = async ({
  url,
  headers = {},
  parts,
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch = getOriginalFetch3()
}) => {
  const boundary = `ai-sdk-multipart-${generateId()}`;
  const requestBodyValues = Object.fromEntries(
    parts.map((part) => [
      part.name,
      part.type === "field" ? part.value : `<file:${part.filename ?? part.name}>`
    ])
  );
  const body = createMultipartBody(parts, boundary);
  try {
    const requestInit = {
      method: "POST",
      headers: withUserAgentSuffix(
        {
          ...headers,
          "Content-Type": `multipart/form-data; boundary=${boundary}`
        },
        `ai-sdk-provider-utils/${VERSION}`,
        getRuntimeEnvironmentUserAgent()
      ),
      body: body.stream,
      duplex: "half",
      signal: abortSignal
    };
    const response = await fetch(url, requestInit);
    const responseHeaders = extractResponseHeaders(response);
    if (!response.ok) {
      let errorInformation;
      try {
        errorInformation = await failedResponseHandler({
          response,
          url,
          requestBodyValues
        });
      } catch (error) {
        if (isAbortError(error) || APICallError.isInstance(error)) {
          throw error;
        }
        throw new APICallError({
          message: "Failed to process error response",
          cause: error,
          statusCode: response.status,
          url,
          responseHeaders,
          requestBodyValues
        });
      }
      throw errorInformation.value;
    }
    try {
      return await successfulResponseHandler({
        response,
        url,
        requestBodyValues
      });
    } catch (error) {
      if (error instanceof Error) {
        if (isAbortError(error) || APICallError.isInstance(error)) {
          throw error;
        }
      }
      throw new APICallError({
        message: "Failed to process successful response",
        cause: error,
        statusCode: response.status,
        url,
        responseHeaders,
        requestBodyValues
      });
    }
  } catch (error) {
    await body.dispose(error);
    throw handleFetchError({ error, url, requestBodyValues });
  }
};

// src/post-to-api.ts

var getOriginalFetch4 = () => globalThis.fetch;
var postJsonToApi = async ({
  url,
  headers,
  body,
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch
}) => await postToApi({
  url,
  headers: {
    "Content-Type": "application/json",
    ...headers
  },
  body: {
    content: JSON.stringify(body),
    values: body
  },
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch
});
var postFormDataToApi = async ({
  url,
  headers,
  formData,
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch
}) => await postToApi({
  url,
  headers,
  body: {
    content: formData,
    values: Object.fromEntries(formData.entries())
  },
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch
});
var postToApi = async ({
  url,
  headers = {},
  body,
  successfulResponseHandler,
  failedResponseHandler,
  abortSignal,
  fetch = getOriginalFetch4()
}) => {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: withUserAgentSuffix(
        headers,
        `ai-sdk-provider-utils/${VERSION}`,
        getRuntimeEnvironmentUserAgent()
      ),
      body: body.content,
      signal: abortSignal
    });
    const responseHeaders = extractResponseHeaders(response);
    if (!response.ok) {
      let errorInformation;
      try {
        errorInformation = await failedResponseHandler({
          response,
          url,
          requestBodyValues: body.values
        });
      } catch (error) {
        if (isAbortError(error) || APICallError.isInstance(error)) {
          throw error;
        }
        throw new APICallError({
          message: "Failed to process error response",
          cause: error,
          statusCode: response.status,
          url,
          responseHeaders,
          requestBodyValues: body.values
        });
      }
      throw errorInformation.value;
    }
    try {
      return await successfulResponseHandler({
        response,
        url,
        requestBodyValues: body.values
      });
    } catch (error) {
      if (error instanceof Error) {
        if (isAbortError(error) || APICallError.isInstance(error)) {
          throw error;
        }
      }
      throw new APICallError({
        message: "Failed to process successful response",
        cause: error,
        statusCode: response.status,
        url,
        responseHeaders,
        requestBodyValues: body.values
      });
    }
  } catch (error) {
    throw handleFetchError({ error, url, requestBodyValues: body.values });
  }
};

// src/types/tool.ts
function tool(tool2) {
  return tool2;
}
function dynamicTool(tool2) {
  return { ...tool2, type: "dynamic" };
}

// src/provider-defined-tool-factory.ts
function createProviderDefinedToolFactory({
  id,
  inputSchema
}) {
  return ({
    execute,
    outputSchema,
    needsApproval,
    toModelOutput,
    onInputStart,
    onInputDelta,
    onInputAvailable,
    ...args
  }) => tool({
    type: "provider",
    isProviderExecuted: false,
    id,
    args,
    inputSchema,
    outputSchema,
    execute,
    needsApproval,
    toModelOutput,
    onInputStart,
    onInputDelta,
    onInputAvailable
  });
}
function createProviderDefinedToolFactoryWithOutputSchema({
  id,
  inputSchema,
  outputSchema
}) {
  return ({
    execute,
    needsApproval,
    toModelOutput,
    onInputStart,
    onInputDelta,
    onInputAvailable,
    ...args
  }) => tool({
    type: "provider",
    isProviderExecuted: false,
    id,
    args,
    inputSchema,
    outputSchema,
    execute,
    needsApproval,
    toModelOutput,
    onInputStart,
    onInputDelta,
    onInputAvailable
  });
}

// src/provider-executed-tool-factory.ts
function createProviderExecutedToolFactory({
  id,
  inputSchema,
  outputSchema,
  supportsDeferredResults
}) {
  return ({
    onInputStart,
    onInputDelta,
    onInputAvailable,
    ...args
  }) => tool({
    type: "provider",
    isProviderExecuted: true,
    id,
    args,
    inputSchema,
    outputSchema,
    onInputStart,
    onInputDelta,
    onInputAvailable,
    supportsDeferredResults
  });
}

// src/resolve.ts
async function resolve(value) {
  if (typeof value === "function") {
    value = value();
  }
  return value;
}

// src/resolve-full-media-type.ts

function resolveFullMediaType({
  part
}) {
  if (isFullMediaType(part.mediaType)) {
    return part.mediaType;
  }
  if (part.data.type === "data") {
    const detected = detectMediaType({
      data: part.data.data,
      topLevelType: getTopLevelMediaType(part.mediaType)
    });
    if (detected) {
      return detected;
    }
    throw new UnsupportedFunctionalityError({
      functionality: `file of media type "${part.mediaType}" must specify subtype since it could not be auto-detected`
    });
  }
  throw new UnsupportedFunctionalityError({
    functionality: `file of media type "${part.mediaType}" must specify subtype since it is not passed as inline bytes`
  });
}

// src/resolve-provider-reference.ts

function resolveProviderReference({
  reference,
  provider
}) {
  const id = reference[provider];
  if (id != null) {
    return id;
  }
  throw new NoSuchProviderReferenceError({
    provider,
    reference
  });
}

// src/retry-with-exponential-backoff.ts
var retryWithExponentialBackoff = ({
  maxRetries = 2,
  initialDelayInMs = 2e3,
  backoffFactor = 2,
  abortSignal,
  shouldRetry,
  getDelayInMs = ({ exponentialBackoffDelay }) => exponentialBackoffDelay,
  createRetryError = ({ message }) => new Error(message)
}) => async (f) => retryWithExponentialBackoffInternal(f, {
  maxRetries,
  delayInMs: initialDelayInMs,
  backoffFactor,
  abortSignal,
  shouldRetry,
  getDelayInMs,
  createRetryError
});
async function retryWithExponentialBackoffInternal(f, {
  maxRetries,
  delayInMs,
  backoffFactor,
  abortSignal,
  shouldRetry,
  getDelayInMs,
  createRetryError
}, errors = []) {
  try {
    return await f();
  } catch (error) {
    if (isAbortError(error)) {
      throw error;
    }
    if (maxRetries === 0) {
      throw error;
    }
    const errorMessage = getErrorMessage(error);
    const newErrors = [...errors, error];
    const tryNumber = newErrors.length;
    if (tryNumber > maxRetries) {
      throw createRetryError({
        message: `Failed after ${tryNumber} attempts. Last error: ${errorMessage}`,
        reason: "maxRetriesExceeded",
        errors: newErrors
      });
    }
    if (await shouldRetry(error) && tryNumber <= maxRetries) {
      await delay(
        getDelayInMs({
          error,
          exponentialBackoffDelay: delayInMs
        }),
        { abortSignal }
      );
      return retryWithExponentialBackoffInternal(
        f,
        {
          maxRetries,
          delayInMs: backoffFactor * delayInMs,
          backoffFactor,
          abortSignal,
          shouldRetry,
          getDelayInMs,
          createRetryError
        },
        newErrors
      );
    }
    if (tryNumber === 1) {
      throw error;
    }
    throw createRetryError({
      message: `Failed after ${tryNumber} attempts with non-retryable error: '${errorMessage}'`,
      reason: "errorNotRetryable",
      errors: newErrors
    });
  }
}

// src/response-handler.ts

var textDecoder2 = new TextDecoder();
function wrapResponseBodyStream({
  stream,
  url,
  requestBodyValues,
  statusCode,
  responseHeaders
}) {
  const reader = stream.getReader();
  let readerReleased = false;
  const releaseReader = () => {
    if (!readerReleased) {
      reader.releaseLock();
      readerReleased = true;
    }
  };
  return new ReadableStream({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          releaseReader();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        releaseReader();
        if (isAbortError(error)) {
          controller.error(error);
          return;
        }
        controller.error(
          handleFetchError({
            error: new APICallError({
              message: "Failed to process successful response",
              cause: error,
              statusCode,
              url,
              responseHeaders,
              requestBodyValues
            }),
            url,
            requestBodyValues
          })
        );
      }
    },
    async cancel(reason) {
      try {
        await reader.cancel(reason);
      } finally {
        releaseReader();
      }
    }
  });
}
async function readResponseBodyAsText({
  response,
  url
}) {
  return textDecoder2.decode(
    await readResponseWithSizeLimit({
      response,
      url
    })
  );
}
var createJsonErrorResponseHandler = ({
  errorSchema,
  errorToMessage,
  isRetryable
}) => async ({ response, url, requestBodyValues }) => {
  const responseBody = await readResponseBodyAsText({ response, url });
  const responseHeaders = extractResponseHeaders(response);
  if (responseBody.trim() === "") {
    return {
      responseHeaders,
      value: new APICallError({
        message: response.statusText,
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders,
        responseBody,
        isRetryable: isRetryable?.(response)
      })
    };
  }
  try {
    const parsedError = await parseJSON({
      text: responseBody,
      schema: errorSchema
    });
    return {
      responseHeaders,
      value: new APICallError({
        message: errorToMessage(parsedError),
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders,
        responseBody,
        data: parsedError,
        isRetryable: isRetryable?.(response, parsedError)
      })
    };
  } catch {
    return {
      responseHeaders,
      value: new APICallError({
        message: response.statusText,
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders,
        responseBody,
        isRetryable: isRetryable?.(response)
      })
    };
  }
};
var createEventSourceResponseHandler = (chunkSchema) => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = extractResponseHeaders(response);
  if (response.body == null) {
    throw new dist_EmptyResponseBodyError({});
  }
  return {
    responseHeaders,
    value: parseJsonEventStream({
      stream: wrapResponseBodyStream({
        stream: response.body,
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders
      }),
      schema: chunkSchema
    })
  };
};
var createJsonResponseHandler = (responseSchema) => async ({ response, url, requestBodyValues }) => {
  const responseBody = await readResponseBodyAsText({ response, url });
  const parsedResult = await safeParseJSON({
    text: responseBody,
    schema: responseSchema
  });
  const responseHeaders = extractResponseHeaders(response);
  if (!parsedResult.success) {
    throw new APICallError({
      message: "Invalid JSON response",
      cause: parsedResult.error,
      statusCode: response.status,
      responseHeaders,
      responseBody,
      url,
      requestBodyValues
    });
  }
  return {
    responseHeaders,
    value: parsedResult.value,
    rawValue: parsedResult.rawValue
  };
};
var createJsonLinesResponseHandler = (responseSchema) => async ({ response }) => {
  const responseHeaders = extractResponseHeaders(response);
  if (response.body == null) {
    throw new EmptyResponseBodyError({});
  }
  return {
    responseHeaders,
    value: parseJsonLines({
      stream: response.body,
      schema: responseSchema
    })
  };
};
async function* parseJsonLines({
  stream,
  schema
}) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let finished = false;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        buffer += decoder.decode();
        break;
      }
      buffer += decoder.decode(value, { stream: true });
      let lineEnd = buffer.indexOf("\n");
      while (lineEnd !== -1) {
        const line = buffer.slice(0, lineEnd).replace(/\r$/, "");
        buffer = buffer.slice(lineEnd + 1);
        if (line.trim().length > 0) {
          yield await parseJSON({ text: line, schema });
        }
        lineEnd = buffer.indexOf("\n");
      }
    }
    const finalLine = buffer.replace(/\r$/, "");
    if (finalLine.trim().length > 0) {
      yield await parseJSON({ text: finalLine, schema });
    }
  } finally {
    if (!finished) {
      await reader.cancel().catch(() => {
      });
    }
    reader.releaseLock();
  }
}
var createBinaryResponseHandler = () => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = extractResponseHeaders(response);
  if (!response.body) {
    throw new APICallError({
      message: "Response body is empty",
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders,
      responseBody: void 0
    });
  }
  try {
    const buffer = await response.arrayBuffer();
    return {
      responseHeaders,
      value: new Uint8Array(buffer)
    };
  } catch (error) {
    throw new APICallError({
      message: "Failed to read response as array buffer",
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders,
      responseBody: void 0,
      cause: error
    });
  }
};
var createBinaryStreamResponseHandler = () => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = extractResponseHeaders(response);
  if (response.body == null) {
    throw new dist_EmptyResponseBodyError({});
  }
  return {
    responseHeaders,
    value: wrapResponseBodyStream({
      stream: response.body,
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders
    })
  };
};
var createStatusCodeErrorResponseHandler = () => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = extractResponseHeaders(response);
  const responseBody = await readResponseBodyAsText({ response, url });
  return {
    responseHeaders,
    value: new APICallError({
      message: response.statusText,
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders,
      responseBody
    })
  };
};

// src/is-json-serializable.ts
function isJSONSerializable(value) {
  if (value === null || value === void 0) return true;
  const type = typeof value;
  if (type === "string" || type === "number" || type === "boolean") return true;
  if (type === "function" || type === "symbol" || type === "bigint")
    return false;
  if (Array.isArray(value)) {
    return value.every(isJSONSerializable);
  }
  if (Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value).every(
      isJSONSerializable
    );
  }
  return false;
}

// src/serialization-error.ts

var dist_name2 = "AI_SerializationError";
var dist_marker3 = `vercel.ai.error.${dist_name2}`;
var dist_symbol2 = Symbol.for(dist_marker3);
var dist_a2, dist_b2;
var SerializationError = class extends (dist_b2 = AISDKError, dist_a2 = dist_symbol2, dist_b2) {
  // used in isInstance
  constructor({
    message = "Failed to serialize value.",
    cause
  } = {}) {
    super({ name: dist_name2, message, cause });
    this[dist_a2] = true;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, dist_marker3);
  }
};

// src/serialize-model-options.ts
function serializeModelOptions(options) {
  const serializableConfig = {};
  for (const [key, value] of Object.entries(options.config)) {
    if (key === "headers") {
      const resolvedHeaders = resolveSync(value);
      if (isJSONSerializable(resolvedHeaders)) {
        serializableConfig[key] = resolvedHeaders;
      }
    } else if (isJSONSerializable(value)) {
      serializableConfig[key] = value;
    }
  }
  return { modelId: options.modelId, config: serializableConfig };
}
function resolveSync(value) {
  let next = value;
  if (typeof value === "function") {
    next = value();
  }
  if (next instanceof Promise) {
    throw new SerializationError({
      message: "Cannot serialize asynchronous model options."
    });
  }
  return next;
}

// src/streaming-tool-call-tracker.ts


// src/streaming-tool-call-argument-state.ts
function startsWithStructuredValue(value) {
  if (typeof value !== "string") {
    return false;
  }
  const firstCharacter = value.trimStart()[0];
  return firstCharacter === "{" || firstCharacter === "[";
}
var StreamingToolCallArgumentState = class {
  constructor(initialValue = "") {
    this.structure = { kind: "undetermined" };
    this.append(initialValue);
  }
  get hasCompleteStructuredValue() {
    return this.structure.kind === "structured" && this.structure.complete === true;
  }
  append(delta) {
    let nextStructure = this.structure;
    for (const character of delta) {
      if (nextStructure.kind === "undetermined") {
        if (/\s/.test(character)) {
          continue;
        }
        if (character !== "{" && character !== "[") {
          nextStructure = { kind: "other" };
          continue;
        }
        nextStructure = {
          kind: "structured",
          stack: [character],
          inString: false,
          escaped: false,
          complete: false
        };
        continue;
      }
      if (nextStructure.kind !== "structured" || nextStructure.complete) {
        continue;
      }
      if (nextStructure.inString) {
        if (nextStructure.escaped) {
          nextStructure.escaped = false;
        } else if (character === "\\") {
          nextStructure.escaped = true;
        } else if (character === '"') {
          nextStructure.inString = false;
        }
        continue;
      }
      if (character === '"') {
        nextStructure.inString = true;
      } else if (character === "{" || character === "[") {
        nextStructure.stack.push(character);
      } else if (character === "}" || character === "]") {
        const expectedOpening = character === "}" ? "{" : "[";
        if (nextStructure.stack.at(-1) !== expectedOpening) {
          nextStructure = { kind: "other" };
          continue;
        }
        nextStructure.stack.pop();
        if (nextStructure.stack.length === 0) {
          nextStructure.complete = true;
        }
      }
    }
    this.structure = nextStructure;
  }
};

// src/streaming-tool-call-tracker.ts
var StreamingToolCallTracker = class {
  constructor(controller, options = {}) {
    this.toolCalls = [];
    this.toolCallsById = /* @__PURE__ */ new Map();
    this.toolCallsByIndex = /* @__PURE__ */ new Map();
    this.usedToolCallIds = /* @__PURE__ */ new Set();
    this.nextGeneratedIdSuffixes = /* @__PURE__ */ new Map();
    this.controller = controller;
    this._generateId = options.generateId ?? generateId;
    this.typeValidation = options.typeValidation ?? "none";
    this.extractMetadata = options.extractMetadata;
    this.buildToolCallProviderMetadata = options.buildToolCallProviderMetadata;
  }
  /**
   * Process a tool call delta from a streaming response chunk.
   * Emits tool-input-start, tool-input-delta, tool-input-end, and tool-call
   * events as appropriate.
   */
  processDelta(toolCallDelta) {
    const wireName = toolCallDelta.function?.name;
    const hasBlankName = typeof wireName === "string" && wireName.trim().length === 0;
    const wireId = this.getNonBlankString(toolCallDelta.id);
    const name3 = this.getNonBlankString(wireName);
    const { index } = toolCallDelta;
    const resolution = this.resolveToolCall({
      wireId,
      index,
      name: name3,
      hasExplicitCallStart: name3 != null && startsWithStructuredValue(toolCallDelta.function?.arguments)
    });
    if (resolution.kind === "ambiguous") {
      return;
    }
    let toolCall;
    if (resolution.kind === "new") {
      if (hasBlankName) {
        return;
      }
      toolCall = this.processNewToolCall(toolCallDelta, {
        wireId,
        index,
        name: name3
      });
    } else {
      toolCall = resolution.toolCall;
      if (wireId != null) {
        this.associateWireId(toolCall, wireId);
      }
      this.processExistingToolCall(toolCall, toolCallDelta);
    }
    if (index != null) {
      this.associateIndex(toolCall, index);
    }
  }
  /**
   * Finalize any unfinished tool calls. Should be called during the stream's
   * flush handler to ensure all tool calls are properly completed.
   */
  flush() {
    const toolCalls = this.toolCalls.every((toolCall) => toolCall.index != null) ? [...this.toolCalls].sort(
      (a, b) => a.index - b.index || a.sequence - b.sequence
    ) : this.toolCalls;
    for (const toolCall of toolCalls) {
      if (!toolCall.hasFinished) {
        this.finishToolCall(toolCall);
      }
    }
  }
  /**
   * Correlation precedence for streamed deltas:
   *
   * | ID evidence | index/name evidence | start evidence | resolution |
   * | --- | --- | --- | --- |
   * | known | matching | any | matching call, new call, or ambiguity |
   * | known | conflicting | named | new call |
   * | unseen | matching | structured start | new call |
   * | unseen | matching | continuation | matching call or ambiguity |
   * | absent | matching | any | matching call, new call, or ambiguity |
   * | absent | absent | named | new call |
   * | absent | absent | unnamed | sole unfinished call, new call, or ambiguity |
   */
  resolveToolCall({
    wireId,
    index,
    name: name3,
    hasExplicitCallStart
  }) {
    const indexedToolCalls = index != null ? this.toolCallsByIndex.get(index) : void 0;
    const matchingIndexedToolCalls = this.filterToolCallsByName(
      indexedToolCalls,
      name3
    );
    if (wireId != null) {
      const toolCallsWithId = this.toolCallsById.get(wireId);
      if (toolCallsWithId != null) {
        if (index != null) {
          const matchingToolCalls = matchingIndexedToolCalls.filter(
            (toolCall) => toolCallsWithId.has(toolCall)
          );
          const matchingToolCall = this.resolveMatchingToolCall(
            matchingToolCalls,
            hasExplicitCallStart
          );
          if (matchingToolCall.kind !== "new") {
            return matchingToolCall;
          }
          if (name3 != null) {
            return { kind: "new" };
          }
          if (indexedToolCalls != null) {
            return { kind: "ambiguous" };
          }
          return this.resolveMatchingToolCall([...toolCallsWithId], false);
        }
        if (name3 != null) {
          const matchingToolCalls = [...toolCallsWithId].filter(
            (toolCall) => toolCall.function.name === name3
          );
          return this.resolveMatchingToolCall(
            matchingToolCalls,
            hasExplicitCallStart
          );
        }
        return this.resolveMatchingToolCall([...toolCallsWithId], false);
      }
      if (matchingIndexedToolCalls.length > 0) {
        return hasExplicitCallStart ? { kind: "new" } : this.resolveMatchingToolCall(matchingIndexedToolCalls, false);
      }
      return { kind: "new" };
    }
    if (indexedToolCalls != null) {
      return this.resolveMatchingToolCall(
        matchingIndexedToolCalls,
        hasExplicitCallStart
      );
    }
    if (name3 != null) {
      return { kind: "new" };
    }
    const unfinishedToolCalls = this.toolCalls.filter(
      (toolCall) => !toolCall.hasFinished
    );
    if (unfinishedToolCalls.length === 1) {
      return { kind: "existing", toolCall: unfinishedToolCalls[0] };
    }
    return unfinishedToolCalls.length > 1 ? { kind: "ambiguous" } : { kind: "new" };
  }
  filterToolCallsByName(toolCalls, name3) {
    if (toolCalls == null) {
      return [];
    }
    return [...toolCalls].filter(
      (toolCall) => name3 == null || toolCall.function.name === name3
    );
  }
  resolveMatchingToolCall(toolCalls, hasExplicitCallStart) {
    if (toolCalls.length === 0) {
      return { kind: "new" };
    }
    if (!hasExplicitCallStart) {
      return toolCalls.length === 1 ? { kind: "existing", toolCall: toolCalls[0] } : { kind: "ambiguous" };
    }
    const continuableToolCalls = toolCalls.filter(
      (toolCall) => !toolCall.argumentState.hasCompleteStructuredValue
    );
    if (continuableToolCalls.length === 1) {
      return { kind: "existing", toolCall: continuableToolCalls[0] };
    }
    return continuableToolCalls.length > 1 ? { kind: "ambiguous" } : { kind: "new" };
  }
  processNewToolCall(toolCallDelta, {
    wireId,
    index,
    name: name3
  }) {
    if (this.typeValidation === "required") {
      if (toolCallDelta.type !== "function") {
        throw new InvalidResponseDataError({
          data: toolCallDelta,
          message: `Expected 'function' type.`
        });
      }
    } else if (this.typeValidation === "if-present") {
      if (toolCallDelta.type != null && toolCallDelta.type !== "function") {
        throw new InvalidResponseDataError({
          data: toolCallDelta,
          message: `Expected 'function' type.`
        });
      }
    }
    if (name3 == null) {
      throw new InvalidResponseDataError({
        data: toolCallDelta,
        message: `Expected 'function.name' to be a string.`
      });
    }
    const id = this.createToolCallId(wireId);
    this.controller.enqueue({
      type: "tool-input-start",
      id,
      toolName: name3
    });
    const metadata = this.extractMetadata?.(toolCallDelta);
    const initialArguments = toolCallDelta.function?.arguments ?? "";
    const toolCall = {
      id,
      index: index ?? void 0,
      sequence: this.toolCalls.length,
      type: "function",
      function: {
        name: name3,
        arguments: initialArguments
      },
      argumentState: new StreamingToolCallArgumentState(initialArguments),
      hasFinished: false,
      metadata
    };
    this.toolCalls.push(toolCall);
    if (wireId != null) {
      this.associateWireId(toolCall, wireId);
    }
    if (toolCall.function.arguments.length > 0) {
      this.controller.enqueue({
        type: "tool-input-delta",
        id: toolCall.id,
        delta: toolCall.function.arguments
      });
    }
    return toolCall;
  }
  associateWireId(toolCall, wireId) {
    let toolCallsWithId = this.toolCallsById.get(wireId);
    if (toolCallsWithId == null) {
      toolCallsWithId = /* @__PURE__ */ new Set();
      this.toolCallsById.set(wireId, toolCallsWithId);
    }
    toolCallsWithId.add(toolCall);
  }
  associateIndex(toolCall, index) {
    let toolCallsWithIndex = this.toolCallsByIndex.get(index);
    if (toolCallsWithIndex == null) {
      toolCallsWithIndex = /* @__PURE__ */ new Set();
      this.toolCallsByIndex.set(index, toolCallsWithIndex);
    }
    toolCallsWithIndex.add(toolCall);
  }
  createToolCallId(wireId) {
    if (wireId != null && !this.usedToolCallIds.has(wireId)) {
      this.usedToolCallIds.add(wireId);
      return wireId;
    }
    const generatedId = this.getNonBlankString(this._generateId()) ?? "tool-call";
    if (!this.usedToolCallIds.has(generatedId)) {
      this.usedToolCallIds.add(generatedId);
      return generatedId;
    }
    const initialSuffix = this.nextGeneratedIdSuffixes.get(generatedId) ?? 1;
    const maximumSuffix = initialSuffix + this.usedToolCallIds.size;
    for (let suffix = initialSuffix; suffix <= maximumSuffix; suffix++) {
      const suffixedId = `${generatedId}-${suffix}`;
      if (!this.usedToolCallIds.has(suffixedId)) {
        this.usedToolCallIds.add(suffixedId);
        this.nextGeneratedIdSuffixes.set(generatedId, suffix + 1);
        return suffixedId;
      }
    }
    throw new Error("Failed to create a unique tool call ID.");
  }
  getNonBlankString(value) {
    return value != null && value.trim().length > 0 ? value : void 0;
  }
  processExistingToolCall(toolCall, toolCallDelta) {
    if (toolCall.hasFinished) {
      return;
    }
    if (toolCallDelta.function?.arguments != null) {
      toolCall.argumentState.append(toolCallDelta.function.arguments);
      toolCall.function.arguments += toolCallDelta.function.arguments;
      this.controller.enqueue({
        type: "tool-input-delta",
        id: toolCall.id,
        delta: toolCallDelta.function.arguments
      });
    }
  }
  finishToolCall(toolCall) {
    this.controller.enqueue({
      type: "tool-input-end",
      id: toolCall.id
    });
    const providerMetadata = this.buildToolCallProviderMetadata?.(
      toolCall.metadata
    );
    this.controller.enqueue({
      type: "tool-call",
      toolCallId: toolCall.id,
      toolName: toolCall.function.name,
      input: toolCall.function.arguments,
      ...providerMetadata ? { providerMetadata } : {}
    });
    toolCall.hasFinished = true;
  }
};

// src/strip-file-extension.ts
function stripFileExtension(filename) {
  const firstDotIndex = filename.indexOf(".");
  return firstDotIndex === -1 ? filename : filename.slice(0, firstDotIndex);
}

// src/transcription-stream-envelope.ts
var TRANSCRIPTION_STREAM_START_FRAME_TYPE = "transcription-stream.start";
var TRANSCRIPTION_STREAM_AUDIO_DONE_FRAME_TYPE = "transcription-stream.audio-done";
function parseTranscriptionStreamClientFrame(text) {
  let value;
  try {
    value = secureJsonParse(text);
  } catch {
    return { type: "invalid", message: "malformed JSON" };
  }
  if (value == null || typeof value !== "object" || Array.isArray(value)) {
    return { type: "invalid", message: "frame must be a JSON object" };
  }
  const frame = value;
  if (typeof frame.type !== "string") {
    return { type: "invalid", message: "frame type must be a string" };
  }
  switch (frame.type) {
    case TRANSCRIPTION_STREAM_START_FRAME_TYPE: {
      const inputAudioFormat = frame.inputAudioFormat;
      if (inputAudioFormat == null || typeof inputAudioFormat !== "object" || Array.isArray(inputAudioFormat) || typeof inputAudioFormat.type !== "string") {
        return {
          type: "invalid",
          message: "start frame must have an inputAudioFormat object with a string type"
        };
      }
      if (inputAudioFormat.rate !== void 0 && typeof inputAudioFormat.rate !== "number") {
        return {
          type: "invalid",
          message: "inputAudioFormat.rate must be a number when present"
        };
      }
      if (frame.providerOptions !== void 0 && (frame.providerOptions == null || typeof frame.providerOptions !== "object" || Array.isArray(frame.providerOptions))) {
        return {
          type: "invalid",
          message: "providerOptions must be an object when present"
        };
      }
      if (frame.includeRawChunks !== void 0 && typeof frame.includeRawChunks !== "boolean") {
        return {
          type: "invalid",
          message: "includeRawChunks must be a boolean when present"
        };
      }
      return {
        type: "start",
        frame
      };
    }
    case TRANSCRIPTION_STREAM_AUDIO_DONE_FRAME_TYPE:
      return { type: "audio-done" };
    default:
      return { type: "unknown" };
  }
}
function serializeTranscriptionStreamPart(part) {
  try {
    if (part.type === "error" && isError(part.error)) {
      return JSON.stringify({
        ...part,
        error: { name: part.error.name, message: part.error.message }
      });
    }
    return JSON.stringify(part);
  } catch {
    return void 0;
  }
}
function isError(value) {
  return value instanceof Error || Object.prototype.toString.call(value) === "[object Error]";
}
function parseTranscriptionStreamPart(text) {
  let value;
  try {
    value = secureJsonParse(text);
  } catch {
    return void 0;
  }
  if (value == null || typeof value !== "object" || Array.isArray(value)) {
    return void 0;
  }
  const part = value;
  switch (part.type) {
    case "stream-start":
      return Array.isArray(part.warnings) && part.warnings.every(isWarning) ? part : void 0;
    case "transcript-delta":
      return isString(part.delta) && isOptional(part.id, isString) && isOptional(part.providerMetadata, isRecord) ? part : void 0;
    case "transcript-partial":
      return isString(part.text) && isOptional(part.id, isString) && isOptional(part.startSecond, isNumber) && isOptional(part.durationInSeconds, isNumber) && isOptional(part.channelIndex, isNumber) && isOptional(part.providerMetadata, isRecord) ? part : void 0;
    case "transcript-final":
      return isString(part.text) && isOptional(part.id, isString) && isOptional(part.startSecond, isNumber) && isOptional(part.endSecond, isNumber) && isOptional(part.channelIndex, isNumber) && isOptional(part.providerMetadata, isRecord) ? part : void 0;
    case "finish":
      return isString(part.text) && Array.isArray(part.segments) && part.segments.every(isSegment) && isOptional(part.language, isString) && isOptional(part.durationInSeconds, isNumber) && isOptional(part.providerMetadata, isRecord) ? part : void 0;
    case "response-metadata": {
      if (!(isOptional(part.modelId, isString) && isOptional(part.headers, isRecord))) {
        return void 0;
      }
      const timestamp = part.timestamp;
      if (timestamp == null) {
        return { ...part, timestamp: void 0 };
      }
      if (typeof timestamp !== "string") {
        return void 0;
      }
      const revived = new Date(timestamp);
      return Number.isNaN(revived.getTime()) ? void 0 : { ...part, timestamp: revived };
    }
    case "raw":
      return "rawValue" in part ? part : void 0;
    case "error":
      return "error" in part ? part : void 0;
    default:
      return void 0;
  }
}
function isString(value) {
  return typeof value === "string";
}
function isNumber(value) {
  return typeof value === "number";
}
function isOptional(value, check) {
  return value === void 0 || check(value);
}
function isWarning(value) {
  return isRecord(value) && isString(value.type);
}
function isSegment(value) {
  return isRecord(value) && isString(value.text) && isNumber(value.startSecond) && isNumber(value.endSecond);
}

// src/validate-base-url.ts

function validateBaseURL(baseURL) {
  if (baseURL?.trim() === "") {
    throw new InvalidArgumentError3({
      argument: "baseURL",
      message: "baseURL must be a non-empty string."
    });
  }
  return baseURL;
}

// src/without-trailing-slash.ts
function withoutTrailingSlash(url) {
  return url?.replace(/\/$/, "");
}

// src/types/executable-tool.ts
function isExecutableTool(tool2) {
  return tool2 != null && typeof tool2.execute === "function";
}

// src/is-async-iterable.ts
function isAsyncIterable(obj) {
  return obj != null && typeof obj[Symbol.asyncIterator] === "function";
}

// src/types/execute-tool.ts
async function* executeTool({
  tool: tool2,
  input,
  options
}) {
  const result = tool2.execute(input, options);
  if (isAsyncIterable(result)) {
    let lastOutput;
    for await (const output of result) {
      lastOutput = output;
      yield { type: "preliminary", output };
    }
    yield { type: "final", output: lastOutput };
  } else {
    yield { type: "final", output: await result };
  }
}

// src/types/tool-caller.ts
function toolCaller(tool2, definition) {
  return Object.defineProperty({ ...tool2 }, "experimental_toolCaller", {
    value: definition
  });
}
function getToolCaller(tool2) {
  return tool2?.experimental_toolCaller;
}

// src/index.ts



//# sourceMappingURL=index.js.map
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
;// CONCATENATED MODULE: ./node_modules/@ai-sdk/xai/dist/index.js
// src/xai-provider.ts



// src/xai-image-model.ts



// src/xai-error.ts


var apiErrorSchema = schemas/* object */.Ikc({
  error: schemas/* object */.Ikc({
    message: schemas/* string */.YjP(),
    type: schemas/* string */.YjP().nullish(),
    param: schemas/* any */.bzn().nullish(),
    code: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).nullish()
  })
});
var responsesErrorSchema = schemas/* object */.Ikc({
  code: schemas/* string */.YjP(),
  error: schemas/* string */.YjP()
});
var speechErrorSchema = schemas/* object */.Ikc({
  error: schemas/* string */.YjP()
});
var xaiErrorDataSchema = schemas/* union */.KCZ([
  apiErrorSchema,
  responsesErrorSchema,
  speechErrorSchema
]);
var xaiFailedResponseHandler = createJsonErrorResponseHandler({
  errorSchema: xaiErrorDataSchema,
  errorToMessage: (data) => {
    if (typeof data.error === "string") {
      return "code" in data ? `${data.code}: ${data.error}` : data.error;
    }
    return data.error.message;
  }
});

// src/xai-image-model-options.ts

var xaiImageModelOptions = schemas/* object */.Ikc({
  aspect_ratio: schemas/* string */.YjP().optional(),
  output_format: schemas/* string */.YjP().optional(),
  sync_mode: schemas/* boolean */.zMY().optional(),
  resolution: schemas/* enum */.k5n(["1k", "2k"]).optional(),
  quality: schemas/* enum */.k5n(["low", "medium", "high"]).optional(),
  user: schemas/* string */.YjP().optional()
});

// src/xai-image-model.ts
var XaiImageModel = class _XaiImageModel {
  constructor(modelId, config) {
    this.modelId = modelId;
    this.config = config;
    this.specificationVersion = "v4";
    this.maxImagesPerCall = 3;
  }
  get supportsFileInputs() {
    return this.modelId === "grok-imagine-image" || this.modelId === "grok-imagine-image-pro" ? true : void 0;
  }
  get supportsMaskInputs() {
    return this.supportsFileInputs === true ? false : void 0;
  }
  get provider() {
    return this.config.provider;
  }
  static [dist/* WORKFLOW_SERIALIZE */.V](model) {
    return serializeModelOptions({
      modelId: model.modelId,
      config: model.config
    });
  }
  static [dist/* WORKFLOW_DESERIALIZE */.C](options) {
    return new _XaiImageModel(options.modelId, options.config);
  }
  async doGenerate({
    prompt,
    n,
    size,
    aspectRatio,
    seed,
    providerOptions,
    headers,
    abortSignal,
    files,
    mask
  }) {
    const warnings = [];
    if (size != null) {
      warnings.push({
        type: "unsupported",
        feature: "size",
        details: "This model does not support the `size` option. Use `aspectRatio` instead."
      });
    }
    if (seed != null) {
      warnings.push({
        type: "unsupported",
        feature: "seed"
      });
    }
    if (mask != null) {
      warnings.push({
        type: "unsupported",
        feature: "mask"
      });
    }
    const xaiOptions = await parseProviderOptions({
      provider: "xai",
      providerOptions,
      schema: xaiImageModelOptions
    });
    const hasFiles = files != null && files.length > 0;
    const imageUrls = hasFiles ? files.map((file) => convertImageModelFileToDataUri(file)) : [];
    const endpoint = hasFiles ? "/images/edits" : "/images/generations";
    const body = {
      model: this.modelId,
      prompt,
      n,
      response_format: "b64_json"
    };
    if (aspectRatio != null) {
      body.aspect_ratio = aspectRatio;
    }
    if (xaiOptions?.output_format != null) {
      body.output_format = xaiOptions.output_format;
    }
    if (xaiOptions?.sync_mode != null) {
      body.sync_mode = xaiOptions.sync_mode;
    }
    if (xaiOptions?.aspect_ratio != null && aspectRatio == null) {
      body.aspect_ratio = xaiOptions.aspect_ratio;
    }
    if (xaiOptions?.resolution != null) {
      body.resolution = xaiOptions.resolution;
    }
    if (xaiOptions?.quality != null) {
      body.quality = xaiOptions.quality;
    }
    if (xaiOptions?.user != null) {
      body.user = xaiOptions.user;
    }
    if (imageUrls.length === 1) {
      body.image = { url: imageUrls[0], type: "image_url" };
    } else if (imageUrls.length > 1) {
      body.images = imageUrls.map((url) => ({ url, type: "image_url" }));
    }
    const baseURL = this.config.baseURL ?? "https://api.x.ai/v1";
    const currentDate = this.config._internal?.currentDate?.() ?? /* @__PURE__ */ new Date();
    const { value: response, responseHeaders } = await postJsonToApi({
      url: `${baseURL}${endpoint}`,
      headers: combineHeaders(this.config.headers?.(), headers),
      body,
      failedResponseHandler: xaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        xaiImageResponseSchema
      ),
      abortSignal,
      fetch: this.config.fetch
    });
    if (response.data.some((image) => image.respect_moderation === false)) {
      throw new Error(
        "Image generation was blocked due to a content policy violation."
      );
    }
    const hasAllBase64 = response.data.every((image) => image.b64_json != null);
    const images = hasAllBase64 ? response.data.map((image) => image.b64_json) : await Promise.all(
      response.data.map(
        (image) => this.downloadImage(image.url, abortSignal)
      )
    );
    return {
      images,
      warnings,
      response: {
        timestamp: currentDate,
        modelId: this.modelId,
        headers: responseHeaders
      },
      providerMetadata: {
        xai: {
          images: response.data.map((item) => ({
            ...item.revised_prompt ? { revisedPrompt: item.revised_prompt } : {}
          })),
          ...response.usage?.cost_in_usd_ticks != null ? { costInUsdTicks: response.usage.cost_in_usd_ticks } : {}
        }
      }
    };
  }
  async downloadImage(url, abortSignal) {
    const { value } = await getFromApi({
      url,
      // url is a generated-image URL from the provider response; validate it.
      validateUrl: true,
      trustedOrigin: this.config.baseURL,
      abortSignal,
      failedResponseHandler: createStatusCodeErrorResponseHandler(),
      successfulResponseHandler: createBinaryResponseHandler(),
      fetch: this.config.fetch
    });
    return value;
  }
};
var xaiImageResponseSchema = schemas/* object */.Ikc({
  data: schemas/* array */.YOg(
    schemas/* object */.Ikc({
      url: schemas/* string */.YjP().nullish(),
      b64_json: schemas/* string */.YjP().nullish(),
      revised_prompt: schemas/* string */.YjP().nullish(),
      respect_moderation: schemas/* boolean */.zMY().nullish()
    })
  ),
  usage: schemas/* object */.Ikc({
    cost_in_usd_ticks: schemas/* number */.aig().nullish()
  }).nullish()
});

// src/xai-batch.ts




// src/get-response-metadata.ts

function getResponseMetadata({
  id,
  model,
  created,
  created_at
}) {
  return createLanguageModelResponseMetadata({
    id,
    model,
    created: created ?? created_at
  });
}

// src/map-xai-finish-reason.ts
function mapXaiFinishReason(finishReason) {
  switch (finishReason) {
    case "stop":
      return "stop";
    case "length":
      return "length";
    case "tool_calls":
    case "function_call":
      return "tool-calls";
    case "content_filter":
      return "content-filter";
    default:
      return "other";
  }
}

// src/files/xai-files-api.ts


var xaiFilesResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      id: schemas/* string */.YjP(),
      object: schemas/* string */.YjP().nullish(),
      bytes: schemas/* number */.aig().nullish(),
      created_at: schemas/* number */.aig().nullish(),
      expires_at: schemas/* number */.aig().nullish(),
      filename: schemas/* string */.YjP().nullish(),
      purpose: schemas/* string */.YjP().nullish(),
      status: schemas/* string */.YjP().nullish()
    })
  )
);
var xaiFileDeleteResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      id: schemas/* string */.YjP(),
      object: schemas/* string */.YjP().nullish(),
      deleted: schemas/* boolean */.zMY()
    })
  )
);

// src/responses/xai-responses-language-model.ts


// src/supports-reasoning-effort.ts
var modelsWithoutReasoningEffort = /^grok-4\.20(-\d{4})?-(non-)?reasoning$/;
function supportsReasoningEffort(modelId) {
  return !modelsWithoutReasoningEffort.test(modelId);
}

// src/responses/convert-to-xai-responses-input.ts



// src/xai-file-part-options.ts

var xaiFilePartProviderOptions = schemas/* object */.Ikc({
  /**
   * Controls the resolution at which the model processes the image.
   * `low` processes the image at reduced resolution and consumes fewer
   * input tokens, `high` processes the image at full resolution, and
   * `auto` lets the API decide. Defaults to full resolution when not set.
   *
   * Note: the xAI API silently ignores invalid values, so the value is
   * validated client-side.
   *
   * @see https://docs.x.ai/developers/model-capabilities/images/understanding
   */
  imageDetail: schemas/* enum */.k5n(["low", "high", "auto"]).optional()
});

// src/responses/convert-to-xai-responses-input.ts
async function convertToXaiResponsesInput({
  prompt
}) {
  const input = [];
  const inputWarnings = [];
  for (const message of prompt) {
    switch (message.role) {
      case "system": {
        input.push({
          role: "system",
          content: message.content
        });
        break;
      }
      case "user": {
        const contentParts = [];
        for (const block of message.content) {
          switch (block.type) {
            case "text": {
              contentParts.push({ type: "input_text", text: block.text });
              break;
            }
            case "file": {
              switch (block.data.type) {
                case "reference": {
                  contentParts.push({
                    type: "input_file",
                    file_id: resolveProviderReference({
                      reference: block.data.reference,
                      provider: "xai"
                    })
                  });
                  break;
                }
                case "text": {
                  throw new UnsupportedFunctionalityError({
                    functionality: "text file parts"
                  });
                }
                case "url":
                case "data": {
                  if (getTopLevelMediaType(block.mediaType) === "image") {
                    const imageUrl = block.data.type === "url" ? block.data.url.toString() : `data:${resolveFullMediaType({ part: block })};base64,${convertToBase64(block.data.data)}`;
                    const filePartOptions = await parseProviderOptions({
                      provider: "xai",
                      providerOptions: block.providerOptions,
                      schema: xaiFilePartProviderOptions
                    });
                    contentParts.push({
                      type: "input_image",
                      image_url: imageUrl,
                      ...filePartOptions?.imageDetail != null && {
                        detail: filePartOptions.imageDetail
                      }
                    });
                  } else if (block.data.type === "url") {
                    contentParts.push({
                      type: "input_file",
                      file_url: block.data.url.toString()
                    });
                  } else {
                    throw new UnsupportedFunctionalityError({
                      functionality: `file part media type ${block.mediaType} as inline data (xAI Responses requires a URL or a Files API reference for non-image files)`
                    });
                  }
                  break;
                }
              }
              break;
            }
            default: {
              const _exhaustiveCheck = block;
              inputWarnings.push({
                type: "other",
                message: "xAI Responses API does not support this content type in user messages"
              });
            }
          }
        }
        input.push({
          role: "user",
          content: contentParts
        });
        break;
      }
      case "assistant": {
        for (const part of message.content) {
          switch (part.type) {
            case "text": {
              const id = typeof part.providerOptions?.xai?.itemId === "string" ? part.providerOptions.xai.itemId : void 0;
              input.push({
                role: "assistant",
                content: part.text,
                id
              });
              break;
            }
            case "tool-call": {
              if (part.providerExecuted) {
                break;
              }
              const id = typeof part.providerOptions?.xai?.itemId === "string" ? part.providerOptions.xai.itemId : void 0;
              input.push({
                type: "function_call",
                id: id ?? part.toolCallId,
                call_id: part.toolCallId,
                name: part.toolName,
                arguments: JSON.stringify(part.input),
                status: "completed"
              });
              break;
            }
            case "tool-result": {
              break;
            }
            case "reasoning": {
              const itemId = typeof part.providerOptions?.xai?.itemId === "string" ? part.providerOptions.xai.itemId : void 0;
              const encryptedContent = typeof part.providerOptions?.xai?.reasoningEncryptedContent === "string" ? part.providerOptions.xai.reasoningEncryptedContent : void 0;
              if (itemId != null || encryptedContent != null) {
                const summaryParts = [];
                if (part.text.length > 0) {
                  summaryParts.push({
                    type: "summary_text",
                    text: part.text
                  });
                }
                input.push({
                  type: "reasoning",
                  id: itemId ?? "",
                  summary: summaryParts,
                  status: "completed",
                  ...encryptedContent != null && {
                    encrypted_content: encryptedContent
                  }
                });
              } else {
                inputWarnings.push({
                  type: "other",
                  message: "Reasoning parts without itemId or encrypted content cannot be sent back to xAI. Skipping."
                });
              }
              break;
            }
            case "reasoning-file":
            case "custom":
            case "file": {
              inputWarnings.push({
                type: "other",
                message: `xAI Responses API does not support ${part.type} in assistant messages`
              });
              break;
            }
            default: {
              const _exhaustiveCheck = part;
              inputWarnings.push({
                type: "other",
                message: "xAI Responses API does not support this content type in assistant messages"
              });
            }
          }
        }
        break;
      }
      case "tool": {
        for (const part of message.content) {
          if (part.type === "tool-approval-response") {
            continue;
          }
          const output = part.output;
          let outputValue;
          switch (output.type) {
            case "text":
            case "error-text":
              outputValue = output.value;
              break;
            case "execution-denied":
              outputValue = output.reason ?? "tool execution denied";
              break;
            case "json":
            case "error-json":
              outputValue = JSON.stringify(output.value);
              break;
            case "content":
              outputValue = [];
              for (const item of output.value) {
                switch (item.type) {
                  case "text": {
                    outputValue.push({
                      type: "input_text",
                      text: item.text
                    });
                    break;
                  }
                  case "file": {
                    if (getTopLevelMediaType(item.mediaType) === "image" && (item.data.type === "data" || item.data.type === "url")) {
                      outputValue.push({
                        type: "input_image",
                        image_url: item.data.type === "url" ? item.data.url.toString() : `data:${resolveFullMediaType({ part: item })};base64,${convertToBase64(item.data.data)}`
                      });
                    }
                    break;
                  }
                  case "custom": {
                    break;
                  }
                  default: {
                    const _exhaustiveCheck = item;
                  }
                }
              }
              break;
            default: {
              const _exhaustiveCheck = output;
              outputValue = "";
            }
          }
          input.push({
            type: "function_call_output",
            call_id: part.toolCallId,
            output: outputValue
          });
        }
        break;
      }
      default: {
        const _exhaustiveCheck = message;
        inputWarnings.push({
          type: "other",
          message: "unsupported message role"
        });
      }
    }
  }
  return { input, inputWarnings };
}

// src/responses/convert-xai-responses-usage.ts
function convertXaiResponsesUsage(usage) {
  const cacheReadTokens = usage.input_tokens_details?.cached_tokens ?? 0;
  const reasoningTokens = usage.output_tokens_details?.reasoning_tokens ?? 0;
  const inputTokensIncludesCached = cacheReadTokens <= usage.input_tokens;
  return {
    inputTokens: {
      total: inputTokensIncludesCached ? usage.input_tokens : usage.input_tokens + cacheReadTokens,
      noCache: inputTokensIncludesCached ? usage.input_tokens - cacheReadTokens : usage.input_tokens,
      cacheRead: cacheReadTokens,
      cacheWrite: void 0
    },
    outputTokens: {
      total: usage.output_tokens,
      text: usage.output_tokens - reasoningTokens,
      reasoning: reasoningTokens
    },
    raw: usage
  };
}

// src/responses/map-xai-responses-finish-reason.ts
function mapXaiResponsesFinishReason(finishReason) {
  switch (finishReason) {
    case "stop":
    case "completed":
      return "stop";
    case "length":
    case "max_output_tokens":
      return "length";
    case "tool_calls":
    case "function_call":
      return "tool-calls";
    case "content_filter":
      return "content-filter";
    default:
      return "other";
  }
}

// src/responses/xai-responses-api.ts

var annotationSchema = schemas/* union */.KCZ([
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("url_citation"),
    url: schemas/* string */.YjP(),
    title: schemas/* string */.YjP().optional()
  }),
  schemas/* object */.Ikc({
    type: schemas/* string */.YjP()
  })
]);
var messageContentPartSchema = schemas/* object */.Ikc({
  type: schemas/* string */.YjP(),
  text: schemas/* string */.YjP().optional(),
  logprobs: schemas/* array */.YOg(schemas/* any */.bzn()).optional(),
  annotations: schemas/* array */.YOg(annotationSchema).optional()
});
var reasoningSummaryPartSchema = schemas/* object */.Ikc({
  type: schemas/* string */.YjP(),
  text: schemas/* string */.YjP()
});
var toolCallSchema = schemas/* object */.Ikc({
  name: schemas/* string */.YjP().optional(),
  arguments: schemas/* string */.YjP().optional(),
  input: schemas/* string */.YjP().optional(),
  call_id: schemas/* string */.YjP().optional(),
  id: schemas/* string */.YjP(),
  status: schemas/* string */.YjP(),
  action: schemas/* any */.bzn().optional()
});
var webSearchWireSourceSchema = schemas/* object */.Ikc({
  type: schemas/* literal */.euz("url"),
  url: schemas/* string */.YjP()
});
var webSearchWireActionSchema = schemas/* discriminatedUnion */.gMt("type", [
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("search"),
    query: schemas/* string */.YjP().nullish(),
    queries: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
    sources: schemas/* array */.YOg(schemas/* unknown */.L5J()).nullish()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("open_page"),
    url: schemas/* string */.YjP().nullish(),
    sources: schemas/* array */.YOg(schemas/* unknown */.L5J()).nullish()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("find_in_page"),
    url: schemas/* string */.YjP().nullish(),
    pattern: schemas/* string */.YjP().nullish(),
    sources: schemas/* array */.YOg(schemas/* unknown */.L5J()).nullish()
  })
]);
var mcpCallSchema = schemas/* object */.Ikc({
  name: schemas/* string */.YjP().optional(),
  arguments: schemas/* string */.YjP().optional(),
  output: schemas/* string */.YjP().optional(),
  error: schemas/* string */.YjP().optional(),
  id: schemas/* string */.YjP(),
  status: schemas/* string */.YjP(),
  server_label: schemas/* string */.YjP().optional()
});
var outputItemSchema = schemas/* discriminatedUnion */.gMt("type", [
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("web_search_call"),
    ...toolCallSchema.shape
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("x_search_call"),
    ...toolCallSchema.shape
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("code_interpreter_call"),
    ...toolCallSchema.shape
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("code_execution_call"),
    ...toolCallSchema.shape
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("view_image_call"),
    ...toolCallSchema.shape
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("view_x_video_call"),
    ...toolCallSchema.shape
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("file_search_call"),
    id: schemas/* string */.YjP(),
    status: schemas/* string */.YjP(),
    queries: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    results: schemas/* array */.YOg(
      schemas/* object */.Ikc({
        file_id: schemas/* string */.YjP(),
        filename: schemas/* string */.YjP(),
        score: schemas/* number */.aig(),
        text: schemas/* string */.YjP()
      })
    ).nullish()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("image_generation_call"),
    id: schemas/* string */.YjP(),
    status: schemas/* string */.YjP(),
    prompt: schemas/* string */.YjP().nullish(),
    result: schemas/* string */.YjP().nullish()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("custom_tool_call"),
    ...toolCallSchema.shape
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("mcp_call"),
    ...mcpCallSchema.shape
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("message"),
    role: schemas/* string */.YjP(),
    content: schemas/* array */.YOg(messageContentPartSchema),
    id: schemas/* string */.YjP(),
    status: schemas/* string */.YjP()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("function_call"),
    name: schemas/* string */.YjP(),
    arguments: schemas/* string */.YjP(),
    call_id: schemas/* string */.YjP(),
    id: schemas/* string */.YjP()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("reasoning"),
    id: schemas/* string */.YjP(),
    summary: schemas/* array */.YOg(reasoningSummaryPartSchema),
    content: schemas/* array */.YOg(schemas/* object */.Ikc({ type: schemas/* string */.YjP(), text: schemas/* string */.YjP() })).nullish(),
    status: schemas/* string */.YjP(),
    encrypted_content: schemas/* string */.YjP().nullish()
  })
]);
var xaiResponsesUsageSchema = schemas/* object */.Ikc({
  input_tokens: schemas/* number */.aig(),
  output_tokens: schemas/* number */.aig(),
  total_tokens: schemas/* number */.aig().optional(),
  input_tokens_details: schemas/* object */.Ikc({
    cached_tokens: schemas/* number */.aig().optional()
  }).catchall(schemas/* json */.Pq9()).optional(),
  output_tokens_details: schemas/* object */.Ikc({
    reasoning_tokens: schemas/* number */.aig().optional()
  }).catchall(schemas/* json */.Pq9()).optional(),
  num_sources_used: schemas/* number */.aig().optional(),
  num_server_side_tools_used: schemas/* number */.aig().optional(),
  cost_in_usd_ticks: schemas/* number */.aig().nullish()
}).catchall(schemas/* json */.Pq9());
var xaiResponsesResponseSchema = schemas/* object */.Ikc({
  id: schemas/* string */.YjP().nullish(),
  created_at: schemas/* number */.aig().nullish(),
  model: schemas/* string */.YjP().nullish(),
  object: schemas/* literal */.euz("response"),
  output: schemas/* array */.YOg(outputItemSchema),
  usage: xaiResponsesUsageSchema.nullish(),
  status: schemas/* string */.YjP(),
  service_tier: schemas/* string */.YjP().nullish(),
  prompt_cache_key: schemas/* string */.YjP().nullish(),
  safety_identifier: schemas/* string */.YjP().nullish()
});
var xaiResponsesChunkSchema = schemas/* union */.KCZ([
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.created"),
    response: xaiResponsesResponseSchema.partial({ usage: true, status: true })
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.in_progress"),
    response: xaiResponsesResponseSchema.partial({ usage: true, status: true })
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.output_item.added"),
    item: outputItemSchema,
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.output_item.done"),
    item: outputItemSchema,
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.content_part.added"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    content_index: schemas/* number */.aig(),
    part: messageContentPartSchema
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.content_part.done"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    content_index: schemas/* number */.aig(),
    part: messageContentPartSchema
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.output_text.delta"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    content_index: schemas/* number */.aig(),
    delta: schemas/* string */.YjP(),
    logprobs: schemas/* array */.YOg(schemas/* any */.bzn()).optional()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.output_text.done"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    content_index: schemas/* number */.aig(),
    text: schemas/* string */.YjP(),
    logprobs: schemas/* array */.YOg(schemas/* any */.bzn()).optional(),
    annotations: schemas/* array */.YOg(annotationSchema).optional()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.output_text.annotation.added"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    content_index: schemas/* number */.aig(),
    annotation_index: schemas/* number */.aig(),
    annotation: annotationSchema
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.reasoning_summary_part.added"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    summary_index: schemas/* number */.aig(),
    part: reasoningSummaryPartSchema
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.reasoning_summary_part.done"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    summary_index: schemas/* number */.aig(),
    part: reasoningSummaryPartSchema
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.reasoning_summary_text.delta"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    summary_index: schemas/* number */.aig(),
    delta: schemas/* string */.YjP()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.reasoning_summary_text.done"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    summary_index: schemas/* number */.aig(),
    text: schemas/* string */.YjP()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.reasoning_text.delta"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    content_index: schemas/* number */.aig(),
    delta: schemas/* string */.YjP()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.reasoning_text.done"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    content_index: schemas/* number */.aig(),
    text: schemas/* string */.YjP()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.web_search_call.in_progress"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.web_search_call.searching"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.web_search_call.completed"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.x_search_call.in_progress"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.x_search_call.searching"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.x_search_call.completed"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.file_search_call.in_progress"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.file_search_call.searching"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.file_search_call.completed"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.image_generation_call.in_progress"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.image_generation_call.generating"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.image_generation_call.completed"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.code_execution_call.in_progress"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.code_execution_call.executing"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.code_execution_call.completed"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.code_interpreter_call.in_progress"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.code_interpreter_call.executing"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.code_interpreter_call.interpreting"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.code_interpreter_call.completed"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  // Code interpreter code streaming events
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.code_interpreter_call_code.delta"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    delta: schemas/* string */.YjP()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.code_interpreter_call_code.done"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    code: schemas/* string */.YjP()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.custom_tool_call_input.delta"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    delta: schemas/* string */.YjP()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.custom_tool_call_input.done"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    input: schemas/* string */.YjP()
  }),
  // Function call arguments streaming events (standard function tools)
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.function_call_arguments.delta"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    delta: schemas/* string */.YjP()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.function_call_arguments.done"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    arguments: schemas/* string */.YjP()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.mcp_call.in_progress"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.mcp_call.executing"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.mcp_call.completed"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.mcp_call.failed"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.mcp_call_arguments.delta"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    delta: schemas/* string */.YjP()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.mcp_call_arguments.done"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    arguments: schemas/* string */.YjP().optional()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.mcp_call_output.delta"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    delta: schemas/* string */.YjP()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.mcp_call_output.done"),
    item_id: schemas/* string */.YjP(),
    output_index: schemas/* number */.aig(),
    output: schemas/* string */.YjP().optional()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.incomplete"),
    response: schemas/* object */.Ikc({
      incomplete_details: schemas/* object */.Ikc({ reason: schemas/* string */.YjP() }).nullish(),
      usage: xaiResponsesUsageSchema.nullish(),
      service_tier: schemas/* string */.YjP().nullish(),
      prompt_cache_key: schemas/* string */.YjP().nullish(),
      safety_identifier: schemas/* string */.YjP().nullish()
    })
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.failed"),
    response: schemas/* object */.Ikc({
      error: schemas/* object */.Ikc({
        code: schemas/* string */.YjP().nullish(),
        message: schemas/* string */.YjP()
      }).nullish(),
      incomplete_details: schemas/* object */.Ikc({ reason: schemas/* string */.YjP() }).nullish(),
      usage: xaiResponsesUsageSchema.nullish()
    })
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("error"),
    code: schemas/* string */.YjP().nullish(),
    message: schemas/* string */.YjP(),
    param: schemas/* string */.YjP().nullish()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.done"),
    response: xaiResponsesResponseSchema
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("response.completed"),
    response: xaiResponsesResponseSchema
  })
]);

// src/responses/xai-responses-language-model-options.ts

var xaiLanguageModelResponsesOptions = schemas/* object */.Ikc({
  /**
   * Constrains how hard a reasoning model thinks before responding.
   * Possible values are `none` (disables reasoning entirely; supported by
   * `grok-4.3` and newer reasoning models), `low` (uses fewer reasoning
   * tokens), `medium`, `high` (uses more reasoning tokens), and `xhigh`
   * (supported by `grok-4.6`).
   *
   * @see https://docs.x.ai/docs/guides/reasoning
   */
  reasoningEffort: schemas/* enum */.k5n(["none", "low", "medium", "high", "xhigh"]).optional(),
  /**
   * @deprecated xAI ignores the requested summary level and always returns a
   * detailed reasoning summary.
   */
  reasoningSummary: schemas/* enum */.k5n(["auto", "concise", "detailed"]).optional(),
  logprobs: schemas/* boolean */.zMY().optional(),
  topLogprobs: schemas/* number */.aig().int().min(0).max(8).optional(),
  /** Min-p sampling threshold between 0 and 1. */
  minP: schemas/* number */.aig().min(0).max(1).optional(),
  /** Maximum number of agentic tool-calling turns. */
  maxTurns: schemas/* number */.aig().int().optional(),
  /** Whether the model may call tools in parallel. @default true */
  parallelToolCalls: schemas/* boolean */.zMY().optional(),
  /** Cache key used to route requests with shared prompt prefixes. */
  promptCacheKey: schemas/* string */.YjP().optional(),
  /** Stable identifier used to attribute policy violations to an end user. */
  safetyIdentifier: schemas/* string */.YjP().optional(),
  serviceTier: schemas/* enum */.k5n(["default", "priority"]).optional(),
  /**
   * Whether to store the input message(s) and model response for later retrieval.
   * Must be set to `false` for teams with Zero Data Retention (ZDR) enabled,
   * otherwise the API will return an error.
   * @default true
   */
  store: schemas/* boolean */.zMY().optional(),
  /**
   * The ID of the previous response from the model.
   */
  previousResponseId: schemas/* string */.YjP().optional(),
  /** A unique identifier for the end user, used for abuse monitoring. */
  user: schemas/* string */.YjP().optional(),
  /**
   * Specify additional output data to include in the model response.
   * Example values: 'file_search_call.results'.
   */
  include: schemas/* array */.YOg(
    schemas/* enum */.k5n([
      "file_search_call.results",
      "web_search_call.action.sources",
      "code_interpreter_call.outputs",
      "reasoning.encrypted_content",
      "no_inline_citations"
    ])
  ).nullish()
});

// src/responses/xai-responses-prepare-tools.ts



// src/tool/file-search.ts


var fileSearchArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      vectorStoreIds: schemas/* array */.YOg(schemas/* string */.YjP()),
      maxNumResults: schemas/* number */.aig().optional()
    })
  )
);
var fileSearchOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      queries: schemas/* array */.YOg(schemas/* string */.YjP()),
      results: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          fileId: schemas/* string */.YjP(),
          filename: schemas/* string */.YjP(),
          score: schemas/* number */.aig().min(0).max(1),
          text: schemas/* string */.YjP()
        })
      ).nullable()
    })
  )
);
var fileSearchToolFactory = createProviderExecutedToolFactory({
  id: "xai.file_search",
  inputSchema: lazySchema(() => zodSchema(schemas/* object */.Ikc({}))),
  outputSchema: fileSearchOutputSchema
});
var fileSearch = (args) => fileSearchToolFactory(args);

// src/tool/image-generation.ts


var imageGenerationArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      action: schemas/* enum */.k5n(["auto", "generate", "edit"]).optional()
    })
  )
);
var imageGenerationInputSchema = lazySchema(() => zodSchema(schemas/* object */.Ikc({})));
var imageGenerationOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      result: schemas/* string */.YjP(),
      prompt: schemas/* string */.YjP().optional()
    })
  )
);
var imageGenerationToolFactory = createProviderExecutedToolFactory({
  id: "xai.image_generation",
  inputSchema: imageGenerationInputSchema,
  outputSchema: imageGenerationOutputSchema
});
var imageGeneration = (args = {}) => imageGenerationToolFactory(args);

// src/tool/mcp-server.ts


var mcpServerArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      serverUrl: schemas/* string */.YjP().describe("The URL of the MCP server"),
      serverLabel: schemas/* string */.YjP().optional().describe("A label for the MCP server"),
      serverDescription: schemas/* string */.YjP().optional().describe("Description of the MCP server"),
      allowedTools: schemas/* array */.YOg(schemas/* string */.YjP()).optional().describe("List of allowed tool names"),
      headers: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional().describe("Custom headers to send"),
      authorization: schemas/* string */.YjP().optional().describe("Authorization header value")
    })
  )
);
var mcpServerOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      name: schemas/* string */.YjP(),
      arguments: schemas/* string */.YjP(),
      result: schemas/* unknown */.L5J()
    })
  )
);
var mcpServerToolFactory = createProviderExecutedToolFactory({
  id: "xai.mcp",
  inputSchema: lazySchema(() => zodSchema(schemas/* object */.Ikc({}))),
  outputSchema: mcpServerOutputSchema
});
var mcpServer = (args) => mcpServerToolFactory(args);

// src/tool/web-search.ts


var webSearchArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      allowedDomains: schemas/* array */.YOg(schemas/* string */.YjP()).max(5).optional(),
      excludedDomains: schemas/* array */.YOg(schemas/* string */.YjP()).max(5).optional(),
      enableImageSearch: schemas/* boolean */.zMY().optional(),
      enableImageUnderstanding: schemas/* boolean */.zMY().optional()
    })
  )
);
var webSearchOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      action: schemas/* discriminatedUnion */.gMt("type", [
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("search"),
          query: schemas/* string */.YjP().optional(),
          queries: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("openPage"),
          url: schemas/* string */.YjP().nullish()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("findInPage"),
          url: schemas/* string */.YjP().nullish(),
          pattern: schemas/* string */.YjP().nullish()
        })
      ]).optional(),
      sources: schemas/* array */.YOg(schemas/* object */.Ikc({ type: schemas/* literal */.euz("url"), url: schemas/* string */.YjP() })).optional()
    })
  )
);
var webSearchToolFactory = createProviderExecutedToolFactory({
  id: "xai.web_search",
  inputSchema: lazySchema(() => zodSchema(schemas/* object */.Ikc({}))),
  outputSchema: webSearchOutputSchema
});
var webSearch = (args = {}) => webSearchToolFactory(args);

// src/tool/x-search.ts


var xSearchArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      allowedXHandles: schemas/* array */.YOg(schemas/* string */.YjP()).max(10).optional(),
      excludedXHandles: schemas/* array */.YOg(schemas/* string */.YjP()).max(10).optional(),
      fromDate: schemas/* string */.YjP().optional(),
      toDate: schemas/* string */.YjP().optional(),
      enableImageUnderstanding: schemas/* boolean */.zMY().optional(),
      enableVideoUnderstanding: schemas/* boolean */.zMY().optional()
    })
  )
);
var xSearchOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      query: schemas/* string */.YjP(),
      posts: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          author: schemas/* string */.YjP(),
          text: schemas/* string */.YjP(),
          url: schemas/* string */.YjP(),
          likes: schemas/* number */.aig()
        })
      )
    })
  )
);
var xSearchToolFactory = createProviderExecutedToolFactory({
  id: "xai.x_search",
  inputSchema: lazySchema(() => zodSchema(schemas/* object */.Ikc({}))),
  outputSchema: xSearchOutputSchema
});
var xSearch = (args = {}) => xSearchToolFactory(args);

// src/responses/xai-responses-prepare-tools.ts
async function prepareResponsesTools({
  tools,
  toolChoice
}) {
  const normalizedTools = tools?.length ? tools : void 0;
  const toolWarnings = [];
  if (normalizedTools == null) {
    return { tools: void 0, toolChoice: void 0, toolWarnings };
  }
  const xaiTools2 = [];
  const toolByName = /* @__PURE__ */ new Map();
  for (const tool of normalizedTools) {
    toolByName.set(tool.name, tool);
    if (tool.type === "provider") {
      switch (tool.id) {
        case "xai.web_search": {
          const args = await validateTypes({
            value: tool.args,
            schema: webSearchArgsSchema
          });
          xaiTools2.push({
            type: "web_search",
            allowed_domains: args.allowedDomains,
            excluded_domains: args.excludedDomains,
            enable_image_search: args.enableImageSearch,
            enable_image_understanding: args.enableImageUnderstanding
          });
          break;
        }
        case "xai.x_search": {
          const args = await validateTypes({
            value: tool.args,
            schema: xSearchArgsSchema
          });
          xaiTools2.push({
            type: "x_search",
            allowed_x_handles: args.allowedXHandles,
            excluded_x_handles: args.excludedXHandles,
            from_date: args.fromDate,
            to_date: args.toDate,
            enable_image_understanding: args.enableImageUnderstanding,
            enable_video_understanding: args.enableVideoUnderstanding
          });
          break;
        }
        case "xai.code_execution": {
          xaiTools2.push({
            type: "code_interpreter"
          });
          break;
        }
        case "xai.view_image": {
          xaiTools2.push({
            type: "view_image"
          });
          break;
        }
        case "xai.view_x_video": {
          xaiTools2.push({
            type: "view_x_video"
          });
          break;
        }
        case "xai.image_generation": {
          const args = await validateTypes({
            value: tool.args,
            schema: imageGenerationArgsSchema
          });
          xaiTools2.push({
            type: "image_generation",
            action: args.action
          });
          break;
        }
        case "xai.file_search": {
          const args = await validateTypes({
            value: tool.args,
            schema: fileSearchArgsSchema
          });
          xaiTools2.push({
            type: "file_search",
            vector_store_ids: args.vectorStoreIds,
            max_num_results: args.maxNumResults
          });
          break;
        }
        case "xai.mcp": {
          const args = await validateTypes({
            value: tool.args,
            schema: mcpServerArgsSchema
          });
          xaiTools2.push({
            type: "mcp",
            server_url: args.serverUrl,
            server_label: args.serverLabel,
            server_description: args.serverDescription,
            allowed_tools: args.allowedTools,
            headers: args.headers,
            authorization: args.authorization
          });
          break;
        }
        default: {
          toolWarnings.push({
            type: "unsupported",
            feature: `provider-defined tool ${tool.name}`
          });
          break;
        }
      }
    } else {
      xaiTools2.push({
        type: "function",
        name: tool.name,
        description: tool.description,
        parameters: tool.inputSchema,
        ...tool.strict != null ? { strict: tool.strict } : {}
      });
    }
  }
  if (toolChoice == null) {
    return { tools: xaiTools2, toolChoice: void 0, toolWarnings };
  }
  const type = toolChoice.type;
  switch (type) {
    case "auto":
    case "none":
      return { tools: xaiTools2, toolChoice: type, toolWarnings };
    case "required":
      return { tools: xaiTools2, toolChoice: "required", toolWarnings };
    case "tool": {
      const selectedTool = toolByName.get(toolChoice.toolName);
      if (selectedTool == null) {
        return {
          tools: xaiTools2,
          toolChoice: void 0,
          toolWarnings
        };
      }
      if (selectedTool.type === "provider") {
        toolWarnings.push({
          type: "unsupported",
          feature: `toolChoice for server-side tool "${selectedTool.name}"`
        });
        return { tools: xaiTools2, toolChoice: void 0, toolWarnings };
      }
      return {
        tools: xaiTools2,
        toolChoice: { type: "function", name: selectedTool.name },
        toolWarnings
      };
    }
    default: {
      const _exhaustiveCheck = type;
      throw new UnsupportedFunctionalityError({
        functionality: `tool choice type: ${_exhaustiveCheck}`
      });
    }
  }
}

// src/responses/xai-responses-language-model.ts
function createXaiResponsesStreamError({
  message,
  code,
  eventType,
  data
}) {
  const statusCode = getHttpStatusCode(code);
  return createProviderStreamError({
    message,
    type: eventType,
    code: code ?? void 0,
    ...statusCode != null ? {
      statusCode,
      isRetryable: isRetryableStatusCode(statusCode)
    } : getXaiResponsesStreamErrorMetadata(code),
    data
  });
}
function getXaiResponsesStreamErrorMetadata(code) {
  switch (code) {
    case "rate_limit_exceeded":
    case "rate_limit_error":
      return { statusCode: 429, isRetryable: true };
    case "insufficient_quota":
      return { statusCode: 429, isRetryable: false };
    case "api_error":
    case "internal_server_error":
    case "server_error":
      return { statusCode: 500, isRetryable: true };
    case "overloaded_error":
    case "service_unavailable":
      return { statusCode: 503, isRetryable: true };
    case "timeout":
    case "timeout_error":
      return { statusCode: 504, isRetryable: true };
    case "authentication_error":
    case "invalid_api_key":
      return { statusCode: 401, isRetryable: false };
    case "permission_error":
      return { statusCode: 403, isRetryable: false };
    case "not_found_error":
    case "model_not_found":
      return { statusCode: 404, isRetryable: false };
    case "bad_request":
    case "context_length_exceeded":
    case "invalid_request_error":
      return { statusCode: 400, isRetryable: false };
    default:
      return {};
  }
}
function getHttpStatusCode(value) {
  const statusCode = typeof value === "string" && /^\d{3}$/.test(value) ? Number(value) : value;
  return typeof statusCode === "number" && Number.isInteger(statusCode) && statusCode >= 400 && statusCode <= 599 ? statusCode : void 0;
}
function isRetryableStatusCode(statusCode) {
  return statusCode === 408 || statusCode === 409 || statusCode === 429 || statusCode >= 500;
}
var xaiResponsesSupportedUrls = {
  "image/*": [/^https?:\/\/.*$/],
  // xAI's Responses API accepts non-image documents (PDF, plain text, CSV, etc.) as
  // `{ type: 'input_file', file_url }`. Keeping these URLs intact here lets them pass
  // through to the converter instead of being downloaded to bytes by the SDK.
  "application/pdf": [/^https?:\/\/.*$/],
  "text/*": [/^https?:\/\/.*$/]
};
var XaiResponsesLanguageModel = class _XaiResponsesLanguageModel {
  constructor(modelId, config) {
    this.specificationVersion = "v4";
    this.supportedUrls = xaiResponsesSupportedUrls;
    this.modelId = modelId;
    this.config = config;
  }
  static [dist/* WORKFLOW_SERIALIZE */.V](model) {
    return serializeModelOptions({
      modelId: model.modelId,
      config: model.config
    });
  }
  static [dist/* WORKFLOW_DESERIALIZE */.C](options) {
    return new _XaiResponsesLanguageModel(options.modelId, options.config);
  }
  get provider() {
    return this.config.provider;
  }
  static async prepareRequest({
    modelId,
    options: {
      prompt,
      maxOutputTokens,
      temperature,
      topP,
      topK,
      frequencyPenalty,
      presencePenalty,
      stopSequences,
      seed,
      responseFormat,
      providerOptions,
      tools,
      toolChoice,
      reasoning
    }
  }) {
    const warnings = [];
    const options = await parseProviderOptions({
      provider: "xai",
      providerOptions,
      schema: xaiLanguageModelResponsesOptions
    }) ?? {};
    if (frequencyPenalty != null) {
      warnings.push({ type: "unsupported", feature: "frequencyPenalty" });
    }
    if (presencePenalty != null) {
      warnings.push({ type: "unsupported", feature: "presencePenalty" });
    }
    if (stopSequences != null) {
      warnings.push({ type: "unsupported", feature: "stopSequences" });
    }
    const webSearchToolName = tools?.find(
      (tool) => tool.type === "provider" && tool.id === "xai.web_search"
    )?.name;
    const xSearchToolName = tools?.find(
      (tool) => tool.type === "provider" && tool.id === "xai.x_search"
    )?.name;
    const codeExecutionToolName = tools?.find(
      (tool) => tool.type === "provider" && tool.id === "xai.code_execution"
    )?.name;
    const mcpToolName = tools?.find(
      (tool) => tool.type === "provider" && tool.id === "xai.mcp"
    )?.name;
    const fileSearchToolName = tools?.find(
      (tool) => tool.type === "provider" && tool.id === "xai.file_search"
    )?.name;
    const imageGenerationToolName = tools?.find(
      (tool) => tool.type === "provider" && tool.id === "xai.image_generation"
    )?.name;
    const { input, inputWarnings } = await convertToXaiResponsesInput({
      prompt,
      store: options.store ?? true
    });
    warnings.push(...inputWarnings);
    const {
      tools: xaiTools2,
      toolChoice: xaiToolChoice,
      toolWarnings
    } = await prepareResponsesTools({
      tools,
      toolChoice
    });
    warnings.push(...toolWarnings);
    let include = options.include ? [...options.include] : void 0;
    if (options.store === false) {
      if (include == null) {
        include = ["reasoning.encrypted_content"];
      } else {
        include = [...include, "reasoning.encrypted_content"];
      }
    }
    let resolvedReasoningEffort = options.reasoningEffort;
    if (resolvedReasoningEffort == null && isCustomReasoning(reasoning)) {
      if (!supportsReasoningEffort(modelId)) {
        warnings.push({
          type: "unsupported",
          feature: "reasoning",
          details: `reasoning "${reasoning}" is not supported by this model.`
        });
      } else if (reasoning === "none") {
        resolvedReasoningEffort = "none";
      } else {
        resolvedReasoningEffort = mapReasoningToProviderEffort({
          reasoning,
          effortMap: {
            minimal: "low",
            low: "low",
            medium: "medium",
            high: "high",
            xhigh: modelId === "grok-4.6" ? "xhigh" : "high"
          },
          warnings
        });
      }
    }
    const baseArgs = {
      model: modelId,
      input,
      logprobs: options.logprobs === true || options.topLogprobs != null ? true : void 0,
      top_logprobs: options.topLogprobs,
      max_output_tokens: maxOutputTokens,
      temperature,
      top_p: topP,
      top_k: topK,
      min_p: options.minP,
      seed,
      ...responseFormat?.type === "json" && {
        text: {
          format: responseFormat.schema != null ? {
            type: "json_schema",
            strict: true,
            name: responseFormat.name ?? "response",
            description: responseFormat.description,
            schema: responseFormat.schema
          } : { type: "json_object" }
        }
      },
      ...resolvedReasoningEffort != null && {
        reasoning: {
          effort: resolvedReasoningEffort
        }
      },
      ...options.store === false && {
        store: options.store
      },
      ...include != null && {
        include
      },
      ...options.previousResponseId != null && {
        previous_response_id: options.previousResponseId
      },
      ...options.maxTurns != null && {
        max_turns: options.maxTurns
      },
      ...options.parallelToolCalls != null && {
        parallel_tool_calls: options.parallelToolCalls
      },
      ...options.promptCacheKey != null && {
        prompt_cache_key: options.promptCacheKey
      },
      ...options.safetyIdentifier != null && {
        safety_identifier: options.safetyIdentifier
      },
      ...options.serviceTier != null && {
        service_tier: options.serviceTier
      },
      ...options.user != null && {
        user: options.user
      }
    };
    if (xaiTools2 && xaiTools2.length > 0) {
      baseArgs.tools = xaiTools2;
    }
    if (xaiToolChoice != null) {
      baseArgs.tool_choice = xaiToolChoice;
    }
    return {
      args: baseArgs,
      warnings,
      webSearchToolName,
      xSearchToolName,
      codeExecutionToolName,
      mcpToolName,
      fileSearchToolName,
      imageGenerationToolName
    };
  }
  getArgs(options) {
    return _XaiResponsesLanguageModel.prepareRequest({
      modelId: this.modelId,
      options
    });
  }
  async doGenerate(options) {
    const {
      args: body,
      warnings,
      webSearchToolName,
      xSearchToolName,
      codeExecutionToolName,
      mcpToolName,
      fileSearchToolName,
      imageGenerationToolName
    } = await this.getArgs(options);
    const {
      responseHeaders,
      value: response,
      rawValue: rawResponse
    } = await postJsonToApi({
      url: `${this.config.baseURL ?? "https://api.x.ai/v1"}/responses`,
      headers: combineHeaders(this.config.headers?.(), options.headers),
      body,
      failedResponseHandler: xaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        xaiResponsesResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const content = [];
    let hasFunctionCall = false;
    const webSearchSubTools = [
      "web_search",
      "web_search_with_snippets",
      "browse_page"
    ];
    const xSearchSubTools = [
      "x_user_search",
      "x_keyword_search",
      "x_semantic_search",
      "x_thread_fetch"
    ];
    for (const part of response.output) {
      if (part.type === "file_search_call") {
        const toolName = fileSearchToolName ?? "file_search";
        content.push({
          type: "tool-call",
          toolCallId: part.id,
          toolName,
          input: "",
          providerExecuted: true
        });
        content.push({
          type: "tool-result",
          toolCallId: part.id,
          toolName,
          result: {
            queries: part.queries ?? [],
            results: part.results?.map((result) => ({
              fileId: result.file_id,
              filename: result.filename,
              score: result.score,
              text: result.text
            })) ?? null
          }
        });
        continue;
      }
      if (part.type === "image_generation_call") {
        const toolName = imageGenerationToolName ?? "image_generation";
        content.push({
          type: "tool-call",
          toolCallId: part.id,
          toolName,
          input: "{}",
          providerExecuted: true
        });
        if (part.result != null) {
          content.push({
            type: "tool-result",
            toolCallId: part.id,
            toolName,
            result: {
              result: part.result,
              ...part.prompt != null && { prompt: part.prompt }
            }
          });
        } else {
          content.push({
            type: "tool-result",
            toolCallId: part.id,
            toolName,
            isError: true,
            result: `Image generation failed (status: ${part.status}).`
          });
        }
        continue;
      }
      if (part.type === "web_search_call" || part.type === "x_search_call" || part.type === "code_interpreter_call" || part.type === "code_execution_call" || part.type === "view_image_call" || part.type === "view_x_video_call" || part.type === "custom_tool_call" || part.type === "mcp_call") {
        let toolName = part.name ?? "";
        if (webSearchSubTools.includes(part.name ?? "") || part.type === "web_search_call") {
          toolName = webSearchToolName ?? "web_search";
        } else if (xSearchSubTools.includes(part.name ?? "") || part.type === "x_search_call") {
          toolName = xSearchToolName ?? "x_search";
        } else if (part.name === "code_execution" || part.type === "code_interpreter_call" || part.type === "code_execution_call") {
          toolName = codeExecutionToolName ?? "code_execution";
        } else if (part.type === "mcp_call") {
          toolName = mcpToolName ?? part.name ?? "mcp";
        }
        const toolInput = part.type === "custom_tool_call" ? part.input ?? "" : part.type === "mcp_call" ? part.arguments ?? "" : part.arguments ?? "";
        content.push({
          type: "tool-call",
          toolCallId: part.id,
          toolName,
          input: toolInput,
          providerExecuted: true
        });
        if (part.type === "web_search_call") {
          content.push({
            type: "tool-result",
            toolCallId: part.id,
            toolName,
            result: mapWebSearchAction(part.action)
          });
        }
        continue;
      }
      switch (part.type) {
        case "message": {
          for (const contentPart of part.content) {
            if (contentPart.text) {
              content.push({
                type: "text",
                text: contentPart.text
              });
            }
            if (contentPart.annotations) {
              for (const annotation of contentPart.annotations) {
                if (annotation.type === "url_citation" && "url" in annotation) {
                  content.push({
                    type: "source",
                    sourceType: "url",
                    id: this.config.generateId(),
                    url: annotation.url,
                    title: annotation.title ?? annotation.url
                  });
                }
              }
            }
          }
          break;
        }
        case "function_call": {
          hasFunctionCall = true;
          content.push({
            type: "tool-call",
            toolCallId: part.call_id,
            toolName: part.name,
            input: part.arguments
          });
          break;
        }
        case "reasoning": {
          const texts = part.summary.length > 0 ? part.summary.map((s) => s.text) : (part.content ?? []).map((c) => c.text);
          const reasoningText = texts.filter((text) => text && text.length > 0).join("");
          if (reasoningText || part.encrypted_content) {
            const hasMetadata = part.encrypted_content || part.id;
            content.push({
              type: "reasoning",
              text: reasoningText,
              ...hasMetadata && {
                providerMetadata: {
                  xai: {
                    ...part.encrypted_content && {
                      reasoningEncryptedContent: part.encrypted_content
                    },
                    ...part.id && { itemId: part.id }
                  }
                }
              }
            });
          }
          break;
        }
        default: {
          break;
        }
      }
    }
    return {
      content,
      finishReason: {
        unified: hasFunctionCall ? "tool-calls" : mapXaiResponsesFinishReason(response.status),
        raw: response.status ?? void 0
      },
      usage: response.usage ? convertXaiResponsesUsage(response.usage) : {
        inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: 0, text: 0, reasoning: 0 }
      },
      ...(response.usage?.cost_in_usd_ticks != null || response.service_tier != null || response.prompt_cache_key != null || response.safety_identifier != null) && {
        providerMetadata: {
          xai: {
            ...response.usage?.cost_in_usd_ticks != null && {
              costInUsdTicks: response.usage.cost_in_usd_ticks
            },
            ...response.service_tier != null && {
              serviceTier: response.service_tier
            },
            ...response.prompt_cache_key != null && {
              promptCacheKey: response.prompt_cache_key
            },
            ...response.safety_identifier != null && {
              safetyIdentifier: response.safety_identifier
            }
          }
        }
      },
      request: { body },
      response: {
        ...getResponseMetadata(response),
        headers: responseHeaders,
        body: rawResponse
      },
      warnings
    };
  }
  async doStream(options) {
    const {
      args,
      warnings,
      webSearchToolName,
      xSearchToolName,
      codeExecutionToolName,
      mcpToolName,
      fileSearchToolName,
      imageGenerationToolName
    } = await this.getArgs(options);
    const body = {
      ...args,
      stream: true
    };
    const { responseHeaders, value: response } = await postJsonToApi({
      url: `${this.config.baseURL ?? "https://api.x.ai/v1"}/responses`,
      headers: combineHeaders(this.config.headers?.(), options.headers),
      body,
      failedResponseHandler: xaiFailedResponseHandler,
      successfulResponseHandler: createEventSourceResponseHandler(
        xaiResponsesChunkSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    let finishReason = {
      unified: "other",
      raw: void 0
    };
    let hasFunctionCall = false;
    let usage = void 0;
    let costInUsdTicks = void 0;
    let serviceTier = void 0;
    let promptCacheKey = void 0;
    let safetyIdentifier = void 0;
    let isFirstChunk = true;
    const contentBlocks = {};
    const seenToolCalls = /* @__PURE__ */ new Set();
    const ongoingToolCalls = {};
    const activeReasoning = {};
    const self = this;
    return {
      stream: response.pipeThrough(
        new TransformStream({
          start(controller) {
            controller.enqueue({ type: "stream-start", warnings });
          },
          transform(chunk, controller) {
            if (options.includeRawChunks) {
              controller.enqueue({ type: "raw", rawValue: chunk.rawValue });
            }
            if (!chunk.success) {
              controller.enqueue({ type: "error", error: chunk.error });
              return;
            }
            const event = chunk.value;
            if (event.type === "response.created" || event.type === "response.in_progress") {
              if (isFirstChunk) {
                controller.enqueue({
                  type: "response-metadata",
                  ...getResponseMetadata(event.response)
                });
                isFirstChunk = false;
              }
              return;
            }
            if (event.type === "response.reasoning_summary_part.added") {
              const blockId = `reasoning-${event.item_id}`;
              if (activeReasoning[event.item_id] == null) {
                activeReasoning[event.item_id] = {};
                controller.enqueue({
                  type: "reasoning-start",
                  id: blockId,
                  providerMetadata: {
                    xai: {
                      itemId: event.item_id
                    }
                  }
                });
              }
            }
            if (event.type === "response.reasoning_summary_text.delta") {
              const blockId = `reasoning-${event.item_id}`;
              controller.enqueue({
                type: "reasoning-delta",
                id: blockId,
                delta: event.delta,
                providerMetadata: {
                  xai: {
                    itemId: event.item_id
                  }
                }
              });
              return;
            }
            if (event.type === "response.reasoning_summary_text.done") {
              return;
            }
            if (event.type === "response.reasoning_text.delta") {
              const blockId = `reasoning-${event.item_id}`;
              if (activeReasoning[event.item_id] == null) {
                activeReasoning[event.item_id] = {};
                controller.enqueue({
                  type: "reasoning-start",
                  id: blockId,
                  providerMetadata: {
                    xai: {
                      itemId: event.item_id
                    }
                  }
                });
              }
              controller.enqueue({
                type: "reasoning-delta",
                id: blockId,
                delta: event.delta,
                providerMetadata: {
                  xai: {
                    itemId: event.item_id
                  }
                }
              });
              return;
            }
            if (event.type === "response.reasoning_text.done") {
              return;
            }
            if (event.type === "response.output_text.delta") {
              const blockId = `text-${event.item_id}`;
              if (contentBlocks[blockId] == null) {
                contentBlocks[blockId] = { type: "text" };
                controller.enqueue({
                  type: "text-start",
                  id: blockId
                });
              }
              controller.enqueue({
                type: "text-delta",
                id: blockId,
                delta: event.delta
              });
              return;
            }
            if (event.type === "response.output_text.done") {
              if (event.annotations) {
                for (const annotation of event.annotations) {
                  if (annotation.type === "url_citation" && "url" in annotation) {
                    controller.enqueue({
                      type: "source",
                      sourceType: "url",
                      id: self.config.generateId(),
                      url: annotation.url,
                      title: annotation.title ?? annotation.url
                    });
                  }
                }
              }
              return;
            }
            if (event.type === "response.output_text.annotation.added") {
              const annotation = event.annotation;
              if (annotation.type === "url_citation" && "url" in annotation) {
                controller.enqueue({
                  type: "source",
                  sourceType: "url",
                  id: self.config.generateId(),
                  url: annotation.url,
                  title: annotation.title ?? annotation.url
                });
              }
              return;
            }
            if (event.type === "response.done" || event.type === "response.completed" || event.type === "response.incomplete") {
              const response2 = event.response;
              if (response2.usage) {
                usage = convertXaiResponsesUsage(response2.usage);
                costInUsdTicks = response2.usage.cost_in_usd_ticks ?? void 0;
              }
              serviceTier = response2.service_tier ?? void 0;
              promptCacheKey = response2.prompt_cache_key ?? void 0;
              safetyIdentifier = response2.safety_identifier ?? void 0;
              if (event.type === "response.incomplete") {
                const reason = "incomplete_details" in response2 ? response2.incomplete_details?.reason : void 0;
                finishReason = {
                  unified: reason ? mapXaiResponsesFinishReason(reason) : "other",
                  raw: reason ?? "incomplete"
                };
              } else if ("status" in response2 && response2.status) {
                finishReason = {
                  unified: hasFunctionCall ? "tool-calls" : mapXaiResponsesFinishReason(response2.status),
                  raw: response2.status
                };
              }
              return;
            }
            if (event.type === "response.failed") {
              const reason = event.response.incomplete_details?.reason;
              finishReason = {
                unified: reason ? mapXaiResponsesFinishReason(reason) : "error",
                raw: reason ?? "error"
              };
              if (event.response.usage) {
                usage = convertXaiResponsesUsage(event.response.usage);
              }
              if (event.response.error != null) {
                controller.enqueue({
                  type: "error",
                  error: createXaiResponsesStreamError({
                    message: event.response.error.message,
                    code: event.response.error.code,
                    eventType: event.type,
                    data: event
                  })
                });
              }
              return;
            }
            if (event.type === "error") {
              controller.enqueue({
                type: "error",
                error: createXaiResponsesStreamError({
                  message: event.message,
                  code: event.code,
                  eventType: event.type,
                  data: event
                })
              });
              return;
            }
            if (event.type === "response.custom_tool_call_input.delta" || event.type === "response.custom_tool_call_input.done") {
              return;
            }
            if (event.type === "response.function_call_arguments.delta") {
              const toolCall = ongoingToolCalls[event.output_index];
              if (toolCall != null) {
                controller.enqueue({
                  type: "tool-input-delta",
                  id: toolCall.toolCallId,
                  delta: event.delta
                });
              }
              return;
            }
            if (event.type === "response.function_call_arguments.done") {
              return;
            }
            if (event.type === "response.image_generation_call.in_progress" || event.type === "response.image_generation_call.generating" || event.type === "response.image_generation_call.completed") {
              if (!seenToolCalls.has(event.item_id)) {
                seenToolCalls.add(event.item_id);
                const toolName = imageGenerationToolName ?? "image_generation";
                controller.enqueue({
                  type: "tool-input-start",
                  id: event.item_id,
                  toolName
                });
                controller.enqueue({
                  type: "tool-input-delta",
                  id: event.item_id,
                  delta: "{}"
                });
                controller.enqueue({
                  type: "tool-input-end",
                  id: event.item_id
                });
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: event.item_id,
                  toolName,
                  input: "{}",
                  providerExecuted: true
                });
              }
              return;
            }
            if (event.type === "response.output_item.added" || event.type === "response.output_item.done") {
              const part = event.item;
              if (part.type === "reasoning") {
                if (event.type === "response.output_item.done") {
                  const blockId = `reasoning-${part.id}`;
                  if (!(part.id in activeReasoning)) {
                    activeReasoning[part.id] = {};
                    controller.enqueue({
                      type: "reasoning-start",
                      id: blockId,
                      providerMetadata: {
                        xai: {
                          ...part.id && { itemId: part.id }
                        }
                      }
                    });
                  }
                  controller.enqueue({
                    type: "reasoning-end",
                    id: blockId,
                    providerMetadata: {
                      xai: {
                        ...part.encrypted_content && {
                          reasoningEncryptedContent: part.encrypted_content
                        },
                        ...part.id && { itemId: part.id }
                      }
                    }
                  });
                  delete activeReasoning[part.id];
                }
                return;
              }
              if (part.type === "file_search_call") {
                const toolName = fileSearchToolName ?? "file_search";
                if (!seenToolCalls.has(part.id)) {
                  seenToolCalls.add(part.id);
                  controller.enqueue({
                    type: "tool-input-start",
                    id: part.id,
                    toolName
                  });
                  controller.enqueue({
                    type: "tool-input-delta",
                    id: part.id,
                    delta: ""
                  });
                  controller.enqueue({
                    type: "tool-input-end",
                    id: part.id
                  });
                  controller.enqueue({
                    type: "tool-call",
                    toolCallId: part.id,
                    toolName,
                    input: "",
                    providerExecuted: true
                  });
                }
                if (event.type === "response.output_item.done") {
                  controller.enqueue({
                    type: "tool-result",
                    toolCallId: part.id,
                    toolName,
                    result: {
                      queries: part.queries ?? [],
                      results: part.results?.map((result) => ({
                        fileId: result.file_id,
                        filename: result.filename,
                        score: result.score,
                        text: result.text
                      })) ?? null
                    }
                  });
                }
                return;
              }
              if (part.type === "image_generation_call") {
                const toolName = imageGenerationToolName ?? "image_generation";
                if (!seenToolCalls.has(part.id)) {
                  seenToolCalls.add(part.id);
                  controller.enqueue({
                    type: "tool-input-start",
                    id: part.id,
                    toolName
                  });
                  controller.enqueue({
                    type: "tool-input-delta",
                    id: part.id,
                    delta: "{}"
                  });
                  controller.enqueue({
                    type: "tool-input-end",
                    id: part.id
                  });
                  controller.enqueue({
                    type: "tool-call",
                    toolCallId: part.id,
                    toolName,
                    input: "{}",
                    providerExecuted: true
                  });
                }
                if (event.type === "response.output_item.done") {
                  if (part.result != null) {
                    controller.enqueue({
                      type: "tool-result",
                      toolCallId: part.id,
                      toolName,
                      result: {
                        result: part.result,
                        ...part.prompt != null && { prompt: part.prompt }
                      }
                    });
                  } else {
                    controller.enqueue({
                      type: "tool-result",
                      toolCallId: part.id,
                      toolName,
                      isError: true,
                      result: `Image generation failed (status: ${part.status}).`
                    });
                  }
                }
                return;
              }
              if (part.type === "web_search_call" || part.type === "x_search_call" || part.type === "code_interpreter_call" || part.type === "code_execution_call" || part.type === "view_image_call" || part.type === "view_x_video_call" || part.type === "custom_tool_call" || part.type === "mcp_call") {
                const webSearchSubTools = [
                  "web_search",
                  "web_search_with_snippets",
                  "browse_page"
                ];
                const xSearchSubTools = [
                  "x_user_search",
                  "x_keyword_search",
                  "x_semantic_search",
                  "x_thread_fetch"
                ];
                let toolName = part.name ?? "";
                if (webSearchSubTools.includes(part.name ?? "") || part.type === "web_search_call") {
                  toolName = webSearchToolName ?? "web_search";
                } else if (xSearchSubTools.includes(part.name ?? "") || part.type === "x_search_call") {
                  toolName = xSearchToolName ?? "x_search";
                } else if (part.name === "code_execution" || part.type === "code_interpreter_call" || part.type === "code_execution_call") {
                  toolName = codeExecutionToolName ?? "code_execution";
                } else if (part.type === "mcp_call") {
                  toolName = mcpToolName ?? part.name ?? "mcp";
                }
                const toolInput = part.type === "custom_tool_call" ? part.input ?? "" : part.type === "mcp_call" ? part.arguments ?? "" : part.arguments ?? "";
                const shouldEmit = part.type === "custom_tool_call" ? event.type === "response.output_item.done" : !seenToolCalls.has(part.id);
                if (shouldEmit && !seenToolCalls.has(part.id)) {
                  seenToolCalls.add(part.id);
                  controller.enqueue({
                    type: "tool-input-start",
                    id: part.id,
                    toolName
                  });
                  controller.enqueue({
                    type: "tool-input-delta",
                    id: part.id,
                    delta: toolInput
                  });
                  controller.enqueue({
                    type: "tool-input-end",
                    id: part.id
                  });
                  controller.enqueue({
                    type: "tool-call",
                    toolCallId: part.id,
                    toolName,
                    input: toolInput,
                    providerExecuted: true
                  });
                }
                if (event.type === "response.output_item.done") {
                  controller.enqueue({
                    type: "tool-result",
                    toolCallId: part.id,
                    toolName,
                    result: part.type === "web_search_call" ? mapWebSearchAction(part.action) : {}
                  });
                }
                return;
              }
              if (part.type === "message") {
                for (const contentPart of part.content) {
                  if (contentPart.text && contentPart.text.length > 0) {
                    const blockId = `text-${part.id}`;
                    if (contentBlocks[blockId] == null) {
                      contentBlocks[blockId] = { type: "text" };
                      controller.enqueue({
                        type: "text-start",
                        id: blockId
                      });
                      controller.enqueue({
                        type: "text-delta",
                        id: blockId,
                        delta: contentPart.text
                      });
                    }
                  }
                  if (contentPart.annotations) {
                    for (const annotation of contentPart.annotations) {
                      if (annotation.type === "url_citation" && "url" in annotation) {
                        controller.enqueue({
                          type: "source",
                          sourceType: "url",
                          id: self.config.generateId(),
                          url: annotation.url,
                          title: annotation.title ?? annotation.url
                        });
                      }
                    }
                  }
                }
              } else if (part.type === "function_call") {
                if (event.type === "response.output_item.added") {
                  ongoingToolCalls[event.output_index] = {
                    toolName: part.name,
                    toolCallId: part.call_id
                  };
                  controller.enqueue({
                    type: "tool-input-start",
                    id: part.call_id,
                    toolName: part.name
                  });
                } else if (event.type === "response.output_item.done") {
                  hasFunctionCall = true;
                  ongoingToolCalls[event.output_index] = void 0;
                  controller.enqueue({
                    type: "tool-input-end",
                    id: part.call_id
                  });
                  controller.enqueue({
                    type: "tool-call",
                    toolCallId: part.call_id,
                    toolName: part.name,
                    input: part.arguments
                  });
                }
              }
            }
          },
          flush(controller) {
            for (const [blockId, block] of Object.entries(contentBlocks)) {
              if (block.type === "text") {
                controller.enqueue({
                  type: "text-end",
                  id: blockId
                });
              }
            }
            controller.enqueue({
              type: "finish",
              finishReason,
              usage: usage ?? {
                inputTokens: {
                  total: 0,
                  noCache: 0,
                  cacheRead: 0,
                  cacheWrite: 0
                },
                outputTokens: { total: 0, text: 0, reasoning: 0 }
              },
              ...(costInUsdTicks != null || serviceTier != null || promptCacheKey != null || safetyIdentifier != null) && {
                providerMetadata: {
                  xai: {
                    ...costInUsdTicks != null && { costInUsdTicks },
                    ...serviceTier != null && { serviceTier },
                    ...promptCacheKey != null && { promptCacheKey },
                    ...safetyIdentifier != null && { safetyIdentifier }
                  }
                }
              }
            });
          }
        })
      ),
      request: { body },
      response: { headers: responseHeaders }
    };
  }
};
function mapWebSearchAction(action) {
  const parsed = webSearchWireActionSchema.safeParse(action);
  if (!parsed.success) return {};
  const a = parsed.data;
  const sources = a.sources?.flatMap((s) => {
    const source = webSearchWireSourceSchema.safeParse(s);
    return source.success ? [source.data] : [];
  });
  const sourcesExtra = sources != null && sources.length > 0 ? { sources } : {};
  switch (a.type) {
    case "search":
      return {
        action: {
          type: "search",
          ...a.query != null && { query: a.query },
          ...a.queries != null && { queries: a.queries }
        },
        ...sourcesExtra
      };
    case "open_page":
      return { action: { type: "openPage", url: a.url }, ...sourcesExtra };
    case "find_in_page":
      return {
        action: { type: "findInPage", url: a.url, pattern: a.pattern },
        ...sourcesExtra
      };
  }
}

// src/xai-batch.ts
var xaiBatchEndpoint = "/v1/responses";
var xaiBatchName = "ai-sdk-text-batch";
var xaiBatchResultsPageSize = 1e3;
var xaiBatchProviderOptionsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * TTL in seconds for the uploaded batch input file, measured from
       * upload time. xAI accepts integers between 3600 (1 hour) and
       * 2592000 (30 days) inclusive. Without it the file has no expiry.
       */
      inputFileExpiresAfter: schemas/* number */.aig().int().min(3600).max(2592e3).optional()
    })
  )
);
function assertSupportedBatchRequests(requests) {
  for (const request of requests) {
    const requestType = request.type;
    if (requestType !== "text" && requestType !== "image") {
      throw new UnsupportedFunctionalityError({
        functionality: `batch request type: ${requestType}`,
        message: `The xAI Batch API does not support batch requests with type "${requestType}".`
      });
    }
  }
}
var xaiBatchImageResponseSchema = schemas/* object */.Ikc({
  data: schemas/* array */.YOg(
    schemas/* object */.Ikc({
      url: schemas/* string */.YjP().nullish(),
      b64_json: schemas/* string */.YjP().nullish(),
      revised_prompt: schemas/* string */.YjP().nullish(),
      respect_moderation: schemas/* boolean */.zMY().nullish()
    })
  ),
  usage: schemas/* object */.Ikc({ cost_in_usd_ticks: schemas/* number */.aig().nullish() }).nullish()
});
var xaiBatchResponseZodSchema = () => schemas/* object */.Ikc({
  batch_id: schemas/* string */.YjP(),
  name: schemas/* string */.YjP().nullish(),
  create_time: schemas/* string */.YjP().nullish(),
  expire_time: schemas/* string */.YjP().nullish(),
  cancel_time: schemas/* string */.YjP().nullish(),
  cancel_by_xai_message: schemas/* string */.YjP().nullish(),
  state: schemas/* object */.Ikc({
    num_requests: schemas/* number */.aig().nullish(),
    num_pending: schemas/* number */.aig().nullish(),
    num_success: schemas/* number */.aig().nullish(),
    num_error: schemas/* number */.aig().nullish(),
    num_cancelled: schemas/* number */.aig().nullish()
  }).nullish()
});
var xaiBatchResponseSchema = lazySchema(
  () => zodSchema(xaiBatchResponseZodSchema())
);
var xaiBatchErrorSchema = schemas/* object */.Ikc({
  code: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).nullish(),
  message: schemas/* string */.YjP().nullish()
});
var xaiBatchResultSchema = schemas/* object */.Ikc({
  batch_request_id: schemas/* string */.YjP(),
  batch_result: schemas/* object */.Ikc({
    response: schemas/* object */.Ikc({
      chat_get_completion: schemas/* unknown */.L5J().nullish(),
      image_generation: schemas/* unknown */.L5J().nullish()
    }).nullish(),
    error: xaiBatchErrorSchema.nullish()
  }).nullish(),
  error_message: schemas/* string */.YjP().nullish()
});
var xaiBatchTextResponseSchema = schemas/* object */.Ikc({
  id: schemas/* string */.YjP().nullish(),
  created: schemas/* number */.aig().nullish(),
  model: schemas/* string */.YjP().nullish(),
  choices: schemas/* array */.YOg(
    schemas/* object */.Ikc({
      message: schemas/* object */.Ikc({
        role: schemas/* enum */.k5n(["assistant", "tool"]),
        content: schemas/* string */.YjP().nullish(),
        reasoning_content: schemas/* string */.YjP().nullish(),
        tool_calls: schemas/* array */.YOg(
          schemas/* object */.Ikc({
            id: schemas/* string */.YjP(),
            type: schemas/* literal */.euz("function"),
            function: schemas/* object */.Ikc({
              name: schemas/* string */.YjP(),
              arguments: schemas/* string */.YjP()
            })
          })
        ).nullish()
      }),
      index: schemas/* number */.aig(),
      finish_reason: schemas/* string */.YjP().nullish()
    })
  ).nullish(),
  usage: schemas/* object */.Ikc({
    prompt_tokens: schemas/* number */.aig(),
    completion_tokens: schemas/* number */.aig(),
    total_tokens: schemas/* number */.aig(),
    cost_in_usd_ticks: schemas/* number */.aig().nullish(),
    prompt_tokens_details: schemas/* object */.Ikc({ cached_tokens: schemas/* number */.aig().nullish() }).nullish(),
    completion_tokens_details: schemas/* object */.Ikc({ reasoning_tokens: schemas/* number */.aig().nullish() }).nullish()
  }).nullish(),
  citations: schemas/* array */.YOg(schemas/* string */.YjP().url()).nullish(),
  service_tier: schemas/* string */.YjP().nullish(),
  code: schemas/* string */.YjP().nullish(),
  error: schemas/* string */.YjP().nullish()
});
var xaiBatchResultsPageSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      results: schemas/* array */.YOg(xaiBatchResultSchema),
      pagination_token: schemas/* string */.YjP().nullish()
    })
  )
);
var xaiBatchListResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      batches: schemas/* array */.YOg(xaiBatchResponseZodSchema()),
      pagination_token: schemas/* string */.YjP().nullish()
    })
  )
);
var XaiBatch = class {
  constructor(options) {
    this.options = options;
    this.specificationVersion = "v4";
    this.supportedUrls = xaiResponsesSupportedUrls;
    this.provider = options.provider;
  }
  async doStartBatch(options) {
    assertSupportedBatchRequests(options.requests);
    const fileParts = [];
    const warnings = options.webhookUrl == null ? [] : [
      {
        warning: {
          type: "unsupported",
          feature: "webhookUrl",
          details: "The xAI Batch API does not support per-batch webhook URLs."
        }
      }
    ];
    const batchOptions = await parseProviderOptions({
      provider: "xai",
      providerOptions: options.providerOptions,
      schema: xaiBatchProviderOptionsSchema
    });
    for (const request of options.requests) {
      const preparedRequest = await this.prepareRequest(request);
      fileParts.push(
        JSON.stringify({
          custom_id: request.id,
          method: "POST",
          url: preparedRequest.endpoint,
          body: preparedRequest.body
        }),
        "\n"
      );
      for (const warning of preparedRequest.warnings) {
        warnings.push({ requestId: request.id, warning });
      }
    }
    const filename = "batch.jsonl";
    const file = new Blob(fileParts, { type: "application/jsonl" });
    fileParts.length = 0;
    const formData = new FormData();
    if (batchOptions?.inputFileExpiresAfter != null) {
      formData.append(
        "expires_after",
        String(batchOptions.inputFileExpiresAfter)
      );
    }
    formData.append("file", file, filename);
    const headers = combineHeaders(
      this.options.config.headers?.(),
      options.headers
    );
    const { value: uploadedFile } = await postFormDataToApi({
      url: this.getUrl("/files"),
      headers,
      formData,
      failedResponseHandler: xaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        xaiFilesResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.options.config.fetch
    });
    const { value: batch } = await postJsonToApi({
      url: this.getUrl("/batches"),
      headers,
      body: {
        name: xaiBatchName,
        input_file_id: uploadedFile.id
      },
      failedResponseHandler: xaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        xaiBatchResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.options.config.fetch
    });
    return {
      batchId: batch.batch_id,
      ...convertXaiBatchStatus(batch),
      providerMetadata: {
        xai: {
          inputFileId: uploadedFile.id,
          ...uploadedFile.expires_at != null ? {
            inputFileExpiresAt: new Date(
              uploadedFile.expires_at * 1e3
            ).toISOString()
          } : {}
        }
      },
      warnings
    };
  }
  async doGetBatchStatus(options) {
    return convertXaiBatchStatus(await this.retrieveBatch(options));
  }
  async doCancelBatch(options) {
    await postJsonToApi({
      url: this.getUrl(
        `/batches/${encodeURIComponent(options.batchId)}:cancel`
      ),
      headers: combineHeaders(this.options.config.headers?.(), options.headers),
      body: {},
      failedResponseHandler: xaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        xaiBatchResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.options.config.fetch
    });
    return {};
  }
  async doListBatches(options) {
    const url = new URL(this.getUrl("/batches"));
    if (options.limit != null) {
      url.searchParams.set("limit", String(options.limit));
    }
    if (options.cursor != null) {
      url.searchParams.set("pagination_token", options.cursor);
    }
    const { value: page } = await getFromApi({
      url: url.toString(),
      headers: combineHeaders(this.options.config.headers?.(), options.headers),
      failedResponseHandler: xaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        xaiBatchListResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.options.config.fetch,
      validateUrl: false
    });
    return {
      batches: page.batches.map((batch) => ({
        batchId: batch.batch_id,
        ...convertXaiBatchStatus(batch)
      })),
      ...page.pagination_token != null ? { nextCursor: page.pagination_token } : {}
    };
  }
  async doGetBatchResults(options) {
    const batch = await this.retrieveBatch(options);
    if (convertXaiBatchStatus(batch).status === "pending") {
      throw new InvalidArgumentError({
        argument: "batchId",
        message: `xAI batch "${options.batchId}" is not complete.`
      });
    }
    return convertAsyncIteratorToReadableStream(
      this.iterateBatchResults(options)
    );
  }
  async retrieveBatch(options) {
    const { value: batch } = await getFromApi({
      url: this.getUrl(`/batches/${encodeURIComponent(options.batchId)}`),
      headers: combineHeaders(this.options.config.headers?.(), options.headers),
      failedResponseHandler: xaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        xaiBatchResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.options.config.fetch,
      validateUrl: false
    });
    return batch;
  }
  async *iterateBatchResults(options) {
    let paginationToken;
    do {
      const query = new URLSearchParams({
        limit: String(xaiBatchResultsPageSize)
      });
      if (paginationToken != null) {
        query.set("pagination_token", paginationToken);
      }
      const { value: page } = await getFromApi({
        url: this.getUrl(
          `/batches/${encodeURIComponent(options.batchId)}/results?${query}`
        ),
        headers: combineHeaders(
          this.options.config.headers?.(),
          options.headers
        ),
        failedResponseHandler: xaiFailedResponseHandler,
        successfulResponseHandler: createJsonResponseHandler(
          xaiBatchResultsPageSchema
        ),
        abortSignal: options.abortSignal,
        fetch: this.options.config.fetch,
        validateUrl: false
      });
      for (const result of page.results) {
        yield await this.convertBatchResult(result, options.abortSignal);
      }
      paginationToken = page.pagination_token ?? void 0;
    } while (paginationToken != null);
  }
  async convertBatchResult(result, abortSignal) {
    const error = result.batch_result?.error;
    if ((result.error_message?.length ?? 0) > 0 || error?.code != null && error.code !== 0 && error.code !== "0" || error?.code == null && (error?.message?.length ?? 0) > 0) {
      const convertedError = convertXaiBatchError(result);
      return {
        type: "text",
        id: result.batch_request_id,
        status: isXaiCancellationError(error?.code) ? "cancelled" : "failed",
        error: convertedError
      };
    }
    const response = result.batch_result?.response;
    if (response?.chat_get_completion != null) {
      const validation = await safeValidateTypes({
        value: response.chat_get_completion,
        schema: zodSchema(xaiBatchTextResponseSchema)
      });
      if (!validation.success) {
        return invalidXaiBatchResult(result.batch_request_id);
      }
      const conversion = convertXaiBatchTextResponse(validation.value);
      return conversion.success ? {
        type: "text",
        id: result.batch_request_id,
        status: "succeeded",
        result: conversion.result
      } : {
        type: "text",
        id: result.batch_request_id,
        status: "failed",
        error: conversion.error
      };
    }
    if (response?.image_generation != null) {
      const validation = await safeValidateTypes({
        value: response.image_generation,
        schema: zodSchema(xaiBatchImageResponseSchema)
      });
      if (!validation.success) {
        return invalidXaiImageBatchResult(result.batch_request_id);
      }
      if (validation.value.data.some((image) => image.respect_moderation === false)) {
        return {
          type: "image",
          id: result.batch_request_id,
          status: "failed",
          error: {
            message: "Image generation was blocked due to a content policy violation."
          }
        };
      }
      const imageResult = await this.convertImageBatchResponse(
        validation.value,
        abortSignal
      );
      return {
        type: "image",
        id: result.batch_request_id,
        status: "succeeded",
        result: imageResult
      };
    }
    return invalidXaiBatchResult(result.batch_request_id);
  }
  async prepareRequest(request) {
    if (request.type === "text") {
      const { args: body2, warnings: warnings2 } = await XaiResponsesLanguageModel.prepareRequest({
        modelId: request.modelId,
        options: request.options
      });
      return { endpoint: xaiBatchEndpoint, body: body2, warnings: warnings2 };
    }
    const { prompt, n, size, aspectRatio, seed, files, mask, providerOptions } = request.options;
    const warnings = [];
    if (size != null) {
      warnings.push({
        type: "unsupported",
        feature: "size",
        details: "This model does not support the `size` option. Use `aspectRatio` instead."
      });
    }
    if (seed != null) warnings.push({ type: "unsupported", feature: "seed" });
    if (mask != null) warnings.push({ type: "unsupported", feature: "mask" });
    const xaiOptions = await parseProviderOptions({
      provider: "xai",
      providerOptions,
      schema: xaiImageModelOptions
    });
    const imageUrls = (files ?? []).map(convertImageModelFileToDataUri);
    const body = {
      model: request.modelId,
      prompt,
      n,
      response_format: "b64_json"
    };
    if (aspectRatio != null) body.aspect_ratio = aspectRatio;
    if (xaiOptions?.output_format != null)
      body.output_format = xaiOptions.output_format;
    if (xaiOptions?.sync_mode != null) body.sync_mode = xaiOptions.sync_mode;
    if (xaiOptions?.aspect_ratio != null && aspectRatio == null)
      body.aspect_ratio = xaiOptions.aspect_ratio;
    if (xaiOptions?.resolution != null) body.resolution = xaiOptions.resolution;
    if (xaiOptions?.quality != null) body.quality = xaiOptions.quality;
    if (xaiOptions?.user != null) body.user = xaiOptions.user;
    if (imageUrls.length === 1) {
      body.image = { url: imageUrls[0], type: "image_url" };
    } else if (imageUrls.length > 1) {
      body.images = imageUrls.map((url) => ({ url, type: "image_url" }));
    }
    return {
      endpoint: files?.length ? "/v1/images/edits" : "/v1/images/generations",
      body,
      warnings
    };
  }
  async convertImageBatchResponse(response, abortSignal) {
    const hasAllBase64 = response.data.every((image) => image.b64_json != null);
    const images = hasAllBase64 ? response.data.map((image) => image.b64_json) : await Promise.all(
      response.data.map(async (image) => {
        if (image.b64_json != null) {
          return convertBase64ToUint8Array(image.b64_json);
        }
        if (image.url == null) {
          throw new InvalidArgumentError({
            argument: "batchResult",
            message: "xAI returned an image without data or a URL."
          });
        }
        const { value } = await getFromApi({
          url: image.url,
          validateUrl: true,
          trustedOrigin: this.options.config.baseURL,
          abortSignal,
          failedResponseHandler: xaiFailedResponseHandler,
          successfulResponseHandler: createBinaryResponseHandler(),
          fetch: this.options.config.fetch
        });
        return value;
      })
    );
    return {
      images,
      warnings: [],
      response: { timestamp: /* @__PURE__ */ new Date(), modelId: "", headers: void 0 },
      providerMetadata: {
        xai: {
          images: response.data.map(
            (item) => item.revised_prompt != null ? { revisedPrompt: item.revised_prompt } : {}
          ),
          ...response.usage?.cost_in_usd_ticks != null ? { costInUsdTicks: response.usage.cost_in_usd_ticks } : {}
        }
      }
    };
  }
  getUrl(path) {
    return `${this.options.config.baseURL ?? "https://api.x.ai/v1"}${path}`;
  }
};
function convertXaiBatchStatus(batch) {
  const requestCounts = normalizeBatchRequestCounts({
    total: batch.state?.num_requests,
    pending: batch.state?.num_pending,
    completed: batch.state?.num_success,
    failed: batch.state?.num_error != null && batch.state?.num_cancelled != null ? batch.state.num_error + batch.state.num_cancelled : void 0
  });
  const isCancelled = batch.cancel_time != null || batch.cancel_by_xai_message != null;
  const isExpired = isPastDate(batch.expire_time);
  const status = isCancelled || isExpired ? "failed" : requestCounts != null && requestCounts.total > 0 && requestCounts.pending === 0 ? "completed" : "pending";
  return {
    status,
    ...requestCounts != null ? { requestCounts } : {},
    ...isCancelled ? {
      error: {
        message: batch.cancel_by_xai_message ?? `xAI batch "${batch.batch_id}" was cancelled.`,
        code: "batch_cancelled"
      }
    } : isExpired ? {
      error: {
        message: `xAI batch "${batch.batch_id}" expired.`,
        code: "batch_expired"
      }
    } : {},
    ...batch.create_time != null ? { createdAt: batch.create_time } : {},
    ...batch.expire_time != null ? { expiresAt: batch.expire_time } : {}
  };
}
function isPastDate(value) {
  if (value == null) {
    return false;
  }
  const timestamp = Date.parse(value);
  return !Number.isNaN(timestamp) && timestamp <= Date.now();
}
function convertXaiBatchError(result) {
  const error = result.batch_result?.error;
  return {
    message: result.error_message || error?.message || "xAI batch request failed.",
    ...error?.code != null && error.code !== 0 && error.code !== "0" ? { code: String(error.code) } : {}
  };
}
function isXaiCancellationError(code) {
  const normalizedCode = String(code).toLowerCase();
  return code === 1 || normalizedCode === "1" || normalizedCode === "cancelled" || normalizedCode === "batch_cancelled";
}
function invalidXaiBatchResult(id) {
  return {
    type: "text",
    id,
    status: "failed",
    error: {
      message: "xAI returned an invalid Responses batch result.",
      code: "invalid_response"
    }
  };
}
function invalidXaiImageBatchResult(id) {
  return {
    type: "image",
    id,
    status: "failed",
    error: {
      message: "xAI returned an invalid image batch result.",
      code: "invalid_response"
    }
  };
}
function convertXaiBatchTextResponse(response) {
  if (response.error != null) {
    return {
      success: false,
      error: {
        message: response.error,
        ...response.code != null ? { code: response.code } : {}
      }
    };
  }
  const choices = response.choices;
  if (choices == null || choices.length === 0) {
    return {
      success: false,
      error: {
        message: "xAI returned a batch response without any choices.",
        code: "invalid_response"
      }
    };
  }
  const content = [];
  const providerExecutedToolCallIds = new Set(
    choices.filter((choice) => choice.message.role === "tool").flatMap(
      (choice) => (choice.message.tool_calls ?? []).map((toolCall) => toolCall.id)
    )
  );
  let lastAssistantChoice;
  for (const choice of choices) {
    if (choice.message.role === "tool") {
      if (choice.message.content != null) {
        for (const toolCall of choice.message.tool_calls ?? []) {
          content.push({
            type: "tool-result",
            toolCallId: toolCall.id,
            toolName: toolCall.function.name,
            result: choice.message.content,
            dynamic: true
          });
        }
      }
      continue;
    }
    lastAssistantChoice = choice;
    if (choice.message.content) {
      content.push({ type: "text", text: choice.message.content });
    }
    if (choice.message.reasoning_content) {
      content.push({
        type: "reasoning",
        text: choice.message.reasoning_content
      });
    }
    for (const toolCall of choice.message.tool_calls ?? []) {
      content.push({
        type: "tool-call",
        toolCallId: toolCall.id,
        toolName: toolCall.function.name,
        input: toolCall.function.arguments,
        ...providerExecutedToolCallIds.has(toolCall.id) ? { providerExecuted: true, dynamic: true } : {}
      });
    }
  }
  for (const url of response.citations ?? []) {
    content.push({
      type: "source",
      sourceType: "url",
      id: url,
      url
    });
  }
  return {
    success: true,
    result: {
      content,
      finishReason: {
        unified: mapXaiFinishReason(lastAssistantChoice?.finish_reason),
        raw: lastAssistantChoice?.finish_reason ?? void 0
      },
      usage: response.usage ? convertXaiBatchTextUsage(response.usage) : createNullLanguageModelUsage(),
      response: getResponseMetadata(response),
      warnings: [],
      ...(response.usage?.cost_in_usd_ticks != null || response.service_tier != null) && {
        providerMetadata: {
          xai: {
            ...response.usage?.cost_in_usd_ticks != null ? { costInUsdTicks: response.usage.cost_in_usd_ticks } : {},
            ...response.service_tier != null ? { serviceTier: response.service_tier } : {}
          }
        }
      }
    }
  };
}
function convertXaiBatchTextUsage(usage) {
  const cacheReadTokens = usage.prompt_tokens_details?.cached_tokens ?? 0;
  const reasoningTokens = usage.completion_tokens_details?.reasoning_tokens ?? 0;
  const promptTokensIncludesCached = cacheReadTokens <= usage.prompt_tokens;
  return {
    inputTokens: {
      total: promptTokensIncludesCached ? usage.prompt_tokens : usage.prompt_tokens + cacheReadTokens,
      noCache: promptTokensIncludesCached ? usage.prompt_tokens - cacheReadTokens : usage.prompt_tokens,
      cacheRead: cacheReadTokens,
      cacheWrite: void 0
    },
    outputTokens: {
      total: usage.completion_tokens + reasoningTokens,
      text: usage.completion_tokens,
      reasoning: reasoningTokens
    },
    raw: usage
  };
}

// src/realtime/xai-realtime-event-mapper.ts
function parseXaiRealtimeServerEvent(raw) {
  const event = raw;
  const type = event.type;
  switch (type) {
    case "session.created":
      return {
        type: "session-created",
        sessionId: event.session?.id,
        raw
      };
    case "session.updated":
      return { type: "session-updated", raw };
    case "conversation.created":
      return { type: "custom", rawType: type, raw };
    case "input_audio_buffer.speech_started":
      return {
        type: "speech-started",
        itemId: event.item_id,
        raw
      };
    case "input_audio_buffer.speech_stopped":
      return {
        type: "speech-stopped",
        itemId: event.item_id,
        raw
      };
    case "input_audio_buffer.committed":
      return {
        type: "audio-committed",
        itemId: event.item_id,
        previousItemId: event.previous_item_id,
        raw
      };
    case "conversation.item.added":
      return {
        type: "conversation-item-added",
        itemId: event.item?.id ?? event.item_id,
        item: event.item,
        raw
      };
    case "conversation.item.input_audio_transcription.completed":
      return {
        type: "input-transcription-completed",
        itemId: event.item_id,
        transcript: event.transcript ?? "",
        raw
      };
    case "response.created":
      return {
        type: "response-created",
        responseId: event.response?.id ?? event.response_id,
        raw
      };
    case "response.done":
      return {
        type: "response-done",
        responseId: event.response?.id ?? event.response_id,
        status: event.response?.status ?? "completed",
        raw
      };
    case "response.output_item.added":
      return {
        type: "output-item-added",
        responseId: event.response_id,
        itemId: event.item?.id ?? event.item_id,
        raw
      };
    case "response.output_item.done":
      return {
        type: "output-item-done",
        responseId: event.response_id,
        itemId: event.item?.id ?? event.item_id,
        raw
      };
    case "response.content_part.added":
      return {
        type: "content-part-added",
        responseId: event.response_id,
        itemId: event.item_id,
        raw
      };
    case "response.content_part.done":
      return {
        type: "content-part-done",
        responseId: event.response_id,
        itemId: event.item_id,
        raw
      };
    case "response.output_audio.delta":
      return {
        type: "audio-delta",
        responseId: event.response_id,
        itemId: event.item_id,
        delta: event.delta,
        raw
      };
    case "response.output_audio.done":
      return {
        type: "audio-done",
        responseId: event.response_id,
        itemId: event.item_id,
        raw
      };
    case "response.output_audio_transcript.delta":
      return {
        type: "audio-transcript-delta",
        responseId: event.response_id,
        itemId: event.item_id,
        delta: event.delta,
        raw
      };
    case "response.output_audio_transcript.done":
      return {
        type: "audio-transcript-done",
        responseId: event.response_id,
        itemId: event.item_id,
        transcript: event.transcript,
        raw
      };
    case "response.text.delta":
      return {
        type: "text-delta",
        responseId: event.response_id,
        itemId: event.item_id,
        delta: event.delta,
        raw
      };
    case "response.text.done":
      return {
        type: "text-done",
        responseId: event.response_id,
        itemId: event.item_id,
        text: event.text,
        raw
      };
    case "response.function_call_arguments.delta":
      return {
        type: "function-call-arguments-delta",
        responseId: event.response_id,
        itemId: event.item_id,
        callId: event.call_id,
        delta: event.delta,
        raw
      };
    case "response.function_call_arguments.done":
      return {
        type: "function-call-arguments-done",
        responseId: event.response_id,
        itemId: event.item_id,
        callId: event.call_id,
        name: event.name,
        arguments: event.arguments,
        raw
      };
    case "mcp_list_tools.in_progress":
    case "mcp_list_tools.completed":
    case "mcp_list_tools.failed":
    case "response.mcp_call_arguments.delta":
    case "response.mcp_call_arguments.done":
    case "response.mcp_call.in_progress":
    case "response.mcp_call.completed":
    case "response.mcp_call.failed":
      return { type: "custom", rawType: type, raw };
    case "error":
      return {
        type: "error",
        message: event.error?.message ?? event.message ?? "Unknown error",
        code: event.error?.code ?? event.code,
        raw
      };
    default:
      return { type: "custom", rawType: type, raw };
  }
}
function serializeXaiRealtimeClientEvent(event) {
  switch (event.type) {
    case "session-update":
      return {
        type: "session.update",
        session: buildXaiSessionConfig(event.config)
      };
    case "input-audio-append":
      return {
        type: "input_audio_buffer.append",
        audio: event.audio
      };
    case "input-audio-commit":
      return { type: "input_audio_buffer.commit" };
    case "input-audio-clear":
      return { type: "input_audio_buffer.clear" };
    case "conversation-item-create": {
      const item = event.item;
      switch (item.type) {
        case "text-message":
          return {
            type: "conversation.item.create",
            item: {
              type: "message",
              role: item.role,
              content: [{ type: "input_text", text: item.text }]
            }
          };
        case "audio-message":
          return {
            type: "conversation.item.create",
            item: {
              type: "message",
              role: item.role,
              content: [{ type: "input_audio", audio: item.audio }]
            }
          };
        case "function-call-output":
          return {
            type: "conversation.item.create",
            item: {
              type: "function_call_output",
              call_id: item.callId,
              output: item.output
            }
          };
      }
      break;
    }
    case "conversation-item-truncate":
      return void 0;
    case "response-create":
      return {
        type: "response.create",
        ...event.options != null ? {
          response: {
            ...event.options.modalities != null ? { modalities: event.options.modalities } : {},
            ...event.options.instructions != null ? { instructions: event.options.instructions } : {}
          }
        } : {}
      };
    case "response-cancel":
      return { type: "response.cancel" };
  }
}
function buildXaiSessionConfig(config) {
  const session = {};
  if (config.instructions != null) {
    session.instructions = config.instructions;
  }
  if (config.voice != null) {
    session.voice = config.voice;
  }
  const audio = {};
  if (config.inputAudioFormat != null) {
    audio.input = {
      format: {
        type: config.inputAudioFormat.type,
        ...config.inputAudioFormat.rate != null ? { rate: config.inputAudioFormat.rate } : {}
      }
    };
  }
  if (config.outputAudioFormat != null) {
    audio.output = {
      format: {
        type: config.outputAudioFormat.type,
        ...config.outputAudioFormat.rate != null ? { rate: config.outputAudioFormat.rate } : {}
      }
    };
  }
  if (Object.keys(audio).length > 0) {
    session.audio = audio;
  }
  if (config.turnDetection != null) {
    if (config.turnDetection.type === "disabled") {
      session.turn_detection = null;
    } else {
      const td = {
        type: "server_vad"
      };
      if (config.turnDetection.threshold != null) {
        td.threshold = config.turnDetection.threshold;
      }
      if (config.turnDetection.silenceDurationMs != null) {
        td.silence_duration_ms = config.turnDetection.silenceDurationMs;
      }
      if (config.turnDetection.prefixPaddingMs != null) {
        td.prefix_padding_ms = config.turnDetection.prefixPaddingMs;
      }
      session.turn_detection = td;
    }
  }
  if (config.tools != null && config.tools.length > 0) {
    session.tools = config.tools.map((tool) => ({
      type: tool.type,
      name: tool.name,
      description: tool.description,
      parameters: tool.parameters
    }));
  }
  if (config.providerOptions != null) {
    const xaiOptions = config.providerOptions;
    if (Array.isArray(xaiOptions.tools)) {
      const existingTools = session.tools ?? [];
      session.tools = [...existingTools, ...xaiOptions.tools];
    }
    for (const [key, value] of Object.entries(xaiOptions)) {
      if (key !== "tools") {
        session[key] = value;
      }
    }
  }
  return session;
}

// src/realtime/xai-realtime-model.ts
var XaiRealtimeModel = class {
  constructor(modelId, config) {
    this.specificationVersion = "v4";
    this.modelId = modelId;
    this.provider = config.provider;
    this.config = config;
  }
  async doCreateClientSecret(options) {
    const fetchFn = this.config.fetch ?? fetch;
    const url = `${this.config.baseURL}/realtime/client_secrets`;
    const body = {};
    if (options.expiresAfterSeconds != null) {
      body.expires_after = { seconds: options.expiresAfterSeconds };
    }
    const response = await fetchFn(url, {
      method: "POST",
      headers: {
        ...this.config.headers(),
        "Content-Type": "application/json"
      },
      body: JSON.stringify(body)
    });
    if (!response.ok) {
      const text = await response.text();
      throw new Error(
        `xAI realtime client secret request failed: ${response.status} ${text}`
      );
    }
    const data = await response.json();
    return {
      token: data.value,
      // xAI selects the voice model from the `model` query parameter on the
      // WebSocket URL. Without it the model choice is silently ignored and the
      // server falls back to its default voice model.
      url: `wss://${new URL(this.config.baseURL).host}/v1/realtime?model=${encodeURIComponent(this.modelId)}`,
      expiresAt: data.expires_at
    };
  }
  getWebSocketConfig(options) {
    return {
      url: options.url,
      protocols: [`xai-client-secret.${options.token}`]
    };
  }
  parseServerEvent(raw) {
    return parseXaiRealtimeServerEvent(raw);
  }
  serializeClientEvent(event) {
    return serializeXaiRealtimeClientEvent(event);
  }
  buildSessionConfig(config) {
    return buildXaiSessionConfig(config);
  }
};

// src/tool/code-execution.ts


var codeExecutionOutputSchema = schemas/* object */.Ikc({
  output: schemas/* string */.YjP().describe("the output of the code execution"),
  error: schemas/* string */.YjP().optional().describe("any error that occurred")
});
var codeExecutionToolFactory = createProviderExecutedToolFactory({
  id: "xai.code_execution",
  inputSchema: schemas/* object */.Ikc({}).describe("no input parameters"),
  outputSchema: codeExecutionOutputSchema
});
var codeExecution = (args = {}) => codeExecutionToolFactory(args);

// src/tool/view-image.ts


var viewImageOutputSchema = schemas/* object */.Ikc({
  description: schemas/* string */.YjP().describe("description of the image"),
  objects: schemas/* array */.YOg(schemas/* string */.YjP()).optional().describe("objects detected in the image")
});
var viewImageToolFactory = createProviderExecutedToolFactory({
  id: "xai.view_image",
  inputSchema: schemas/* object */.Ikc({}).describe("no input parameters"),
  outputSchema: viewImageOutputSchema
});
var viewImage = (args = {}) => viewImageToolFactory(args);

// src/tool/view-x-video.ts


var viewXVideoOutputSchema = schemas/* object */.Ikc({
  transcript: schemas/* string */.YjP().optional().describe("transcript of the video"),
  description: schemas/* string */.YjP().describe("description of the video content"),
  duration: schemas/* number */.aig().optional().describe("duration in seconds")
});
var viewXVideoToolFactory = createProviderExecutedToolFactory({
  id: "xai.view_x_video",
  inputSchema: schemas/* object */.Ikc({}).describe("no input parameters"),
  outputSchema: viewXVideoOutputSchema
});
var viewXVideo = (args = {}) => viewXVideoToolFactory(args);

// src/tool/index.ts
var xaiTools = {
  codeExecution,
  fileSearch,
  imageGeneration,
  mcpServer,
  viewImage,
  viewXVideo,
  webSearch,
  xSearch
};

// src/version.ts
var dist_VERSION =  true ? "5.0.12" : 0;

// src/files/xai-files.ts



// src/files/xai-files-options.ts


var xaiFilesOptionsSchema = lazySchema(
  () => zodSchema(
    schemas/* looseObject */._H3({
      teamId: schemas/* string */.YjP().optional(),
      filePath: schemas/* string */.YjP().optional(),
      /**
       * TTL in seconds measured from upload time; xAI accepts integers
       * between 3600 (1 hour) and 2592000 (30 days) inclusive.
       * Omit to keep the file until it is deleted.
       */
      expiresAfter: schemas/* number */.aig().int().min(3600).max(2592e3).optional()
    })
  )
);

// src/files/xai-files.ts
function encodePathSegment(value) {
  const encodedValue = encodeURIComponent(value);
  return encodedValue === "." ? "%252E" : encodedValue === ".." ? "%252E%252E" : encodedValue;
}
var XaiFiles = class {
  constructor(config) {
    this.config = config;
    this.specificationVersion = "v4";
  }
  get provider() {
    return this.config.provider;
  }
  getFileId(file) {
    const fileId = file.xai;
    if (fileId == null || fileId.trim() === "") {
      throw new InvalidArgumentError({
        argument: "file",
        message: "file reference is missing an 'xai' file id."
      });
    }
    return fileId;
  }
  getHeaders(headers) {
    return combineHeaders(this.config.headers(), headers);
  }
  async uploadFile({
    data,
    mediaType,
    filename,
    abortSignal,
    headers,
    providerOptions
  }) {
    let xaiOptions;
    try {
      xaiOptions = await parseProviderOptions({
        provider: "xai",
        providerOptions,
        schema: xaiFilesOptionsSchema
      });
    } catch (error) {
      if (data.type === "stream") {
        await data.stream.cancel(error).catch(() => {
        });
      }
      throw error;
    }
    const requestHeaders = this.getHeaders(headers);
    const url = `${this.config.baseURL}/files`;
    let response;
    if (data.type === "stream") {
      const parts = [];
      if (xaiOptions?.expiresAfter != null) {
        parts.push({
          type: "field",
          name: "expires_after",
          value: String(xaiOptions.expiresAfter)
        });
      }
      if (xaiOptions?.teamId != null) {
        parts.push({
          type: "field",
          name: "team_id",
          value: xaiOptions.teamId
        });
      }
      parts.push({
        type: "file",
        name: "file",
        filename,
        mediaType,
        content: data.stream
      });
      ({ value: response } = await postMultipartStreamToApi({
        url,
        headers: requestHeaders,
        parts,
        failedResponseHandler: xaiFailedResponseHandler,
        successfulResponseHandler: createJsonResponseHandler(
          xaiFilesResponseSchema
        ),
        abortSignal,
        fetch: this.config.fetch
      }));
    } else {
      const fileBytes = convertInlineFileDataToUint8Array(data);
      const blob = new Blob([fileBytes], {
        type: mediaType
      });
      const formData = new FormData();
      if (xaiOptions?.expiresAfter != null) {
        formData.append("expires_after", String(xaiOptions.expiresAfter));
      }
      if (xaiOptions?.teamId != null) {
        formData.append("team_id", xaiOptions.teamId);
      }
      if (filename != null) {
        formData.append("file", blob, filename);
      } else {
        formData.append("file", blob);
      }
      ({ value: response } = await postFormDataToApi({
        url,
        headers: requestHeaders,
        formData,
        failedResponseHandler: xaiFailedResponseHandler,
        successfulResponseHandler: createJsonResponseHandler(
          xaiFilesResponseSchema
        ),
        abortSignal,
        fetch: this.config.fetch
      }));
    }
    return {
      warnings: [],
      providerReference: { xai: response.id },
      ...response.filename ?? filename ? { filename: response.filename ?? filename } : {},
      ...mediaType != null ? { mediaType } : {},
      ...response.bytes != null ? { byteSize: response.bytes } : {},
      ...response.created_at != null ? { createdAt: new Date(response.created_at * 1e3) } : {},
      ...response.expires_at != null ? { expiresAt: new Date(response.expires_at * 1e3) } : {},
      providerMetadata: {
        xai: this.toFileMetadata(response)
      }
    };
  }
  async getFileMetadata({
    file,
    abortSignal,
    headers
  }) {
    const fileId = this.getFileId(file);
    const { value: response } = await getFromApi({
      url: `${this.config.baseURL}/files/${encodePathSegment(fileId)}`,
      headers: this.getHeaders(headers),
      failedResponseHandler: xaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        xaiFilesResponseSchema
      ),
      abortSignal,
      fetch: this.config.fetch,
      validateUrl: false
    });
    return {
      warnings: [],
      providerReference: { xai: response.id },
      ...response.filename != null ? { filename: response.filename } : {},
      ...response.bytes != null ? { byteSize: response.bytes } : {},
      ...response.created_at != null ? { createdAt: new Date(response.created_at * 1e3) } : {},
      ...response.expires_at != null ? { expiresAt: new Date(response.expires_at * 1e3) } : {},
      providerMetadata: {
        xai: this.toFileMetadata(response)
      }
    };
  }
  async downloadFile({
    file,
    abortSignal,
    headers
  }) {
    const fileId = this.getFileId(file);
    const { value: content, responseHeaders } = await getFromApi({
      url: `${this.config.baseURL}/files/${encodePathSegment(fileId)}/content`,
      headers: this.getHeaders(headers),
      failedResponseHandler: xaiFailedResponseHandler,
      successfulResponseHandler: createBinaryStreamResponseHandler(),
      abortSignal,
      fetch: this.config.fetch,
      validateUrl: false
    });
    const mediaType = responseHeaders?.["content-type"]?.split(";")[0].trim();
    return {
      warnings: [],
      content,
      ...mediaType ? { mediaType } : {}
    };
  }
  async deleteFile({
    file,
    abortSignal,
    headers
  }) {
    const fileId = this.getFileId(file);
    const { value: response } = await deleteFromApi({
      url: `${this.config.baseURL}/files/${encodePathSegment(fileId)}`,
      headers: this.getHeaders(headers),
      failedResponseHandler: xaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        xaiFileDeleteResponseSchema
      ),
      abortSignal,
      fetch: this.config.fetch
    });
    return {
      warnings: [],
      providerReference: { xai: response.id },
      deleted: response.deleted
    };
  }
  toFileMetadata(response) {
    return {
      ...response.filename != null ? { filename: response.filename } : {},
      ...response.purpose != null ? { purpose: response.purpose } : {},
      ...response.bytes != null ? { bytes: response.bytes } : {},
      ...response.created_at != null ? { createdAt: response.created_at } : {},
      ...response.status != null ? { status: response.status } : {},
      ...response.expires_at != null ? { expiresAt: response.expires_at } : {}
    };
  }
};

// src/xai-video-model.ts




// src/xai-video-model-options.ts


var nonEmptyStringSchema = schemas/* string */.YjP().min(1);
var resolutionSchema = schemas/* enum */.k5n(["480p", "720p", "1080p"]);
var modeSchema = schemas/* enum */.k5n(["edit-video", "extend-video", "reference-to-video"]);
var keyframeSchema = schemas/* object */.Ikc({
  imageUrl: nonEmptyStringSchema,
  timestampSeconds: schemas/* number */.aig().positive()
});
var storageOptionsSchema = schemas/* object */.Ikc({
  filename: nonEmptyStringSchema,
  expiresAfter: schemas/* number */.aig().int().positive().max(2592e3).optional(),
  publicUrl: schemas/* union */.KCZ([
    schemas/* boolean */.zMY(),
    schemas/* object */.Ikc({
      expiresAfter: schemas/* number */.aig().int().min(3600).max(2592e3).optional()
    })
  ]).optional()
});
var baseFields = {
  pollIntervalMs: schemas/* number */.aig().positive().nullish(),
  pollTimeoutMs: schemas/* number */.aig().positive().nullish(),
  resolution: resolutionSchema.nullish()
};
var runtimeSchema = schemas/* looseObject */._H3({
  mode: modeSchema.optional(),
  videoUrl: nonEmptyStringSchema.optional(),
  referenceImageUrls: schemas/* array */.YOg(nonEmptyStringSchema).min(1).max(7).optional(),
  referenceVoiceIds: schemas/* array */.YOg(nonEmptyStringSchema).max(3).optional(),
  keyframes: schemas/* array */.YOg(keyframeSchema).max(4).optional(),
  storageOptions: storageOptionsSchema.optional(),
  user: schemas/* string */.YjP().optional(),
  ...baseFields
});
var xaiVideoModelOptionsSchema = lazySchema(
  () => zodSchema(runtimeSchema)
);

// src/xai-video-model.ts
function encodePathSegment2(value) {
  const encodedValue = encodeURIComponent(value);
  return encodedValue === "." ? "%252E" : encodedValue === ".." ? "%252E%252E" : encodedValue;
}
var RESOLUTION_MAP = {
  "1920x1080": "1080p",
  "1280x720": "720p",
  "854x480": "480p",
  "640x480": "480p"
};
function getFirstFrameImage(options) {
  return options.frameImages?.find((frame) => frame.frameType === "first_frame")?.image;
}
function getLastFrameImage(options) {
  return options.frameImages?.find((frame) => frame.frameType === "last_frame")?.image;
}
function resolveStartImage(options) {
  return getFirstFrameImage(options) ?? options.image;
}
var isVideoFile = (file) => file.mediaType != null && getTopLevelMediaType(file.mediaType) === "video";
var isImageReference = (file) => file.mediaType == null || getTopLevelMediaType(file.mediaType) === "image";
var isAudioReference = (file) => file.mediaType != null && getTopLevelMediaType(file.mediaType) === "audio";
function fileToXaiUrl(file) {
  if (file.type === "url") {
    return file.url;
  }
  const base64Data = typeof file.data === "string" ? file.data : convertUint8ArrayToBase64(file.data);
  return `data:${file.mediaType};base64,${base64Data}`;
}
function resolveReferences(options, xaiOptions, warnings) {
  if (options.inputReferences != null && options.inputReferences.length > 0) {
    const imageFiles = [];
    for (const reference of options.inputReferences) {
      if (isAudioReference(reference)) {
        continue;
      }
      if (!isImageReference(reference)) {
        warnings.push({
          type: "unsupported",
          feature: "inputReferences",
          details: 'xAI reference-to-video does not accept video references. The video reference was ignored. Use providerOptions.xai.mode "extend-video" to continue from a video.'
        });
        continue;
      }
      imageFiles.push(reference);
    }
    return imageFiles.length > 0 ? imageFiles.map((reference) => ({ url: fileToXaiUrl(reference) })) : void 0;
  }
  if (xaiOptions?.referenceImageUrls != null && xaiOptions.referenceImageUrls.length > 0) {
    return xaiOptions.referenceImageUrls.map((url) => ({ url }));
  }
}
function resolveReferenceAudios(options) {
  const audioReferences = options.inputReferences?.filter(isAudioReference);
  return audioReferences != null && audioReferences.length > 0 ? audioReferences.map((reference) => ({ url: fileToXaiUrl(reference) })) : void 0;
}
function hasImageInputReference(options) {
  return options.inputReferences?.some(isImageReference) ?? false;
}
function hasAudioInputReference(options) {
  return options.inputReferences?.some(isAudioReference) ?? false;
}
function resolveVideoMode(options, xaiOptions) {
  if (xaiOptions?.mode != null) {
    return xaiOptions.mode;
  }
  if (xaiOptions?.videoUrl != null) {
    return "edit-video";
  }
  const hasLegacyReferenceUrls = xaiOptions?.referenceImageUrls != null && xaiOptions.referenceImageUrls.length > 0;
  if (hasImageInputReference(options) || hasAudioInputReference(options) || hasLegacyReferenceUrls) {
    return "reference-to-video";
  }
}
var XaiVideoModel = class {
  constructor(modelId, config) {
    this.modelId = modelId;
    this.config = config;
    this.specificationVersion = "v4";
    this.maxVideosPerCall = 1;
  }
  get provider() {
    return this.config.provider;
  }
  async buildRequestBody(options) {
    const warnings = [];
    const xaiOptions = await parseProviderOptions({
      provider: "xai",
      providerOptions: options.providerOptions,
      schema: xaiVideoModelOptionsSchema
    });
    const effectiveMode = resolveVideoMode(options, xaiOptions);
    const isEdit = effectiveMode === "edit-video";
    const isExtension = effectiveMode === "extend-video";
    const hasReferenceImages = effectiveMode === "reference-to-video";
    if (options.fps != null) {
      warnings.push({
        type: "unsupported",
        feature: "fps",
        details: "xAI video models do not support custom FPS."
      });
    }
    if (options.seed != null) {
      warnings.push({
        type: "unsupported",
        feature: "seed",
        details: "xAI video models do not support seed."
      });
    }
    if (options.n != null && options.n > 1) {
      warnings.push({
        type: "unsupported",
        feature: "n",
        details: "xAI video models do not support generating multiple videos per call. Only 1 video will be generated."
      });
    }
    if (isEdit && options.duration != null) {
      warnings.push({
        type: "unsupported",
        feature: "duration",
        details: "xAI video editing does not support custom duration."
      });
    }
    if (isEdit && options.aspectRatio != null) {
      warnings.push({
        type: "unsupported",
        feature: "aspectRatio",
        details: "xAI video editing does not support custom aspect ratio."
      });
    }
    if (isEdit && (xaiOptions?.resolution != null || options.resolution != null)) {
      warnings.push({
        type: "unsupported",
        feature: "resolution",
        details: "xAI video editing does not support custom resolution."
      });
    }
    if (isExtension && options.aspectRatio != null) {
      warnings.push({
        type: "unsupported",
        feature: "aspectRatio",
        details: "xAI video extension does not support custom aspect ratio."
      });
    }
    if (isExtension && (xaiOptions?.resolution != null || options.resolution != null)) {
      warnings.push({
        type: "unsupported",
        feature: "resolution",
        details: "xAI video extension does not support custom resolution."
      });
    }
    const body = {
      model: this.modelId,
      prompt: options.prompt
    };
    const allowDuration = !isEdit;
    const allowAspectRatio = !isEdit && !isExtension;
    const allowResolution = !isEdit && !isExtension;
    if (allowDuration && options.duration != null) {
      body.duration = options.duration;
    }
    if (allowAspectRatio && options.aspectRatio != null) {
      body.aspect_ratio = options.aspectRatio;
    }
    if (allowResolution && xaiOptions?.resolution != null) {
      body.resolution = xaiOptions.resolution;
    } else if (allowResolution && options.resolution != null) {
      const mapped = RESOLUTION_MAP[options.resolution];
      if (mapped != null) {
        body.resolution = mapped;
      } else {
        warnings.push({
          type: "unsupported",
          feature: "resolution",
          details: `Unrecognized resolution "${options.resolution}". Use providerOptions.xai.resolution with "480p", "720p", or "1080p" instead.`
        });
      }
    }
    if (options.generateAudio != null && !isEdit && !isExtension) {
      body.generate_audio = options.generateAudio;
    } else if (options.generateAudio != null) {
      warnings.push({
        type: "unsupported",
        feature: "generateAudio",
        details: `xAI ${isEdit ? "video editing" : "video extension"} does not support generateAudio.`
      });
    }
    if (xaiOptions?.storageOptions != null) {
      const { filename, expiresAfter, publicUrl } = xaiOptions.storageOptions;
      body.storage_options = {
        filename,
        ...expiresAfter != null ? { expires_after: expiresAfter } : {},
        ...publicUrl != null ? {
          public_url: typeof publicUrl === "boolean" ? publicUrl : {
            ...publicUrl.expiresAfter != null ? { expires_after: publicUrl.expiresAfter } : {}
          }
        } : {}
      };
    }
    if (xaiOptions?.keyframes != null && xaiOptions.keyframes.length > 0) {
      if (this.modelId !== "grok-imagine-video-1.5" || isEdit || isExtension) {
        warnings.push({
          type: "unsupported",
          feature: "keyframes",
          details: this.modelId !== "grok-imagine-video-1.5" ? 'xAI only supports keyframes with "grok-imagine-video-1.5".' : `xAI ${isEdit ? "video editing" : "video extension"} does not support keyframes.`
        });
      } else {
        body.keyframes = xaiOptions.keyframes.map((keyframe) => ({
          image: { url: keyframe.imageUrl },
          timestamp_s: keyframe.timestampSeconds
        }));
      }
    }
    if (isEdit) {
      body.video = { url: xaiOptions.videoUrl };
    }
    if (isExtension) {
      body.video = { url: xaiOptions.videoUrl };
    }
    const startImage = resolveStartImage(options);
    if (startImage != null) {
      if (isVideoFile(startImage)) {
        const fromFrameImages = getFirstFrameImage(options) != null;
        warnings.push({
          type: "unsupported",
          feature: fromFrameImages ? "frameImages" : "image",
          details: 'xAI does not accept a video as a start/frame image. The video was ignored. Use providerOptions.xai.mode "extend-video" to continue from a video instead.'
        });
      } else {
        body.image = { url: fileToXaiUrl(startImage) };
      }
    }
    const lastFrameImage = getLastFrameImage(options);
    if (lastFrameImage != null) {
      if (this.modelId !== "grok-imagine-video-1.5" || isEdit || isExtension || isVideoFile(lastFrameImage)) {
        warnings.push({
          type: "unsupported",
          feature: "frameImages",
          details: this.modelId !== "grok-imagine-video-1.5" ? 'xAI only supports last_frame with "grok-imagine-video-1.5". The last frame was ignored.' : "xAI only accepts an image last_frame for video generation. The last frame was ignored."
        });
      } else {
        body.last_frame = { url: fileToXaiUrl(lastFrameImage) };
      }
    }
    if (hasReferenceImages) {
      const referenceImages = resolveReferences(options, xaiOptions, warnings);
      const referenceAudios = resolveReferenceAudios(options);
      if (referenceImages != null) {
        body.reference_images = referenceImages;
      } else if (referenceAudios == null) {
        warnings.push({
          type: "unsupported",
          feature: "referenceImages",
          details: "xAI reference-to-video requires at least one image reference. The video will be generated without reference images."
        });
      }
      const referenceVoiceIds = xaiOptions?.referenceVoiceIds;
      const referenceVoices = referenceVoiceIds?.map((voiceId) => ({
        voice_id: voiceId
      }));
      const referenceAudioInputs = [
        ...referenceAudios ?? [],
        ...referenceVoices ?? []
      ];
      if (referenceAudioInputs.length > 0) {
        if (referenceAudioInputs.length > 3) {
          warnings.push({
            type: "unsupported",
            feature: "inputReferences",
            details: "xAI reference-to-video supports at most 3 audio references. Only the first 3 were used."
          });
        }
        body.reference_audios = referenceAudioInputs.slice(0, 3);
      }
      if (body.resolution === "1080p") {
        warnings.push({
          type: "unsupported",
          feature: "resolution",
          details: "xAI reference-to-video is limited to 720p. The request was downgraded from 1080p to 720p."
        });
        body.resolution = "720p";
      }
    }
    if (body.resolution === "1080p" && this.modelId === "grok-imagine-video") {
      warnings.push({
        type: "unsupported",
        feature: "resolution",
        details: 'xAI model "grok-imagine-video" does not support 1080p. Use "grok-imagine-video-1.5" for 1080p, or a lower resolution. The request was sent with 1080p.'
      });
    }
    if (options.inputReferences != null && options.inputReferences.length > 0 && !hasReferenceImages) {
      warnings.push({
        type: "unsupported",
        feature: "inputReferences",
        details: hasImageInputReference(options) || hasAudioInputReference(options) ? "xAI only supports inputReferences for reference-to-video generation. The references were ignored." : "xAI reference-to-video requires at least one image or audio reference. The references were ignored."
      });
    }
    if (xaiOptions?.referenceVoiceIds != null && xaiOptions.referenceVoiceIds.length > 0 && !hasReferenceImages) {
      warnings.push({
        type: "unsupported",
        feature: "referenceVoiceIds",
        details: "xAI only supports reference voices for reference-to-video generation. The reference voices were ignored."
      });
    }
    if (!isExtension && xaiOptions?.user !== void 0) {
      body.user = xaiOptions.user;
    }
    if (xaiOptions != null) {
      for (const [key, value] of Object.entries(xaiOptions)) {
        if (![
          "mode",
          "pollIntervalMs",
          "pollTimeoutMs",
          "resolution",
          "videoUrl",
          "referenceImageUrls",
          "referenceVoiceIds",
          "keyframes",
          "storageOptions",
          "user"
        ].includes(key)) {
          body[key] = value;
        }
      }
    }
    return {
      body,
      warnings,
      xaiOptions,
      isEdit,
      isExtension,
      hasReferenceImages,
      effectiveMode
    };
  }
  async doStart(options) {
    const currentDate = this.config._internal?.currentDate?.() ?? /* @__PURE__ */ new Date();
    const { body, warnings, isEdit, isExtension } = await this.buildRequestBody(options);
    const baseURL = this.config.baseURL ?? "https://api.x.ai/v1";
    let endpoint;
    if (isEdit) {
      endpoint = `${baseURL}/videos/edits`;
    } else if (isExtension) {
      endpoint = `${baseURL}/videos/extensions`;
    } else {
      endpoint = `${baseURL}/videos/generations`;
    }
    const { value: createResponse, responseHeaders } = await postJsonToApi({
      url: endpoint,
      headers: combineHeaders(this.config.headers(), options.headers),
      body,
      failedResponseHandler: xaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        xaiCreateVideoResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const requestId = createResponse.request_id;
    if (!requestId) {
      throw new AISDKError({
        name: "XAI_VIDEO_GENERATION_ERROR",
        message: `No request_id returned from xAI API.`
      });
    }
    return {
      operation: { requestId },
      warnings,
      response: {
        timestamp: currentDate,
        modelId: this.modelId,
        headers: responseHeaders
      }
    };
  }
  async doStatus(options) {
    const currentDate = this.config._internal?.currentDate?.() ?? /* @__PURE__ */ new Date();
    const { requestId } = options.operation;
    const baseURL = this.config.baseURL ?? "https://api.x.ai/v1";
    const { value: statusResponse, responseHeaders } = await getFromApi({
      url: `${baseURL}/videos/${encodePathSegment2(requestId)}`,
      validateUrl: false,
      headers: combineHeaders(this.config.headers(), options.headers),
      successfulResponseHandler: xaiVideoStatusResponseHandler,
      failedResponseHandler: xaiFailedResponseHandler,
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    if (statusResponse.status === "expired") {
      return {
        status: "error",
        error: "Video generation request expired.",
        response: {
          timestamp: currentDate,
          modelId: this.modelId,
          headers: responseHeaders
        }
      };
    }
    if (statusResponse.status === "failed") {
      const errorDetails = statusResponse.error?.message ?? statusResponse.error?.code;
      return {
        status: "error",
        error: errorDetails != null ? `Video generation failed: ${errorDetails}` : "Video generation failed.",
        response: {
          timestamp: currentDate,
          modelId: this.modelId,
          headers: responseHeaders
        }
      };
    }
    if (statusResponse.status === "done" || statusResponse.status == null && statusResponse.video?.url) {
      const video = statusResponse.video;
      if (video?.respect_moderation === false) {
        return {
          status: "error",
          error: "Video generation was blocked due to a content policy violation.",
          response: {
            timestamp: currentDate,
            modelId: this.modelId,
            headers: responseHeaders
          }
        };
      }
      const videoUrl = video?.url ?? video?.file_output?.public_url ?? void 0;
      if (!videoUrl) {
        return {
          status: "error",
          error: "Video generation completed but no video URL was returned.",
          response: {
            timestamp: currentDate,
            modelId: this.modelId,
            headers: responseHeaders
          }
        };
      }
      return {
        status: "completed",
        videos: [{ type: "url", url: videoUrl, mediaType: "video/mp4" }],
        warnings: [],
        response: {
          timestamp: currentDate,
          modelId: this.modelId,
          headers: responseHeaders
        },
        providerMetadata: {
          xai: {
            requestId,
            videoUrl,
            ...video?.duration != null ? { duration: video.duration } : {},
            ...statusResponse.usage?.cost_in_usd_ticks != null ? { costInUsdTicks: statusResponse.usage.cost_in_usd_ticks } : {},
            ...statusResponse.progress != null ? { progress: statusResponse.progress } : {},
            ...video?.file_output != null ? {
              fileOutput: {
                fileId: video.file_output.file_id,
                filename: video.file_output.filename,
                ...video.file_output.expires_at != null ? {
                  expiresAt: video.file_output.expires_at
                } : {},
                ...video.file_output.public_url != null ? {
                  publicUrl: video.file_output.public_url
                } : {},
                ...video.file_output.public_url_error != null ? {
                  publicUrlError: video.file_output.public_url_error
                } : {},
                ...video.file_output.public_url_expires_at != null ? {
                  publicUrlExpiresAt: video.file_output.public_url_expires_at
                } : {}
              }
            } : {},
            ...video?.storage_error != null ? { storageError: video.storage_error } : {}
          }
        }
      };
    }
    return {
      status: "pending",
      response: {
        timestamp: currentDate,
        modelId: this.modelId,
        headers: responseHeaders
      }
    };
  }
};
var xaiCreateVideoResponseSchema = schemas/* object */.Ikc({
  request_id: schemas/* string */.YjP().nullish()
});
var xaiVideoStatusResponseSchema = schemas/* object */.Ikc({
  status: schemas/* string */.YjP().nullish(),
  video: schemas/* object */.Ikc({
    url: schemas/* string */.YjP().nullish(),
    duration: schemas/* number */.aig().nullish(),
    respect_moderation: schemas/* boolean */.zMY().nullish(),
    file_output: schemas/* object */.Ikc({
      file_id: schemas/* string */.YjP(),
      filename: schemas/* string */.YjP(),
      expires_at: schemas/* number */.aig().nullish(),
      public_url: schemas/* string */.YjP().nullish(),
      public_url_error: schemas/* string */.YjP().nullish(),
      public_url_expires_at: schemas/* number */.aig().nullish()
    }).nullish(),
    storage_error: schemas/* string */.YjP().nullish()
  }).nullish(),
  model: schemas/* string */.YjP().nullish(),
  usage: schemas/* object */.Ikc({
    cost_in_usd_ticks: schemas/* number */.aig().nullish()
  }).nullish(),
  progress: schemas/* number */.aig().nullish(),
  error: schemas/* object */.Ikc({
    code: schemas/* string */.YjP().nullish(),
    message: schemas/* string */.YjP().nullish()
  }).nullish()
});
var xaiVideoStatusJsonResponseHandler = createJsonResponseHandler(
  xaiVideoStatusResponseSchema
);
var MAX_PENDING_BODY_BYTES = 1024 * 1024;
var dist_textDecoder = new TextDecoder();
async function readPendingBody({
  response,
  url,
  requestBodyValues
}) {
  if (response.body == null) {
    return "";
  }
  const reader = response.body.getReader();
  const chunks = [];
  let totalBytes = 0;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      totalBytes += value.length;
      if (totalBytes > MAX_PENDING_BODY_BYTES) {
        throw new APICallError({
          message: `xAI video status response exceeded ${MAX_PENDING_BODY_BYTES} bytes`,
          url,
          requestBodyValues,
          statusCode: response.status,
          responseHeaders: extractResponseHeaders(response)
        });
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const merged = new Uint8Array(totalBytes);
  let offset = 0;
  for (const chunk of chunks) {
    merged.set(chunk, offset);
    offset += chunk.length;
  }
  return dist_textDecoder.decode(merged);
}
var xaiVideoStatusResponseHandler = async (options) => {
  if (options.response.status === 202) {
    const responseHeaders = extractResponseHeaders(options.response);
    const text = await readPendingBody(options);
    if (text.trim().length === 0) {
      return { responseHeaders, value: { status: "pending" } };
    }
    const parsed = await safeParseJSON({
      text,
      schema: xaiVideoStatusResponseSchema
    });
    return {
      responseHeaders,
      value: parsed.success ? parsed.value : { status: "pending" }
    };
  }
  return xaiVideoStatusJsonResponseHandler(options);
};

// src/xai-speech-model.ts



// src/xai-speech-model-options.ts


var xaiSpeechModelOptionsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * Sample rate of the generated audio in Hz.
       */
      sampleRate: schemas/* union */.KCZ([
        schemas/* literal */.euz(8e3),
        schemas/* literal */.euz(16e3),
        schemas/* literal */.euz(22050),
        schemas/* literal */.euz(24e3),
        schemas/* literal */.euz(44100),
        schemas/* literal */.euz(48e3)
      ]).nullish(),
      /**
       * MP3 bit rate in bits per second. Only applies when outputFormat is mp3.
       */
      bitRate: schemas/* union */.KCZ([
        schemas/* literal */.euz(32e3),
        schemas/* literal */.euz(64e3),
        schemas/* literal */.euz(96e3),
        schemas/* literal */.euz(128e3),
        schemas/* literal */.euz(192e3)
      ]).nullish(),
      /**
       * Reduce time to first audio chunk, trading some quality for latency.
       */
      optimizeStreamingLatency: schemas/* union */.KCZ([schemas/* literal */.euz(0), schemas/* literal */.euz(1), schemas/* literal */.euz(2)]).nullish(),
      /**
       * Normalize written-form text into spoken-form text before synthesis.
       */
      textNormalization: schemas/* boolean */.zMY().nullish(),
      /**
       * Return character-level timing metadata alongside the audio. When
       * enabled, the response carries per-character start/end times and the
       * total duration, exposed via `providerMetadata.xai`.
       */
      withTimestamps: schemas/* boolean */.zMY().nullish(),
      /**
       * Map of phrases to spoken substitutions applied before synthesis.
       * Values may be respellings (`{ 'Acme Mobile': 'Acme Mobull' }`) or IPA
       * phonetics (`{ nginx: '/ˈɛndʒɪn ˈɛks/' }`).
       */
      replace: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).nullish()
    })
  )
);

// src/xai-speech-model.ts
var XaiSpeechModel = class _XaiSpeechModel {
  constructor(modelId, config) {
    this.modelId = modelId;
    this.config = config;
    this.specificationVersion = "v4";
  }
  static [dist/* WORKFLOW_SERIALIZE */.V](model) {
    return serializeModelOptions({
      modelId: model.modelId,
      config: model.config
    });
  }
  static [dist/* WORKFLOW_DESERIALIZE */.C](options) {
    return new _XaiSpeechModel(options.modelId, options.config);
  }
  get provider() {
    return this.config.provider;
  }
  async getArgs({
    text,
    voice = "eve",
    outputFormat = "mp3",
    instructions,
    speed,
    language = "auto",
    providerOptions
  }) {
    const warnings = [];
    const xaiOptions = await parseProviderOptions({
      provider: "xai",
      providerOptions,
      schema: xaiSpeechModelOptionsSchema
    });
    let codec = "mp3";
    if (["mp3", "wav", "pcm", "mulaw", "alaw"].includes(outputFormat)) {
      codec = outputFormat;
    } else {
      warnings.push({
        type: "unsupported",
        feature: "outputFormat",
        details: `Unsupported output format: ${outputFormat}. Using mp3 instead.`
      });
    }
    if (instructions != null) {
      warnings.push({
        type: "unsupported",
        feature: "instructions",
        details: "xAI speech models do not support the `instructions` option. Use xAI speech tags in `text` to control delivery."
      });
    }
    const output_format = {
      codec
    };
    if (xaiOptions?.sampleRate != null) {
      output_format.sample_rate = xaiOptions.sampleRate;
    }
    if (xaiOptions?.bitRate != null) {
      if (codec === "mp3") {
        output_format.bit_rate = xaiOptions.bitRate;
      } else {
        warnings.push({
          type: "unsupported",
          feature: "providerOptions",
          details: "xAI `bitRate` is supported only for mp3 output. It was ignored."
        });
      }
    }
    const requestBody = {
      text,
      voice_id: voice,
      language,
      output_format,
      speed,
      optimize_streaming_latency: xaiOptions?.optimizeStreamingLatency,
      text_normalization: xaiOptions?.textNormalization,
      with_timestamps: xaiOptions?.withTimestamps,
      replace: xaiOptions?.replace
    };
    return {
      requestBody,
      warnings,
      withTimestamps: xaiOptions?.withTimestamps === true
    };
  }
  async doGenerate(options) {
    const currentDate = this.config._internal?.currentDate?.() ?? /* @__PURE__ */ new Date();
    const { requestBody, warnings, withTimestamps } = await this.getArgs(options);
    const { value, responseHeaders, rawValue } = await postJsonToApi({
      url: `${this.config.baseURL}/tts`,
      headers: combineHeaders(
        this.config.headers ? await resolve(this.config.headers) : void 0,
        options.headers
      ),
      body: requestBody,
      failedResponseHandler: xaiFailedResponseHandler,
      successfulResponseHandler: withTimestamps ? createJsonResponseHandler(xaiSpeechTimestampsResponseSchema) : createBinaryResponseHandler(),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    let audio;
    let envelope;
    if (value instanceof Uint8Array) {
      audio = value;
    } else {
      envelope = value;
      audio = envelope.audio != null ? convertBase64ToUint8Array(envelope.audio) : new Uint8Array(0);
    }
    const traceId = responseHeaders?.["x-trace-id"];
    return {
      audio,
      warnings,
      request: {
        body: JSON.stringify(requestBody)
      },
      response: {
        timestamp: currentDate,
        modelId: this.modelId,
        headers: responseHeaders,
        body: rawValue
      },
      providerMetadata: {
        xai: {
          ...traceId != null ? { traceId } : {},
          ...envelope?.duration != null ? { duration: envelope.duration } : {},
          ...envelope?.content_type != null ? { contentType: envelope.content_type } : {},
          ...envelope?.audio_timestamps != null ? {
            audioTimestamps: {
              graphChars: envelope.audio_timestamps.graph_chars,
              graphTimes: envelope.audio_timestamps.graph_times
            }
          } : {}
        }
      }
    };
  }
};
var xaiSpeechTimestampsResponseSchema = schemas/* object */.Ikc({
  audio: schemas/* string */.YjP().nullish(),
  content_type: schemas/* string */.YjP().nullish(),
  duration: schemas/* number */.aig().nullish(),
  audio_timestamps: schemas/* object */.Ikc({
    graph_chars: schemas/* array */.YOg(schemas/* string */.YjP()),
    graph_times: schemas/* array */.YOg(schemas/* tuple */.PVZ([schemas/* number */.aig(), schemas/* number */.aig()]))
  }).nullish()
});

// src/xai-transcription-model.ts




// src/xai-transcription-model-options.ts


var xaiTranscriptionModelOptionsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * Audio encoding for raw, headerless input audio.
       */
      audioFormat: schemas/* enum */.k5n(["pcm", "mulaw", "alaw"]).nullish(),
      /**
       * Sample rate of the input audio in Hz.
       */
      sampleRate: schemas/* union */.KCZ([
        schemas/* literal */.euz(8e3),
        schemas/* literal */.euz(16e3),
        schemas/* literal */.euz(22050),
        schemas/* literal */.euz(24e3),
        schemas/* literal */.euz(44100),
        schemas/* literal */.euz(48e3)
      ]).nullish(),
      /**
       * Language code used for inverse text normalization.
       */
      language: schemas/* string */.YjP().nullish(),
      /**
       * Enable inverse text normalization. Requires `language`.
       */
      format: schemas/* boolean */.zMY().nullish(),
      /**
       * Enable per-channel transcription for multichannel audio.
       */
      multichannel: schemas/* boolean */.zMY().nullish(),
      /**
       * Number of interleaved audio channels.
       */
      channels: schemas/* number */.aig().int().min(2).max(8).nullish(),
      /**
       * Enable speaker diarization.
       */
      diarize: schemas/* boolean */.zMY().nullish(),
      /**
       * Terms to bias transcription toward.
       */
      keyterm: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP())]).nullish(),
      /**
       * Include filler words such as "uh" and "um" in the transcript.
       */
      fillerWords: schemas/* boolean */.zMY().nullish(),
      /**
       * Options for streaming speech-to-text over WebSocket.
       */
      streaming: schemas/* object */.Ikc({
        /**
         * Emit interim transcript results while speech is being processed.
         */
        interimResults: schemas/* boolean */.zMY().optional(),
        /**
         * Silence duration in milliseconds before an utterance-final event.
         */
        endpointing: schemas/* number */.aig().int().min(0).max(5e3).optional(),
        /**
         * End-of-turn detection threshold. When set, enables Smart Turn.
         */
        smartTurn: schemas/* number */.aig().min(0).max(1).optional(),
        /**
         * Maximum silence duration in milliseconds before forcing speech_final.
         */
        smartTurnTimeout: schemas/* number */.aig().int().min(1).max(5e3).optional()
      }).optional()
    })
  )
);

// src/xai-transcription-model.ts
var XaiTranscriptionModel = class _XaiTranscriptionModel {
  constructor(modelId, config) {
    this.modelId = modelId;
    this.config = config;
    this.specificationVersion = "v4";
  }
  static [dist/* WORKFLOW_SERIALIZE */.V](model) {
    return serializeModelOptions({
      modelId: model.modelId,
      config: model.config
    });
  }
  static [dist/* WORKFLOW_DESERIALIZE */.C](options) {
    return new _XaiTranscriptionModel(options.modelId, options.config);
  }
  get provider() {
    return this.config.provider;
  }
  async getArgs({
    audio,
    mediaType,
    providerOptions
  }) {
    const warnings = [];
    const xaiOptions = await parseProviderOptions({
      provider: "xai",
      providerOptions,
      schema: xaiTranscriptionModelOptionsSchema
    });
    const formData = new FormData();
    const transcriptionOptions = {
      audio_format: xaiOptions?.audioFormat,
      sample_rate: xaiOptions?.sampleRate,
      language: xaiOptions?.language,
      format: xaiOptions?.format,
      multichannel: xaiOptions?.multichannel,
      channels: xaiOptions?.channels,
      diarize: xaiOptions?.diarize,
      filler_words: xaiOptions?.fillerWords
    };
    for (const [key, value] of Object.entries(transcriptionOptions)) {
      if (value != null) {
        formData.append(key, String(value));
      }
    }
    if (xaiOptions?.keyterm != null) {
      const keyterms = Array.isArray(xaiOptions.keyterm) ? xaiOptions.keyterm : [xaiOptions.keyterm];
      for (const keyterm of keyterms) {
        formData.append("keyterm", keyterm);
      }
    }
    const blob = audio instanceof Uint8Array ? new Blob([audio]) : new Blob([convertBase64ToUint8Array(audio)]);
    const fileExtension = mediaTypeToExtension(mediaType);
    formData.append(
      "file",
      new File([blob], "audio", { type: mediaType }),
      `audio.${fileExtension}`
    );
    return { formData, warnings };
  }
  async doGenerate(options) {
    const currentDate = this.config._internal?.currentDate?.() ?? /* @__PURE__ */ new Date();
    const { formData, warnings } = await this.getArgs(options);
    const {
      value: response,
      responseHeaders,
      rawValue: rawResponse
    } = await postFormDataToApi({
      url: `${this.config.baseURL ?? "https://api.x.ai/v1"}/stt`,
      headers: combineHeaders(this.config.headers?.(), options.headers),
      formData,
      failedResponseHandler: xaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        xaiTranscriptionResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    return {
      text: response.text,
      segments: response.words?.map((word) => ({
        text: word.text,
        startSecond: word.start,
        endSecond: word.end
      })) ?? [],
      language: response.language || void 0,
      durationInSeconds: response.duration ?? void 0,
      warnings,
      response: {
        timestamp: currentDate,
        modelId: this.modelId,
        headers: responseHeaders,
        body: rawResponse
      }
    };
  }
  async doStream(options) {
    const currentDate = this.config._internal?.currentDate?.() ?? /* @__PURE__ */ new Date();
    const warnings = [];
    const xaiOptions = await parseProviderOptions({
      provider: "xai",
      providerOptions: options.providerOptions,
      schema: xaiTranscriptionModelOptionsSchema
    });
    if (xaiOptions?.multichannel === true && xaiOptions.channels == null) {
      throw new InvalidArgumentError({
        argument: "providerOptions",
        message: "providerOptions.xai.channels is required when providerOptions.xai.multichannel is true"
      });
    }
    if (xaiOptions?.format != null) {
      warnings.push({
        type: "unsupported",
        feature: "providerOptions.xai.format",
        details: "xAI streaming transcription does not support format."
      });
    }
    if (xaiOptions?.audioFormat == null && !isKnownInputAudioFormat(options.inputAudioFormat.type)) {
      warnings.push({
        type: "other",
        message: `Unrecognized inputAudioFormat.type "${options.inputAudioFormat.type}"; falling back to raw PCM encoding. Use audio/pcm, audio/pcmu, or audio/pcma, or set providerOptions.xai.audioFormat explicitly.`
      });
    }
    const url = buildXaiStreamingTranscriptionUrl({
      baseURL: this.config.baseURL ?? "https://api.x.ai/v1",
      inputAudioFormat: options.inputAudioFormat,
      providerOptions: xaiOptions
    });
    const headers = combineHeaders(this.config.headers?.(), options.headers);
    return {
      request: { body: url.toString() },
      response: {
        timestamp: currentDate,
        modelId: this.modelId
      },
      stream: createXaiStreamingTranscriptionStream({
        webSocket: this.config.webSocket,
        url,
        headers,
        warnings,
        language: xaiOptions?.language ?? void 0,
        expectedDoneCount: xaiOptions?.multichannel === true ? xaiOptions.channels : 1,
        audio: options.audio,
        abortSignal: options.abortSignal,
        includeRawChunks: options.includeRawChunks
      })
    };
  }
};
function createXaiStreamingTranscriptionStream({
  webSocket,
  url,
  headers,
  warnings,
  language,
  expectedDoneCount,
  audio,
  abortSignal,
  includeRawChunks
}) {
  let finished = false;
  let cleanup = () => {
  };
  return new ReadableStream({
    start: (controller) => {
      const doneTexts = /* @__PURE__ */ new Map();
      const finalizedTexts = /* @__PURE__ */ new Map();
      const pendingTexts = /* @__PURE__ */ new Map();
      let doneDuration;
      let audioReader;
      let connection;
      cleanup = (closeCode) => {
        if (audioReader != null) {
          void audioReader.cancel().catch(() => {
          });
        } else {
          void audio.cancel().catch(() => {
          });
        }
        connection?.close(closeCode);
      };
      const finishWithError = (error) => {
        if (finished) return;
        finished = true;
        cleanup();
        controller.error(error);
      };
      const maybeFinish = () => {
        if (finished || doneTexts.size < expectedDoneCount) return;
        finished = true;
        const text = [...doneTexts.entries()].sort(([a], [b]) => a - b).map(([, value]) => value).join("\n");
        controller.enqueue({
          type: "finish",
          text,
          segments: [],
          language,
          durationInSeconds: doneDuration
        });
        controller.close();
        cleanup(1e3);
      };
      const sendAudio = async (socket) => {
        audioReader = audio.getReader();
        try {
          while (true) {
            const { done, value } = await audioReader.read();
            if (done || finished) break;
            socket.send(
              value instanceof Uint8Array ? value : convertBase64ToUint8Array(value)
            );
            await waitForWebSocketBufferDrain(socket);
          }
        } finally {
          audioReader.releaseLock();
          audioReader = void 0;
        }
        if (!finished) {
          socket.send(JSON.stringify({ type: "audio.done" }));
        }
      };
      connection = connectToWebSocket({
        url,
        headers,
        webSocket,
        abortSignal,
        onAbort: finishWithError,
        onProcessingError: finishWithError,
        onMessageText: async (text) => {
          const parsed = await safeParseJSON({ text });
          if (!parsed.success) return;
          const raw = parsed.value;
          if (includeRawChunks) {
            controller.enqueue({ type: "raw", rawValue: raw });
          }
          switch (raw.type) {
            case "transcript.created": {
              controller.enqueue({ type: "stream-start", warnings });
              const socket = connection?.socket;
              if (socket == null) {
                finishWithError(new Error("WebSocket is not connected."));
                break;
              }
              void sendAudio(socket).catch(finishWithError);
              break;
            }
            case "transcript.partial": {
              const id = channelId(raw.channel_index);
              const channelIndex = raw.channel_index ?? 0;
              if (raw.is_final && raw.speech_final) {
                const timing = timingFromXaiEvent(raw);
                if (raw.text) {
                  finalizedTexts.set(channelIndex, [
                    ...finalizedTexts.get(channelIndex) ?? [],
                    raw.text
                  ]);
                }
                pendingTexts.delete(channelIndex);
                controller.enqueue({
                  type: "transcript-final",
                  id,
                  text: raw.text ?? "",
                  ...timing,
                  channelIndex: raw.channel_index
                });
              } else {
                pendingTexts.set(channelIndex, raw.text ?? "");
                controller.enqueue({
                  type: "transcript-partial",
                  id,
                  text: raw.text ?? "",
                  startSecond: raw.start,
                  durationInSeconds: raw.duration,
                  channelIndex: raw.channel_index
                });
              }
              break;
            }
            case "transcript.done": {
              const channelIndex = raw.channel_index ?? 0;
              const accumulated = [
                ...finalizedTexts.get(channelIndex) ?? [],
                ...pendingTexts.get(channelIndex) ? [pendingTexts.get(channelIndex)] : []
              ].join(" ");
              doneTexts.set(channelIndex, raw.text || accumulated);
              doneDuration = raw.duration ?? doneDuration;
              maybeFinish();
              break;
            }
            case "error": {
              finishWithError(new Error(raw.message ?? "xAI STT error"));
              break;
            }
          }
        },
        onSocketError: () => {
          finishWithError(
            new Error(
              "xAI streaming transcription error." + (webSocket == null ? " Note: the native WebSocket implementation in browsers, Node.js, Deno, and Bun cannot send the Authorization header required by xAI. Pass a header-capable WebSocket implementation (e.g. the 'ws' package) via createXai({ webSocket })." : "")
            )
          );
        },
        onClose: () => {
          if (finished) return;
          finished = true;
          cleanup();
          controller.close();
        }
      });
    },
    cancel: () => {
      if (finished) return;
      finished = true;
      cleanup();
    }
  });
}
function buildXaiStreamingTranscriptionUrl({
  baseURL,
  inputAudioFormat,
  providerOptions
}) {
  const url = toWebSocketUrl(`${baseURL}/stt`);
  appendSearchParam(
    url,
    "sample_rate",
    providerOptions?.sampleRate ?? inputAudioFormat.rate
  );
  appendSearchParam(
    url,
    "encoding",
    providerOptions?.audioFormat ?? encodingFromInputAudioFormat(inputAudioFormat.type)
  );
  appendSearchParam(url, "language", providerOptions?.language);
  appendSearchParam(url, "diarize", providerOptions?.diarize);
  appendSearchParam(url, "filler_words", providerOptions?.fillerWords);
  appendSearchParam(url, "multichannel", providerOptions?.multichannel);
  appendSearchParam(url, "channels", providerOptions?.channels);
  appendSearchParam(
    url,
    "interim_results",
    providerOptions?.streaming?.interimResults
  );
  appendSearchParam(
    url,
    "endpointing",
    providerOptions?.streaming?.endpointing
  );
  appendSearchParam(url, "smart_turn", providerOptions?.streaming?.smartTurn);
  appendSearchParam(
    url,
    "smart_turn_timeout",
    providerOptions?.streaming?.smartTurnTimeout
  );
  if (providerOptions?.keyterm != null) {
    const keyterms = Array.isArray(providerOptions.keyterm) ? providerOptions.keyterm : [providerOptions.keyterm];
    for (const keyterm of keyterms) {
      url.searchParams.append("keyterm", keyterm);
    }
  }
  return url;
}
function appendSearchParam(url, key, value) {
  if (value != null) {
    url.searchParams.set(key, String(value));
  }
}
function isKnownInputAudioFormat(type) {
  return type === "audio/pcm" || type === "audio/pcmu" || type === "audio/pcma";
}
function encodingFromInputAudioFormat(type) {
  switch (type) {
    case "audio/pcmu":
      return "mulaw";
    case "audio/pcma":
      return "alaw";
    default:
      return "pcm";
  }
}
function channelId(channelIndex) {
  return channelIndex == null ? void 0 : `channel-${channelIndex}`;
}
function timingFromXaiEvent(event) {
  return {
    ...event.start != null ? { startSecond: event.start } : {},
    ...event.start != null && event.duration != null ? { endSecond: event.start + event.duration } : {}
  };
}
var xaiTranscriptionResponseSchema = schemas/* object */.Ikc({
  text: schemas/* string */.YjP(),
  language: schemas/* string */.YjP().nullish(),
  duration: schemas/* number */.aig().nullish(),
  words: schemas/* array */.YOg(
    schemas/* object */.Ikc({
      text: schemas/* string */.YjP(),
      start: schemas/* number */.aig(),
      end: schemas/* number */.aig()
    })
  ).nullish()
});

// src/xai-provider.ts
function createXai(options = {}) {
  const baseURL = withoutTrailingSlash(
    options.baseURL ?? "https://api.x.ai/v1"
  );
  const getHeaders = () => withUserAgentSuffix(
    {
      Authorization: `Bearer ${loadApiKey({
        apiKey: options.apiKey,
        environmentVariableName: "XAI_API_KEY",
        description: "xAI API key"
      })}`,
      ...options.headers
    },
    `ai-sdk-xai/${dist_VERSION}`
  );
  const createResponsesLanguageModel = (modelId) => {
    return new XaiResponsesLanguageModel(modelId, {
      provider: "xai.responses",
      baseURL,
      headers: getHeaders,
      generateId: generateId,
      fetch: options.fetch
    });
  };
  const createImageModel = (modelId) => {
    return new XaiImageModel(modelId, {
      provider: "xai.image",
      baseURL,
      headers: getHeaders,
      fetch: options.fetch
    });
  };
  const createVideoModel = (modelId) => {
    return new XaiVideoModel(modelId, {
      provider: "xai.video",
      baseURL,
      headers: getHeaders,
      fetch: options.fetch
    });
  };
  const createRealtimeModel = (modelId) => {
    return new XaiRealtimeModel(modelId, {
      provider: "xai.realtime",
      baseURL: baseURL ?? "https://api.x.ai/v1",
      headers: getHeaders,
      fetch: options.fetch
    });
  };
  const createSpeechModel = () => {
    return new XaiSpeechModel("", {
      provider: "xai.speech",
      baseURL,
      headers: getHeaders,
      fetch: options.fetch
    });
  };
  const createTranscriptionModel = () => {
    return new XaiTranscriptionModel("", {
      provider: "xai.transcription",
      baseURL,
      headers: getHeaders,
      fetch: options.fetch,
      webSocket: options.webSocket
    });
  };
  const experimentalRealtimeFactory = Object.assign(
    (modelId) => createRealtimeModel(modelId),
    {
      getToken: async (tokenOptions) => {
        const model = createRealtimeModel(tokenOptions.model);
        const secret = await model.doCreateClientSecret({
          sessionConfig: tokenOptions.sessionConfig,
          expiresAfterSeconds: tokenOptions.expiresAfterSeconds
        });
        return {
          token: secret.token,
          url: secret.url,
          expiresAt: secret.expiresAt
        };
      }
    }
  );
  const createFiles = () => new XaiFiles({
    provider: "xai.files",
    baseURL,
    headers: getHeaders,
    fetch: options.fetch
  });
  const createBatch = () => new XaiBatch({
    provider: "xai.batch",
    config: {
      provider: "xai.responses",
      baseURL,
      headers: getHeaders,
      generateId: generateId,
      fetch: options.fetch
    }
  });
  const provider = (modelId) => createResponsesLanguageModel(modelId);
  provider.specificationVersion = "v4";
  provider.languageModel = createResponsesLanguageModel;
  provider.responses = createResponsesLanguageModel;
  provider.embeddingModel = (modelId) => {
    throw new NoSuchModelError({ modelId, modelType: "embeddingModel" });
  };
  provider.textEmbeddingModel = provider.embeddingModel;
  provider.imageModel = createImageModel;
  provider.image = createImageModel;
  provider.videoModel = createVideoModel;
  provider.video = createVideoModel;
  provider.experimental_realtime = experimentalRealtimeFactory;
  provider.speechModel = createSpeechModel;
  provider.speech = createSpeechModel;
  provider.transcriptionModel = createTranscriptionModel;
  provider.transcription = createTranscriptionModel;
  provider.files = createFiles;
  provider.experimental_batch = createBatch;
  provider.tools = xaiTools;
  return provider;
}
var xai = createXai();

//# sourceMappingURL=index.js.map

/***/ })

};

//# sourceMappingURL=1220.index.js.map