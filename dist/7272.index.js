export const id = 7272;
export const ids = [7272];
export const modules = {

/***/ 66103:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ baggageEntryMetadataFromString),
  L: () => (/* binding */ createBaggage)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/api/diag.mjs + 2 modules
var diag = __webpack_require__(7740);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/baggage/internal/baggage-impl.mjs
//#region src/baggage/internal/baggage-impl.ts
var BaggageImpl = class BaggageImpl {
	constructor(entries) {
		this._entries = entries ? new Map(entries) : /* @__PURE__ */ new Map();
	}
	getEntry(key) {
		const entry = this._entries.get(key);
		if (!entry) return;
		return Object.assign({}, entry);
	}
	getAllEntries() {
		return Array.from(this._entries.entries());
	}
	setEntry(key, entry) {
		const newBaggage = new BaggageImpl(this._entries);
		newBaggage._entries.set(key, entry);
		return newBaggage;
	}
	removeEntry(key) {
		const newBaggage = new BaggageImpl(this._entries);
		newBaggage._entries.delete(key);
		return newBaggage;
	}
	removeEntries(...keys) {
		const newBaggage = new BaggageImpl(this._entries);
		for (const key of keys) newBaggage._entries.delete(key);
		return newBaggage;
	}
	clear() {
		return new BaggageImpl();
	}
};
//#endregion


//# sourceMappingURL=baggage-impl.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/baggage/internal/symbol.mjs
//#region src/baggage/internal/symbol.ts
/**
* Symbol used to make BaggageEntryMetadata an opaque type
*/
const baggageEntryMetadataSymbol = Symbol("BaggageEntryMetadata");
//#endregion


//# sourceMappingURL=symbol.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/baggage/utils.mjs



//#region src/baggage/utils.ts
const utils_diag = diag/* DiagAPI */.K.instance();
/**
* Create a new Baggage with optional entries
*
* @param entries An array of baggage entries the new baggage should contain
*/
function createBaggage(entries = {}) {
	return new BaggageImpl(new Map(Object.entries(entries)));
}
/**
* Create a serializable BaggageEntryMetadata object from a string.
*
* @param str string metadata. Format is currently not defined by the spec and has no special meaning.
*
* @since 1.0.0
*/
function baggageEntryMetadataFromString(str) {
	if (typeof str !== "string") {
		utils_diag.error(`Cannot create baggage metadata from unknown type: ${typeof str}`);
		str = "";
	}
	return {
		__TYPE__: baggageEntryMetadataSymbol,
		toString() {
			return str;
		}
	};
}
//#endregion


//# sourceMappingURL=utils.mjs.map

/***/ }),

/***/ 7272:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DiagConsoleLogger: () => (/* reexport */ DiagConsoleLogger),
  DiagLogLevel: () => (/* reexport */ DiagLogLevel),
  INVALID_SPANID: () => (/* reexport */ invalid_span_constants/* INVALID_SPANID */.w9),
  INVALID_SPAN_CONTEXT: () => (/* reexport */ invalid_span_constants/* INVALID_SPAN_CONTEXT */.dM),
  INVALID_TRACEID: () => (/* reexport */ invalid_span_constants/* INVALID_TRACEID */.RH),
  ProxyTracer: () => (/* reexport */ ProxyTracer/* ProxyTracer */.y),
  ProxyTracerProvider: () => (/* reexport */ ProxyTracerProvider/* ProxyTracerProvider */.n),
  ROOT_CONTEXT: () => (/* reexport */ context/* ROOT_CONTEXT */.l),
  SamplingDecision: () => (/* reexport */ SamplingResult/* SamplingDecision */.i),
  SeverityNumber: () => (/* reexport */ SeverityNumber),
  SpanKind: () => (/* reexport */ span_kind/* SpanKind */.v),
  SpanStatusCode: () => (/* reexport */ trace_status/* SpanStatusCode */.s),
  TraceFlags: () => (/* reexport */ trace_flags/* TraceFlags */.X),
  ValueType: () => (/* reexport */ ValueType),
  baggageEntryMetadataFromString: () => (/* reexport */ utils/* baggageEntryMetadataFromString */.B),
  context: () => (/* reexport */ context_api/* context */._),
  createContextKey: () => (/* reexport */ context/* createContextKey */.n),
  createNoopLogger: () => (/* reexport */ createNoopLogger),
  createNoopMeter: () => (/* reexport */ NoopMeter/* createNoopMeter */.Ac),
  createTraceState: () => (/* reexport */ createTraceState),
  "default": () => (/* binding */ src_default),
  defaultTextMapGetter: () => (/* reexport */ defaultTextMapGetter),
  defaultTextMapSetter: () => (/* reexport */ defaultTextMapSetter),
  diag: () => (/* reexport */ diag_api/* diag */.s),
  isSpanContextValid: () => (/* reexport */ spancontext_utils/* isSpanContextValid */.YA),
  isValidSpanId: () => (/* reexport */ spancontext_utils/* isValidSpanId */.wN),
  isValidTraceId: () => (/* reexport */ spancontext_utils/* isValidTraceId */.hX),
  logs: () => (/* reexport */ logs),
  metrics: () => (/* reexport */ metrics),
  propagation: () => (/* reexport */ propagation),
  trace: () => (/* reexport */ trace_api/* trace */.u)
});

;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/diag/types.mjs
//#region src/diag/types.ts
/**
* Defines the available internal logging levels for the diagnostic logger, the numeric values
* of the levels are defined to match the original values from the initial LogLevel to avoid
* compatibility/migration issues for any implementation that assume the numeric ordering.
*
* @since 1.0.0
*/
let DiagLogLevel = /* @__PURE__ */ function(DiagLogLevel) {
	/** Diagnostic Logging level setting to disable all logging (except and forced logs) */
	DiagLogLevel[DiagLogLevel["NONE"] = 0] = "NONE";
	/** Identifies an error scenario */
	DiagLogLevel[DiagLogLevel["ERROR"] = 30] = "ERROR";
	/** Identifies a warning scenario */
	DiagLogLevel[DiagLogLevel["WARN"] = 50] = "WARN";
	/** General informational log message */
	DiagLogLevel[DiagLogLevel["INFO"] = 60] = "INFO";
	/** General debug log message */
	DiagLogLevel[DiagLogLevel["DEBUG"] = 70] = "DEBUG";
	/**
	* Detailed trace level logging should only be used for development, should only be set
	* in a development environment.
	*/
	DiagLogLevel[DiagLogLevel["VERBOSE"] = 80] = "VERBOSE";
	/** Used to set the logging level to include all logging */
	DiagLogLevel[DiagLogLevel["ALL"] = 9999] = "ALL";
	return DiagLogLevel;
}({});
//#endregion


//# sourceMappingURL=types.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/baggage/utils.mjs + 2 modules
var utils = __webpack_require__(66103);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context/context.mjs
var context = __webpack_require__(11802);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/diag/consoleLogger.mjs
//#region src/diag/consoleLogger.ts
const consoleMap = [
	{
		n: "error",
		c: "error"
	},
	{
		n: "warn",
		c: "warn"
	},
	{
		n: "info",
		c: "info"
	},
	{
		n: "debug",
		c: "debug"
	},
	{
		n: "verbose",
		c: "trace"
	}
];
const _originalConsoleMethods = {};
if (typeof console !== "undefined") {
	for (const key of [
		"error",
		"warn",
		"info",
		"debug",
		"trace",
		"log"
	]) if (typeof console[key] === "function") _originalConsoleMethods[key] = console[key];
}
/**
* A simple Immutable Console based diagnostic logger which will output any messages to the Console.
* If you want to limit the amount of logging to a specific level or lower use the
* {@link createLogLevelDiagLogger}
*
* @since 1.0.0
*/
var DiagConsoleLogger = class {
	constructor() {
		function _consoleFunc(funcName) {
			return function(...args) {
				let theFunc = _originalConsoleMethods[funcName];
				if (typeof theFunc !== "function") theFunc = _originalConsoleMethods["log"];
				if (typeof theFunc !== "function" && console) {
					theFunc = console[funcName];
					if (typeof theFunc !== "function") theFunc = console.log;
				}
				if (typeof theFunc === "function") return theFunc.apply(console, args);
			};
		}
		for (let i = 0; i < consoleMap.length; i++) this[consoleMap[i].n] = _consoleFunc(consoleMap[i].c);
	}
};
//#endregion


//# sourceMappingURL=consoleLogger.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/metrics/NoopMeter.mjs
var NoopMeter = __webpack_require__(72502);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/metrics/Metric.mjs
//#region src/metrics/Metric.ts
/**
* The Type of value. It describes how the data is reported.
*
* @since 1.3.0
*/
let ValueType = /* @__PURE__ */ function(ValueType) {
	ValueType[ValueType["INT"] = 0] = "INT";
	ValueType[ValueType["DOUBLE"] = 1] = "DOUBLE";
	return ValueType;
}({});
//#endregion


//# sourceMappingURL=Metric.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/logs/NoopLogger.mjs
//#region src/logs/NoopLogger.ts
var NoopLogger = class {
	emit(_logRecord) {}
	enabled() {
		return false;
	}
};
const NOOP_LOGGER = new NoopLogger();
/**
* Create a no-op Logger
*/
function createNoopLogger() {
	return NOOP_LOGGER;
}
//#endregion


//# sourceMappingURL=NoopLogger.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/logs/LogRecord.mjs
//#region src/logs/LogRecord.ts
let SeverityNumber = /* @__PURE__ */ function(SeverityNumber) {
	SeverityNumber[SeverityNumber["UNSPECIFIED"] = 0] = "UNSPECIFIED";
	SeverityNumber[SeverityNumber["TRACE"] = 1] = "TRACE";
	SeverityNumber[SeverityNumber["TRACE2"] = 2] = "TRACE2";
	SeverityNumber[SeverityNumber["TRACE3"] = 3] = "TRACE3";
	SeverityNumber[SeverityNumber["TRACE4"] = 4] = "TRACE4";
	SeverityNumber[SeverityNumber["DEBUG"] = 5] = "DEBUG";
	SeverityNumber[SeverityNumber["DEBUG2"] = 6] = "DEBUG2";
	SeverityNumber[SeverityNumber["DEBUG3"] = 7] = "DEBUG3";
	SeverityNumber[SeverityNumber["DEBUG4"] = 8] = "DEBUG4";
	SeverityNumber[SeverityNumber["INFO"] = 9] = "INFO";
	SeverityNumber[SeverityNumber["INFO2"] = 10] = "INFO2";
	SeverityNumber[SeverityNumber["INFO3"] = 11] = "INFO3";
	SeverityNumber[SeverityNumber["INFO4"] = 12] = "INFO4";
	SeverityNumber[SeverityNumber["WARN"] = 13] = "WARN";
	SeverityNumber[SeverityNumber["WARN2"] = 14] = "WARN2";
	SeverityNumber[SeverityNumber["WARN3"] = 15] = "WARN3";
	SeverityNumber[SeverityNumber["WARN4"] = 16] = "WARN4";
	SeverityNumber[SeverityNumber["ERROR"] = 17] = "ERROR";
	SeverityNumber[SeverityNumber["ERROR2"] = 18] = "ERROR2";
	SeverityNumber[SeverityNumber["ERROR3"] = 19] = "ERROR3";
	SeverityNumber[SeverityNumber["ERROR4"] = 20] = "ERROR4";
	SeverityNumber[SeverityNumber["FATAL"] = 21] = "FATAL";
	SeverityNumber[SeverityNumber["FATAL2"] = 22] = "FATAL2";
	SeverityNumber[SeverityNumber["FATAL3"] = 23] = "FATAL3";
	SeverityNumber[SeverityNumber["FATAL4"] = 24] = "FATAL4";
	return SeverityNumber;
}({});
//#endregion


//# sourceMappingURL=LogRecord.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/propagation/TextMapPropagator.mjs
//#region src/propagation/TextMapPropagator.ts
/**
* @since 1.0.0
*/
const defaultTextMapGetter = {
	get(carrier, key) {
		if (carrier == null) return;
		return carrier[key];
	},
	keys(carrier) {
		if (carrier == null) return [];
		return Object.keys(carrier);
	}
};
/**
* @since 1.0.0
*/
const defaultTextMapSetter = { set(carrier, key, value) {
	if (carrier == null) return;
	carrier[key] = value;
} };
//#endregion


//# sourceMappingURL=TextMapPropagator.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/trace_flags.mjs
var trace_flags = __webpack_require__(38574);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/invalid-span-constants.mjs
var invalid_span_constants = __webpack_require__(90089);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/spancontext-utils.mjs
var spancontext_utils = __webpack_require__(48268);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/ProxyTracer.mjs
var ProxyTracer = __webpack_require__(54118);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/span_kind.mjs
var span_kind = __webpack_require__(3428);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/status.mjs
var trace_status = __webpack_require__(91213);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace/internal/tracestate-validators.mjs
//#region src/trace/internal/tracestate-validators.ts
const VALID_KEY_CHAR_RANGE = "[_0-9a-z-*/]";
const VALID_KEY_REGEX = new RegExp(`^(?:${`[a-z]${VALID_KEY_CHAR_RANGE}{0,255}`}|${`[a-z0-9]${VALID_KEY_CHAR_RANGE}{0,240}@[a-z]${VALID_KEY_CHAR_RANGE}{0,13}`})$`);
const VALID_VALUE_BASE_REGEX = /^[ -~]{0,255}[!-~]$/;
const INVALID_VALUE_COMMA_EQUAL_REGEX = /,|=/;
/**
* Key is opaque string up to 256 characters printable. It MUST begin with a
* lowercase letter, and can only contain lowercase letters a-z, digits 0-9,
* underscores _, dashes -, asterisks *, and forward slashes /.
* For multi-tenant vendor scenarios, an at sign (@) can be used to prefix the
* vendor name. Vendors SHOULD set the tenant ID at the beginning of the key.
* see https://www.w3.org/TR/trace-context/#key
*/
function validateKey(key) {
	return VALID_KEY_REGEX.test(key);
}
/**
* Value is opaque string up to 256 characters printable ASCII RFC0020
* characters (i.e., the range 0x20 to 0x7E) except comma , and =.
*/
function validateValue(value) {
	return VALID_VALUE_BASE_REGEX.test(value) && !INVALID_VALUE_COMMA_EQUAL_REGEX.test(value);
}
//#endregion


//# sourceMappingURL=tracestate-validators.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace/internal/tracestate-impl.mjs

//#region src/trace/internal/tracestate-impl.ts
const MAX_TRACE_STATE_ITEMS = 32;
const MAX_TRACE_STATE_LEN = 512;
const LIST_MEMBERS_SEPARATOR = ",";
const LIST_MEMBER_KEY_VALUE_SPLITTER = "=";
/**
* TraceState must be a class and not a simple object type because of the spec
* requirement (https://www.w3.org/TR/trace-context/#tracestate-field).
*
* Here is the list of allowed mutations:
* - New key-value pair should be added into the beginning of the list
* - The value of any key can be updated. Modified keys MUST be moved to the
* beginning of the list.
*
* @deprecated Use TraceState from "@opentelemetry/core". This will be removed in the next major version.
*/
var TraceStateImpl = class TraceStateImpl {
	constructor(rawTraceState) {
		this._internalState = /* @__PURE__ */ new Map();
		if (rawTraceState) this._parse(rawTraceState);
	}
	set(key, value) {
		const currValue = this._internalState.get(key);
		let newLength = this.serialize().length;
		if (typeof currValue === "string") newLength += value.length - currValue.length;
		else {
			if (this._internalState.size >= MAX_TRACE_STATE_ITEMS) return this;
			newLength += key.length + value.length + (this._internalState.size > 0 ? 2 : 1);
		}
		if (newLength > MAX_TRACE_STATE_LEN) return this;
		const traceState = this._clone();
		if (traceState._internalState.has(key)) traceState._internalState.delete(key);
		traceState._internalState.set(key, value);
		return traceState;
	}
	unset(key) {
		const traceState = this._clone();
		traceState._internalState.delete(key);
		return traceState;
	}
	get(key) {
		return this._internalState.get(key);
	}
	serialize() {
		return Array.from(this._internalState.keys()).reduceRight((agg, key) => {
			agg.push(key + LIST_MEMBER_KEY_VALUE_SPLITTER + this.get(key));
			return agg;
		}, []).join(LIST_MEMBERS_SEPARATOR);
	}
	_parse(rawTraceState) {
		if (rawTraceState.length > MAX_TRACE_STATE_LEN) return;
		this._internalState = rawTraceState.split(LIST_MEMBERS_SEPARATOR).reduceRight((agg, part) => {
			const listMember = part.trim();
			const i = listMember.indexOf(LIST_MEMBER_KEY_VALUE_SPLITTER);
			if (i !== -1) {
				const key = listMember.slice(0, i);
				const value = listMember.slice(i + 1, part.length);
				if (validateKey(key) && validateValue(value)) agg.set(key, value);
			}
			return agg;
		}, /* @__PURE__ */ new Map());
		if (this._internalState.size > MAX_TRACE_STATE_ITEMS) this._internalState = new Map(Array.from(this._internalState.entries()).reverse().slice(0, MAX_TRACE_STATE_ITEMS));
	}
	_keys() {
		return Array.from(this._internalState.keys()).reverse();
	}
	_clone() {
		const traceState = new TraceStateImpl();
		traceState._internalState = new Map(this._internalState);
		return traceState;
	}
};
//#endregion


//# sourceMappingURL=tracestate-impl.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace/internal/utils.mjs

//#region src/trace/internal/utils.ts
/**
* @deprecated Use TraceState from "@opentelemetry/core". This will be removed in the next major version.
* @since 1.1.0
*/
function createTraceState(rawTraceState) {
	return new TraceStateImpl(rawTraceState);
}
//#endregion


//# sourceMappingURL=utils.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/ProxyTracerProvider.mjs + 1 modules
var ProxyTracerProvider = __webpack_require__(65439);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/SamplingResult.mjs
var SamplingResult = __webpack_require__(96411);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context-api.mjs
var context_api = __webpack_require__(78921);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/internal/global-utils.mjs + 2 modules
var global_utils = __webpack_require__(92466);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/api/diag.mjs + 2 modules
var diag = __webpack_require__(7740);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/logs/NoopLoggerProvider.mjs

//#region src/logs/NoopLoggerProvider.ts
var NoopLoggerProvider = class {
	getLogger(_name, _version, _options) {
		return new NoopLogger();
	}
};
const NOOP_LOGGER_PROVIDER = new NoopLoggerProvider();
//#endregion


//# sourceMappingURL=NoopLoggerProvider.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/logs/ProxyLogger.mjs

//#region src/logs/ProxyLogger.ts
var ProxyLogger = class {
	constructor(provider, name, version, options) {
		this._provider = provider;
		this.name = name;
		this.version = version;
		this.options = options;
	}
	/**
	* Emit a log record. This method should only be used by log appenders.
	*
	* @param logRecord
	*/
	emit(logRecord) {
		this._getLogger().emit(logRecord);
	}
	enabled(options) {
		return this._getLogger().enabled(options);
	}
	/**
	* Try to get a logger from the proxy logger provider.
	* If the proxy logger provider has no delegate, return a noop logger.
	*/
	_getLogger() {
		if (this._delegate) return this._delegate;
		const logger = this._provider._getDelegateLogger(this.name, this.version, this.options);
		if (!logger) return NOOP_LOGGER;
		this._delegate = logger;
		return this._delegate;
	}
};
//#endregion


//# sourceMappingURL=ProxyLogger.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/logs/ProxyLoggerProvider.mjs


//#region src/logs/ProxyLoggerProvider.ts
var ProxyLoggerProvider = class {
	getLogger(name, version, options) {
		var _this$_getDelegateLog;
		return (_this$_getDelegateLog = this._getDelegateLogger(name, version, options)) !== null && _this$_getDelegateLog !== void 0 ? _this$_getDelegateLog : new ProxyLogger(this, name, version, options);
	}
	/**
	* Get the delegate logger provider.
	* Used by tests only.
	* @internal
	*/
	_getDelegate() {
		var _this$_delegate;
		return (_this$_delegate = this._delegate) !== null && _this$_delegate !== void 0 ? _this$_delegate : NOOP_LOGGER_PROVIDER;
	}
	/**
	* Set the delegate logger provider
	* @internal
	*/
	_setDelegate(delegate) {
		this._delegate = delegate;
	}
	/**
	* @internal
	*/
	_getDelegateLogger(name, version, options) {
		var _this$_delegate2;
		return (_this$_delegate2 = this._delegate) === null || _this$_delegate2 === void 0 ? void 0 : _this$_delegate2.getLogger(name, version, options);
	}
};
//#endregion


//# sourceMappingURL=ProxyLoggerProvider.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/api/logs.mjs



//#region src/api/logs.ts
const API_NAME = "logs";
/**
* Singleton object which represents the entry point to the OpenTelemetry Logs API
*
* @since 1.10.0
*/
var LogsAPI = class LogsAPI {
	/** Empty private constructor prevents end users from constructing a new instance of the API */
	constructor() {
		this._proxyLoggerProvider = new ProxyLoggerProvider();
	}
	/** Get the singleton instance of the Logs API */
	static getInstance() {
		if (!this._instance) this._instance = new LogsAPI();
		return this._instance;
	}
	setGlobalLoggerProvider(provider) {
		const success = (0,global_utils/* registerGlobal */.$G)(API_NAME, provider, diag/* DiagAPI */.K.instance());
		if (success) this._proxyLoggerProvider._setDelegate(provider);
		return success;
	}
	/**
	* Returns the global logger provider.
	*
	* @returns LoggerProvider
	*/
	getLoggerProvider() {
		return (0,global_utils/* getGlobal */.mS)(API_NAME) || this._proxyLoggerProvider;
	}
	/**
	* Returns a Logger, creating one if one with the given name, version,
	* schemaUrl, and attributes is not already created.
	*
	* Getting a Logger may be expensive, especially when `attributes` are
	* provided. Reuse Logger instances where possible instead of calling
	* `getLogger()` on hot paths.
	*
	* @param name The name of the logger or instrumentation library.
	* @param version The version of the logger or instrumentation library.
	* @param options The options of the logger or instrumentation library.
	* @returns {@link Logger}
	*/
	getLogger(name, version, options) {
		return this.getLoggerProvider().getLogger(name, version, options);
	}
	/** Remove the global logger provider */
	disable() {
		(0,global_utils/* unregisterGlobal */.kv)(API_NAME, diag/* DiagAPI */.K.instance());
		this._proxyLoggerProvider = new ProxyLoggerProvider();
	}
};
//#endregion


//# sourceMappingURL=logs.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/logs-api.mjs

//#region src/logs-api.ts
/**
* Entrypoint for logs API
*
* @since 1.10.0
*/
const logs = LogsAPI.getInstance();
//#endregion


//# sourceMappingURL=logs-api.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/metrics/NoopMeterProvider.mjs

//#region src/metrics/NoopMeterProvider.ts
/**
* An implementation of the {@link MeterProvider} which returns an impotent Meter
* for all calls to `getMeter`
*/
var NoopMeterProvider = class {
	getMeter(_name, _version, _options) {
		return NoopMeter/* NOOP_METER */.Dq;
	}
};
const NOOP_METER_PROVIDER = new NoopMeterProvider();
//#endregion


//# sourceMappingURL=NoopMeterProvider.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/api/metrics.mjs



//#region src/api/metrics.ts
const metrics_API_NAME = "metrics";
/**
* Singleton object which represents the entry point to the OpenTelemetry Metrics API
*
* @since 1.4.1
*/
var MetricsAPI = class MetricsAPI {
	/** Empty private constructor prevents end users from constructing a new instance of the API */
	constructor() {}
	/** Get the singleton instance of the Metrics API */
	static getInstance() {
		if (!this._instance) this._instance = new MetricsAPI();
		return this._instance;
	}
	/**
	* Set the current global meter provider.
	* Returns true if the meter provider was successfully registered, else false.
	*/
	setGlobalMeterProvider(provider) {
		return (0,global_utils/* registerGlobal */.$G)(metrics_API_NAME, provider, diag/* DiagAPI */.K.instance());
	}
	/**
	* Returns the global meter provider.
	*/
	getMeterProvider() {
		return (0,global_utils/* getGlobal */.mS)(metrics_API_NAME) || NOOP_METER_PROVIDER;
	}
	/**
	* Returns a meter from the global meter provider.
	*/
	getMeter(name, version, options) {
		return this.getMeterProvider().getMeter(name, version, options);
	}
	/** Remove the global meter provider */
	disable() {
		(0,global_utils/* unregisterGlobal */.kv)(metrics_API_NAME, diag/* DiagAPI */.K.instance());
	}
};
//#endregion


//# sourceMappingURL=metrics.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/metrics-api.mjs

//#region src/metrics-api.ts
/**
* Entrypoint for metrics API
*
* @since 1.3.0
*/
const metrics = MetricsAPI.getInstance();
//#endregion


//# sourceMappingURL=metrics-api.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/propagation/NoopTextMapPropagator.mjs
//#region src/propagation/NoopTextMapPropagator.ts
/**
* No-op implementations of {@link TextMapPropagator}.
*/
var NoopTextMapPropagator = class {
	/** Noop inject function does nothing */
	inject(_context, _carrier) {}
	/** Noop extract function does nothing and returns the input context */
	extract(context, _carrier) {
		return context;
	}
	fields() {
		return [];
	}
};
//#endregion


//# sourceMappingURL=NoopTextMapPropagator.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/api/context.mjs + 1 modules
var api_context = __webpack_require__(30320);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/baggage/context-helpers.mjs


//#region src/baggage/context-helpers.ts
/**
* Baggage key
*/
const BAGGAGE_KEY = (0,context/* createContextKey */.n)("OpenTelemetry Baggage Key");
/**
* Retrieve the current baggage from the given context
*
* @param {Context} Context that manage all context values
* @returns {Baggage} Extracted baggage from the context
*/
function getBaggage(context) {
	return context.getValue(BAGGAGE_KEY) || void 0;
}
/**
* Retrieve the current baggage from the active/current context
*
* @returns {Baggage} Extracted baggage from the context
*/
function getActiveBaggage() {
	return getBaggage(api_context/* ContextAPI */._.getInstance().active());
}
/**
* Store a baggage in the given context
*
* @param {Context} Context that manage all context values
* @param {Baggage} baggage that will be set in the actual context
*/
function setBaggage(context, baggage) {
	return context.setValue(BAGGAGE_KEY, baggage);
}
/**
* Delete the baggage stored in the given context
*
* @param {Context} Context that manage all context values
*/
function deleteBaggage(context) {
	return context.deleteValue(BAGGAGE_KEY);
}
//#endregion


//# sourceMappingURL=context-helpers.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/api/propagation.mjs






//#region src/api/propagation.ts
const propagation_API_NAME = "propagation";
const NOOP_TEXT_MAP_PROPAGATOR = new NoopTextMapPropagator();
/**
* Singleton object which represents the entry point to the OpenTelemetry Propagation API
*
* @since 1.0.0
*/
var PropagationAPI = class PropagationAPI {
	/** Empty private constructor prevents end users from constructing a new instance of the API */
	constructor() {
		this.createBaggage = utils/* createBaggage */.L;
		this.getBaggage = getBaggage;
		this.getActiveBaggage = getActiveBaggage;
		this.setBaggage = setBaggage;
		this.deleteBaggage = deleteBaggage;
	}
	/** Get the singleton instance of the Propagator API */
	static getInstance() {
		if (!this._instance) this._instance = new PropagationAPI();
		return this._instance;
	}
	/**
	* Set the current propagator.
	*
	* @returns true if the propagator was successfully registered, else false
	*/
	setGlobalPropagator(propagator) {
		return (0,global_utils/* registerGlobal */.$G)(propagation_API_NAME, propagator, diag/* DiagAPI */.K.instance());
	}
	/**
	* Inject context into a carrier to be propagated inter-process
	*
	* @param context Context carrying tracing data to inject
	* @param carrier carrier to inject context into
	* @param setter Function used to set values on the carrier
	*/
	inject(context, carrier, setter = defaultTextMapSetter) {
		return this._getGlobalPropagator().inject(context, carrier, setter);
	}
	/**
	* Extract context from a carrier
	*
	* @param context Context which the newly created context will inherit from
	* @param carrier Carrier to extract context from
	* @param getter Function used to extract keys from a carrier
	*/
	extract(context, carrier, getter = defaultTextMapGetter) {
		return this._getGlobalPropagator().extract(context, carrier, getter);
	}
	/**
	* Return a list of all fields which may be used by the propagator.
	*/
	fields() {
		return this._getGlobalPropagator().fields();
	}
	/** Remove the global propagator */
	disable() {
		(0,global_utils/* unregisterGlobal */.kv)(propagation_API_NAME, diag/* DiagAPI */.K.instance());
	}
	_getGlobalPropagator() {
		return (0,global_utils/* getGlobal */.mS)(propagation_API_NAME) || NOOP_TEXT_MAP_PROPAGATOR;
	}
};
//#endregion


//# sourceMappingURL=propagation.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/propagation-api.mjs

//#region src/propagation-api.ts
/**
* Entrypoint for propagation API
*
* @since 1.0.0
*/
const propagation = PropagationAPI.getInstance();
//#endregion


//# sourceMappingURL=propagation-api.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace-api.mjs + 1 modules
var trace_api = __webpack_require__(56864);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/index.mjs
























//#region src/index.ts
var src_default = {
	context: context_api/* context */._,
	diag: diag_api/* diag */.s,
	logs: logs,
	metrics: metrics,
	propagation: propagation,
	trace: trace_api/* trace */.u
};
//#endregion


//# sourceMappingURL=index.mjs.map

/***/ })

};

//# sourceMappingURL=7272.index.js.map