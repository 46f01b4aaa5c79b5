export const id = 9772;
export const ids = [9772];
export const modules = {

/***/ 7740:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ DiagAPI)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/internal/global-utils.mjs + 2 modules
var global_utils = __webpack_require__(92466);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/diag/ComponentLogger.mjs

//#region src/diag/ComponentLogger.ts
/**
* Component Logger which is meant to be used as part of any component which
* will add automatically additional namespace in front of the log message.
* It will then forward all message to global diag logger
* @example
* const cLogger = diag.createComponentLogger({ namespace: '@opentelemetry/instrumentation-http' });
* cLogger.debug('test');
* // @opentelemetry/instrumentation-http test
*/
var DiagComponentLogger = class {
	constructor(props) {
		this._namespace = props.namespace || "DiagComponentLogger";
	}
	debug(...args) {
		return logProxy("debug", this._namespace, args);
	}
	error(...args) {
		return logProxy("error", this._namespace, args);
	}
	info(...args) {
		return logProxy("info", this._namespace, args);
	}
	warn(...args) {
		return logProxy("warn", this._namespace, args);
	}
	verbose(...args) {
		return logProxy("verbose", this._namespace, args);
	}
};
function logProxy(funcName, namespace, args) {
	const logger = (0,global_utils/* getGlobal */.mS)("diag");
	if (!logger) return;
	return logger[funcName](namespace, ...args);
}
//#endregion


//# sourceMappingURL=ComponentLogger.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/diag/internal/logLevelLogger.mjs

//#region src/diag/internal/logLevelLogger.ts
function createLogLevelDiagLogger(maxLevel, logger) {
	if (maxLevel < 0) maxLevel = 0;
	else if (maxLevel > 9999) maxLevel = 9999;
	logger = logger || {};
	function _filterFunc(funcName, theLevel) {
		const theFunc = logger[funcName];
		if (typeof theFunc === "function" && maxLevel >= theLevel) return theFunc.bind(logger);
		return function() {};
	}
	return {
		error: _filterFunc("error", 30),
		warn: _filterFunc("warn", 50),
		info: _filterFunc("info", 60),
		debug: _filterFunc("debug", 70),
		verbose: _filterFunc("verbose", 80)
	};
}
//#endregion


//# sourceMappingURL=logLevelLogger.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/api/diag.mjs




//#region src/api/diag.ts
const API_NAME = "diag";
/**
* Singleton object which represents the entry point to the OpenTelemetry internal
* diagnostic API
*
* @since 1.0.0
*/
var DiagAPI = class DiagAPI {
	/** Get the singleton instance of the DiagAPI API */
	static instance() {
		if (!this._instance) this._instance = new DiagAPI();
		return this._instance;
	}
	/**
	* Private internal constructor
	* @private
	*/
	constructor() {
		function _logProxy(funcName) {
			return function(...args) {
				const logger = (0,global_utils/* getGlobal */.mS)("diag");
				if (!logger) return;
				return logger[funcName](...args);
			};
		}
		const self = this;
		const setLogger = (logger, optionsOrLogLevel = { logLevel: 60 }) => {
			var _optionsOrLogLevel$lo;
			if (logger === self) {
				var _err$stack;
				const err = /* @__PURE__ */ new Error("Cannot use diag as the logger for itself. Please use a DiagLogger implementation like ConsoleDiagLogger or a custom implementation");
				self.error((_err$stack = err.stack) !== null && _err$stack !== void 0 ? _err$stack : err.message);
				return false;
			}
			if (typeof optionsOrLogLevel === "number") optionsOrLogLevel = { logLevel: optionsOrLogLevel };
			const oldLogger = (0,global_utils/* getGlobal */.mS)("diag");
			const newLogger = createLogLevelDiagLogger((_optionsOrLogLevel$lo = optionsOrLogLevel.logLevel) !== null && _optionsOrLogLevel$lo !== void 0 ? _optionsOrLogLevel$lo : 60, logger);
			if (oldLogger && !optionsOrLogLevel.suppressOverrideMessage) {
				var _Error$stack;
				const stack = (_Error$stack = (/* @__PURE__ */ new Error()).stack) !== null && _Error$stack !== void 0 ? _Error$stack : "<failed to generate stacktrace>";
				oldLogger.warn(`Current logger will be overwritten from ${stack}`);
				newLogger.warn(`Current logger will overwrite one already registered from ${stack}`);
			}
			return (0,global_utils/* registerGlobal */.$G)("diag", newLogger, self, true);
		};
		self.setLogger = setLogger;
		self.disable = () => {
			(0,global_utils/* unregisterGlobal */.kv)(API_NAME, self);
		};
		self.createComponentLogger = (options) => {
			return new DiagComponentLogger(options);
		};
		self.verbose = _logProxy("verbose");
		self.debug = _logProxy("debug");
		self.info = _logProxy("info");
		self.warn = _logProxy("warn");
		self.error = _logProxy("error");
	}
};
//#endregion


//# sourceMappingURL=diag.mjs.map

/***/ }),

/***/ 95099:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ diag)
/* harmony export */ });
/* harmony import */ var _api_diag_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7740);

//#region src/diag-api.ts
/**
* Entrypoint for Diag API.
* Defines Diagnostic handler used for internal diagnostic logging operations.
* The default provides a Noop DiagLogger implementation which may be changed via the
* diag.setLogger(logger: DiagLogger) function.
*
* @since 1.0.0
*/
const diag = _api_diag_mjs__WEBPACK_IMPORTED_MODULE_0__/* .DiagAPI */ .K.instance();
//#endregion


//# sourceMappingURL=diag-api.mjs.map

/***/ }),

/***/ 92466:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mS: () => (/* binding */ getGlobal),
  $G: () => (/* binding */ registerGlobal),
  kv: () => (/* binding */ unregisterGlobal)
});

;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/version.mjs
//#region src/version.ts
const VERSION = "1.10.0";
//#endregion


//# sourceMappingURL=version.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/internal/semver.mjs

//#region src/internal/semver.ts
const re = /^(\d+)\.(\d+)\.(\d+)(-(.+))?$/;
/**
* Create a function to test an API version to see if it is compatible with the provided ownVersion.
*
* The returned function has the following semantics:
* - Exact match is always compatible
* - Major versions must match exactly
*    - 1.x package cannot use global 2.x package
*    - 2.x package cannot use global 1.x package
* - The minor version of the API module requesting access to the global API must be less than or equal to the minor version of this API
*    - 1.3 package may use 1.4 global because the later global contains all functions 1.3 expects
*    - 1.4 package may NOT use 1.3 global because it may try to call functions which don't exist on 1.3
* - If the major version is 0, the minor version is treated as the major and the patch is treated as the minor
* - Patch and build tag differences are not considered at this time
*
* @param ownVersion version which should be checked against
*/
function _makeCompatibilityCheck(ownVersion) {
	const acceptedVersions = /* @__PURE__ */ new Set([ownVersion]);
	const rejectedVersions = /* @__PURE__ */ new Set();
	const myVersionMatch = ownVersion.match(re);
	if (!myVersionMatch) return () => false;
	const ownVersionParsed = {
		major: +myVersionMatch[1],
		minor: +myVersionMatch[2],
		patch: +myVersionMatch[3],
		prerelease: myVersionMatch[4]
	};
	if (ownVersionParsed.prerelease != null) return function isExactmatch(globalVersion) {
		return globalVersion === ownVersion;
	};
	function _reject(v) {
		rejectedVersions.add(v);
		return false;
	}
	function _accept(v) {
		acceptedVersions.add(v);
		return true;
	}
	return function isCompatible(globalVersion) {
		if (acceptedVersions.has(globalVersion)) return true;
		if (rejectedVersions.has(globalVersion)) return false;
		const globalVersionMatch = globalVersion.match(re);
		if (!globalVersionMatch) return _reject(globalVersion);
		const globalVersionParsed = {
			major: +globalVersionMatch[1],
			minor: +globalVersionMatch[2],
			patch: +globalVersionMatch[3],
			prerelease: globalVersionMatch[4]
		};
		if (globalVersionParsed.prerelease != null) return _reject(globalVersion);
		if (ownVersionParsed.major !== globalVersionParsed.major) return _reject(globalVersion);
		if (ownVersionParsed.major === 0) {
			if (ownVersionParsed.minor === globalVersionParsed.minor && ownVersionParsed.patch <= globalVersionParsed.patch) return _accept(globalVersion);
			return _reject(globalVersion);
		}
		if (ownVersionParsed.minor <= globalVersionParsed.minor) return _accept(globalVersion);
		return _reject(globalVersion);
	};
}
/**
* Test an API version to see if it is compatible with this API.
*
* - Exact match is always compatible
* - Major versions must match exactly
*    - 1.x package cannot use global 2.x package
*    - 2.x package cannot use global 1.x package
* - The minor version of the API module requesting access to the global API must be less than or equal to the minor version of this API
*    - 1.3 package may use 1.4 global because the later global contains all functions 1.3 expects
*    - 1.4 package may NOT use 1.3 global because it may try to call functions which don't exist on 1.3
* - If the major version is 0, the minor version is treated as the major and the patch is treated as the minor
* - Patch and build tag differences are not considered at this time
*
* @param version version of the API requesting an instance of the global API
*/
const isCompatible = _makeCompatibilityCheck(VERSION);
//#endregion


//# sourceMappingURL=semver.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/internal/global-utils.mjs


//#region src/internal/global-utils.ts
const major = VERSION.split(".")[0];
const GLOBAL_OPENTELEMETRY_API_KEY = Symbol.for(`opentelemetry.js.api.${major}`);
const _global = typeof globalThis === "object" ? globalThis : typeof self === "object" ? self : typeof window === "object" ? window : typeof global === "object" ? global : {};
function _makeGlobalApi() {
	return Object.defineProperty({}, "version", {
		value: VERSION,
		enumerable: true,
		writable: false,
		configurable: false
	});
}
function registerGlobal(type, instance, diag, allowOverride = false) {
	var _global$GLOBAL_OPENTE;
	const api = _global[GLOBAL_OPENTELEMETRY_API_KEY] = (_global$GLOBAL_OPENTE = _global[GLOBAL_OPENTELEMETRY_API_KEY]) !== null && _global$GLOBAL_OPENTE !== void 0 ? _global$GLOBAL_OPENTE : _makeGlobalApi();
	if (!allowOverride && api[type]) {
		const err = /* @__PURE__ */ new Error(`@opentelemetry/api: Attempted duplicate registration of API: ${type}`);
		diag.error(err.stack || err.message);
		return false;
	}
	if (api.version !== "1.10.0") {
		const err = /* @__PURE__ */ new Error(`@opentelemetry/api: Registration of version v${api.version} for ${type} does not match previously registered API v${VERSION}`);
		diag.error(err.stack || err.message);
		return false;
	}
	api[type] = instance;
	diag.debug(`@opentelemetry/api: Registered a global for ${type} v${VERSION}.`);
	return true;
}
let _compatibleGlobalApi;
function getGlobal(type) {
	const api = _global[GLOBAL_OPENTELEMETRY_API_KEY];
	if (api == null) return;
	if (api !== _compatibleGlobalApi) {
		if (!api.version || !isCompatible(api.version)) return;
		_compatibleGlobalApi = api;
	}
	return api[type];
}
function unregisterGlobal(type, diag) {
	diag.debug(`@opentelemetry/api: Unregistering a global for ${type} v${VERSION}.`);
	const api = _global[GLOBAL_OPENTELEMETRY_API_KEY];
	if (api) delete api[type];
}
//#endregion


//# sourceMappingURL=global-utils.mjs.map

/***/ }),

/***/ 9589:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gk: () => (/* binding */ defaultResource),
  sq: () => (/* binding */ emptyResource),
  QZ: () => (/* binding */ resourceFromAttributes),
  Lm: () => (/* binding */ resourceFromDetectedResource)
});

;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/utils.mjs
//#region src/utils.ts
const isPromiseLike = (val) => {
	return val !== null && typeof val === "object" && typeof val.then === "function";
};
//#endregion


//# sourceMappingURL=utils.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/node_modules/@opentelemetry/core/dist/common/attributes.mjs

//#region src/common/attributes.ts
let AddAttributeDecision = /* @__PURE__ */ function(AddAttributeDecision) {
	AddAttributeDecision[AddAttributeDecision["DROP_UNDEFINED"] = 0] = "DROP_UNDEFINED";
	AddAttributeDecision[AddAttributeDecision["DROP_INVALID"] = 1] = "DROP_INVALID";
	AddAttributeDecision[AddAttributeDecision["DROP_LIMIT_REACHED"] = 2] = "DROP_LIMIT_REACHED";
	AddAttributeDecision[AddAttributeDecision["ADD_NEW"] = 3] = "ADD_NEW";
	AddAttributeDecision[AddAttributeDecision["ADD_OVERWRITE_EXISTING"] = 4] = "ADD_OVERWRITE_EXISTING";
	return AddAttributeDecision;
}({});
const DEFAULT_ATTRIBUTE_LIMITS = {
	attributeCountLimit: 128,
	attributeValueLengthLimit: Infinity
};
/**
* Maybe add the `key`/`val` attribute to the given `attributes`.
* - "Maybe" because this ensures the `key` is valid (the string is not empty),
*   the `val` is an accepted spec AnyValue type (see `isAnyValue` below),
*   and the attribute does not need to be dropped because of a count limit.
*   Note that the TypeScript `AnyValue` type is *looser* than the spec
*   `AnyValue`.
* - This also applies attribute count and value length limits.
* - This returns an `AddAttributeDecision` enum value indicating whether,
*   why, and how the attribute was added. This can be relevant for the
*   caller updating metrics (e.g. `droppedAttributesCount`).
*/
function maybeAddAttribute(opts) {
	return maybeAddAttributeInternal(opts, isAnyValue);
}
/**
* A version of `maybeAddAttribute` that limits allowed attribute value
* types to "simple" types (`SimpleAttributeValue`).
*/
function maybeAddSimpleAttribute(opts) {
	return maybeAddAttributeInternal(opts, isSimpleAttributeValue);
}
function maybeAddAttributeInternal(opts, isValidValue) {
	if (opts.value === void 0) return 0;
	if (opts.key.length === 0) {
		diag.warn(`Invalid attribute key: ${opts.key}`);
		return 1;
	}
	const isNewKey = !Object.hasOwn(opts.attributes, opts.key);
	if (isNewKey && opts.currentAttributesCount >= opts.limits.attributeCountLimit) return 2;
	if (!isValidValue(opts.value)) {
		diag.warn(`Invalid attribute value set for key: ${opts.key}`);
		return 1;
	}
	let attributeValueLengthLimit = opts.limits.attributeValueLengthLimit;
	if (attributeValueLengthLimit <= 0) {
		diag.warn(`Invalid attributeValueLengthLimit: must be positive, got ${attributeValueLengthLimit} (ignoring)`);
		attributeValueLengthLimit = Infinity;
	}
	opts.attributes[opts.key] = copyAndTruncAnyValue(opts.value, attributeValueLengthLimit);
	if (isNewKey) return 3;
	return 4;
}
/**
* Clean a given set of attributes.
* - `undefined` values, at the top-level and properties of nested objects,
*   are silently dropped
* - invalid attribute value types are removed, with a warning
* - attribute count and value length *limits* are applied
*
* The call signature is meant to make it ergonomic for creating SDK things
* that take `attributes` and `droppedAttributesCount` arguments, e.g.:
*    this.links({
*      context: opts.context,
*      ...cleanAttributes(opts.attributes, attributeLimits)
*    });
*
* If the given `inAttributes` is undefined, then the properties in the
* return value will be undefined.
*/
function cleanAttributes(inAttributes, limits) {
	return cleanAttributesInternal(inAttributes, limits, isAnyValue);
}
/**
* A version of `cleanAttributes` that limits allowed attribute value types to
* "simple" types (`SimpleAttributeValue`).
*/
function cleanSimpleAttributes(inAttributes, limits) {
	return cleanAttributesInternal(inAttributes, limits, isSimpleAttributeValue);
}
function cleanAttributesInternal(inAttributes, limits, isValidValue) {
	if (typeof inAttributes !== "object" || inAttributes == null) return {};
	const attributes = {};
	let droppedAttributesCount = 0;
	let attributeValueLengthLimit = limits.attributeValueLengthLimit;
	if (attributeValueLengthLimit <= 0) {
		diag.warn(`Invalid attributeValueLengthLimit: must be positive, got ${attributeValueLengthLimit} (ignoring)`);
		attributeValueLengthLimit = Infinity;
	}
	let count = 0;
	for (const [key, val] of Object.entries(inAttributes)) {
		if (val === void 0) continue;
		if (count >= limits.attributeCountLimit) {
			droppedAttributesCount++;
			continue;
		}
		if (key.length === 0) {
			diag.warn(`Invalid attribute key: ${key}`);
			droppedAttributesCount++;
			continue;
		}
		if (!isValidValue(val)) {
			diag.warn(`Invalid attribute value set for key: ${key}`);
			droppedAttributesCount++;
			continue;
		}
		attributes[key] = copyAndTruncAnyValue(val, attributeValueLengthLimit);
		count++;
	}
	return {
		attributes,
		droppedAttributesCount
	};
}
/**
* Returns true iff the given value is a supported AnyValue per
* https://opentelemetry.io/docs/specs/otel/common/#anyvalue
*
* - Primitives/scalars: string, boolean, number
*   (Note that this *excludes* BigInt and Symbol)
* - Byte arrays (Uint8Array, Buffer)
* - Arrays of AnyValue (heterogeneous arrays allowed)
* - Maps from string to AnyValue (nested objects)
* - Empty values (null)
*
* Notes:
* - `undefined` is *not* considered an AnyValue.
*
* @param val
* @returns true if the value is a valid AnyValue, false otherwise
*/
function isAnyValue(val) {
	return isAnyValueInternal(val, /* @__PURE__ */ new WeakSet());
}
function isAnyValueInternal(val, visited) {
	switch (typeof val) {
		case "undefined":
		case "bigint":
		case "symbol":
		case "function": return false;
		case "string":
		case "number":
		case "boolean": return true;
		case "object": break;
		default: return false;
	}
	if (val === null) return true;
	if (val instanceof Uint8Array) return true;
	if (visited.has(val)) return false;
	visited.add(val);
	const isValid = isAnyValueObject(val, visited);
	visited.delete(val);
	return isValid;
}
function isAnyValueObject(val, visited) {
	if (Array.isArray(val)) {
		for (const item of val) if (item !== void 0 && !isAnyValueInternal(item, visited)) return false;
		return true;
	}
	const obj = val;
	if (obj.constructor !== Object && obj.constructor !== void 0) return false;
	for (const k of Object.keys(obj)) {
		const v = obj[k];
		if (v !== void 0 && !isAnyValueInternal(v, visited)) return false;
	}
	return true;
}
/**
* Attribute value length limiting/truncation per:
* https://opentelemetry.io/docs/specs/otel/common/#attribute-limits
*
* For arrays and objects, this also returns a deep copy to avoid mutating data
* passed in by calling code.
*
* @param {AnyValue} val - The attribute value. We are assuming this has
*    already been guarded by `isAnyValue`. This filters out non-plain objects,
*    like RegExp & Date, and circular references.
*/
function copyAndTruncAnyValue(val, limit) {
	switch (typeof val) {
		case "number":
		case "boolean":
		case "undefined":
		case "bigint":
		case "symbol":
		case "function": return val;
		case "string": if (val.length <= limit) return val;
		else return val.substring(0, limit);
		case "object": break;
		default: return val;
	}
	if (val === null) return val;
	if (val instanceof Uint8Array) {
		if (val.length <= limit) return val;
		else return val.slice(0, limit);
	}
	if (Array.isArray(val)) return val.map((elem) => copyAndTruncAnyValue(elem, limit));
	const truncObj = {};
	const obj = val;
	for (const k of Object.keys(obj)) if (obj[k] !== void 0) truncObj[k] = copyAndTruncAnyValue(obj[k], limit);
	return truncObj;
}
/**
* Clean the given attributes to just those with "simple" attribute types.
* This remains for backwards compatibility with 2.x.
*
* Changes to previous behavior:
* - a default attribute count limit of 128 is applied
* - nullish values (except in arrays) are removed
*
* @deprecated Use `cleanAttributes` or `cleanSimpleAttributes`.
*/
function sanitizeAttributes(inAttributes) {
	const { attributes } = cleanSimpleAttributes(inAttributes, DEFAULT_ATTRIBUTE_LIMITS);
	return attributes ?? {};
}
/**
* Return true if the given attribute value is a "simple" attribute value type.
*
* Changes to previous behavior: nullish values now return *false*.
*
* @deprecated use `isAnyValue`, or `isSimpleAttributeValue`.
*/
const isAttributeValue = (/* unused pure expression or super */ null && (isSimpleAttributeValue));
function isSimpleAttributeValue(val) {
	if (Array.isArray(val)) return isHomogeneousAttributeValueArray(val);
	return isValidPrimitiveAttributeValueType(typeof val);
}
function isHomogeneousAttributeValueArray(arr) {
	let type;
	for (const element of arr) {
		if (element == null) continue;
		const elementType = typeof element;
		if (elementType === type) continue;
		if (!type) {
			if (isValidPrimitiveAttributeValueType(elementType)) {
				type = elementType;
				continue;
			}
			return false;
		}
		return false;
	}
	return true;
}
function isValidPrimitiveAttributeValueType(valType) {
	switch (valType) {
		case "number":
		case "boolean":
		case "string": return true;
	}
	return false;
}
//#endregion


//# sourceMappingURL=attributes.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/node_modules/@opentelemetry/core/dist/version.mjs
//#region src/version.ts
const VERSION = "3.1.1";
//#endregion


//# sourceMappingURL=version.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/node_modules/@opentelemetry/core/dist/semconv.mjs
//#region src/semconv.ts
/**
* The name of the runtime of this process.
*
* @example OpenJDK Runtime Environment
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_RUNTIME_NAME = "process.runtime.name";
//#endregion


//# sourceMappingURL=semconv.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/semantic-conventions/dist/stable_attributes.mjs
var stable_attributes = __webpack_require__(42123);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/node_modules/@opentelemetry/core/dist/platform/node/sdk-info.mjs



//#region src/platform/node/sdk-info.ts
/** Constants describing the SDK in use */
const SDK_INFO = {
	[stable_attributes/* ATTR_TELEMETRY_SDK_NAME */.Jqu]: "opentelemetry",
	[ATTR_PROCESS_RUNTIME_NAME]: "node",
	[stable_attributes/* ATTR_TELEMETRY_SDK_LANGUAGE */.E$0]: stable_attributes/* TELEMETRY_SDK_LANGUAGE_VALUE_NODEJS */.IIL,
	[stable_attributes/* ATTR_TELEMETRY_SDK_VERSION */.aJA]: VERSION
};
//#endregion


//# sourceMappingURL=sdk-info.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/platform/node/default-service-name.mjs
var default_service_name = __webpack_require__(39046);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/ResourceImpl.mjs





//#region src/ResourceImpl.ts
var ResourceImpl = class ResourceImpl {
	_rawAttributes;
	_asyncAttributesPending = false;
	_schemaUrl;
	_memoizedAttributes;
	static FromAttributeList(attributes, options) {
		const res = new ResourceImpl({}, options);
		res._rawAttributes = guardedRawAttributes(attributes);
		res._asyncAttributesPending = attributes.filter(([_, val]) => isPromiseLike(val)).length > 0;
		return res;
	}
	constructor(resource, options) {
		const attributes = resource.attributes ?? {};
		this._rawAttributes = Object.entries(attributes).map(([k, v]) => {
			if (isPromiseLike(v)) this._asyncAttributesPending = true;
			return [k, v];
		});
		this._rawAttributes = guardedRawAttributes(this._rawAttributes);
		this._schemaUrl = validateSchemaUrl(options?.schemaUrl);
	}
	get asyncAttributesPending() {
		return this._asyncAttributesPending;
	}
	async waitForAsyncAttributes() {
		if (!this.asyncAttributesPending) return;
		for (let i = 0; i < this._rawAttributes.length; i++) {
			const [k, v] = this._rawAttributes[i];
			this._rawAttributes[i] = [k, isPromiseLike(v) ? await v : v];
		}
		this._asyncAttributesPending = false;
	}
	get attributes() {
		if (this.asyncAttributesPending) diag_api/* diag */.s.error("Accessing resource attributes before async attributes settled");
		if (this._memoizedAttributes) return this._memoizedAttributes;
		const attrs = {};
		for (const [k, v] of this._rawAttributes) {
			if (isPromiseLike(v)) {
				diag_api/* diag */.s.debug(`Unsettled resource attribute ${k} skipped`);
				continue;
			}
			if (Object.hasOwn(attrs, k)) {} else if (k.length === 0) diag_api/* diag */.s.warn("dropping invalid resource attribute key: <empty string>");
			else if (!isSimpleAttributeValue(v)) diag_api/* diag */.s.warn(`dropping invalid resource attribute value for key "${k}"`);
			else attrs[k] = v;
		}
		if (!this._asyncAttributesPending) this._memoizedAttributes = attrs;
		return attrs;
	}
	getRawAttributes() {
		return this._rawAttributes;
	}
	get schemaUrl() {
		return this._schemaUrl;
	}
	merge(resource) {
		if (resource == null) return this;
		const mergedSchemaUrl = mergeSchemaUrl(this, resource);
		const mergedOptions = mergedSchemaUrl ? { schemaUrl: mergedSchemaUrl } : void 0;
		return ResourceImpl.FromAttributeList([...resource.getRawAttributes(), ...this.getRawAttributes()], mergedOptions);
	}
};
/**
* Create a `Resource` from the given attributes object.
*
* Only *simple* attributes are supported: string, bool, number, and homogeneous
* arrays of these three scalar types. Complex attribute values will be
* dropped with a warning. (See OTEP 4485.)
*/
function resourceFromAttributes(attributes, options) {
	return ResourceImpl.FromAttributeList(Object.entries(attributes), options);
}
function resourceFromDetectedResource(detectedResource, options) {
	return new ResourceImpl(detectedResource, options);
}
function emptyResource() {
	return resourceFromAttributes({});
}
function defaultResource() {
	return resourceFromAttributes({
		[stable_attributes/* ATTR_SERVICE_NAME */.UX4]: (0,default_service_name/* defaultServiceName */.m)(),
		[stable_attributes/* ATTR_TELEMETRY_SDK_LANGUAGE */.E$0]: SDK_INFO[stable_attributes/* ATTR_TELEMETRY_SDK_LANGUAGE */.E$0],
		[stable_attributes/* ATTR_TELEMETRY_SDK_NAME */.Jqu]: SDK_INFO[stable_attributes/* ATTR_TELEMETRY_SDK_NAME */.Jqu],
		[stable_attributes/* ATTR_TELEMETRY_SDK_VERSION */.aJA]: SDK_INFO[stable_attributes/* ATTR_TELEMETRY_SDK_VERSION */.aJA]
	});
}
function guardedRawAttributes(attributes) {
	return attributes.map(([k, v]) => {
		if (isPromiseLike(v)) return [k, v.then((val) => val, (err) => {
			diag_api/* diag */.s.debug("promise rejection for resource attribute: %s - %s", k, err);
		})];
		return [k, v];
	});
}
function validateSchemaUrl(schemaUrl) {
	if (typeof schemaUrl === "string" || schemaUrl === void 0) return schemaUrl;
	diag_api/* diag */.s.warn("Schema URL must be string or undefined, got %s. Schema URL will be ignored.", schemaUrl);
}
function mergeSchemaUrl(old, updating) {
	const oldSchemaUrl = old?.schemaUrl;
	const updatingSchemaUrl = updating?.schemaUrl;
	const isOldEmpty = oldSchemaUrl === void 0 || oldSchemaUrl === "";
	const isUpdatingEmpty = updatingSchemaUrl === void 0 || updatingSchemaUrl === "";
	if (isOldEmpty) return updatingSchemaUrl;
	if (isUpdatingEmpty) return oldSchemaUrl;
	if (oldSchemaUrl === updatingSchemaUrl) return oldSchemaUrl;
	diag_api/* diag */.s.warn("Schema URL merge conflict: old resource has \"%s\", updating resource has \"%s\". Resulting resource will have undefined Schema URL.", oldSchemaUrl, updatingSchemaUrl);
}
//#endregion


//# sourceMappingURL=ResourceImpl.mjs.map

/***/ }),

/***/ 39046:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ defaultServiceName)
/* harmony export */ });
/* unused harmony export _clearDefaultServiceNameCache */
//#region src/detectors/platform/node/default-service-name.ts
let serviceName;
/**
* Returns the default service name for OpenTelemetry resources:
* "unknown_service:<process.argv0>", or "unknown_service" when the
* process name is unavailable.
*/
function defaultServiceName() {
	if (serviceName === void 0) try {
		const argv0 = globalThis.process.argv0;
		serviceName = argv0 ? `unknown_service:${argv0}` : "unknown_service";
	} catch {
		serviceName = "unknown_service";
	}
	return serviceName;
}
/** @internal For testing purposes only */
function _clearDefaultServiceNameCache() {
	serviceName = void 0;
}
//#endregion


//# sourceMappingURL=default-service-name.mjs.map

/***/ }),

/***/ 19772:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  defaultResource: () => (/* reexport */ ResourceImpl/* defaultResource */.gk),
  defaultServiceName: () => (/* reexport */ default_service_name/* defaultServiceName */.m),
  detectResources: () => (/* reexport */ detectResources),
  emptyResource: () => (/* reexport */ ResourceImpl/* emptyResource */.sq),
  envDetector: () => (/* reexport */ envDetector),
  hostDetector: () => (/* reexport */ hostDetector),
  osDetector: () => (/* reexport */ osDetector),
  processDetector: () => (/* reexport */ processDetector),
  resourceAttributesEnvDetector: () => (/* reexport */ resourceAttributesEnvDetector),
  resourceFromAttributes: () => (/* reexport */ ResourceImpl/* resourceFromAttributes */.QZ),
  serviceInstanceIdDetector: () => (/* reexport */ serviceInstanceIdDetector),
  serviceNameEnvDetector: () => (/* reexport */ serviceNameEnvDetector)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/resources/dist/ResourceImpl.mjs + 5 modules
var ResourceImpl = __webpack_require__(9589);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detect-resources.mjs


//#region src/detect-resources.ts
/**
* Runs all resource detectors and returns the results merged into a single Resource.
*
* @param config Configuration for resource detection
*/
const detectResources = (config = {}) => {
	return (config.detectors || []).map((d) => {
		try {
			const resource = (0,ResourceImpl/* resourceFromDetectedResource */.Lm)(d.detect(config));
			diag_api/* diag */.s.debug(`${d.constructor.name} found resource.`, resource);
			return resource;
		} catch (e) {
			diag_api/* diag */.s.debug(`${d.constructor.name} failed: ${e.message}`);
			return (0,ResourceImpl/* emptyResource */.sq)();
		}
	}).reduce((acc, resource) => acc.merge(resource), (0,ResourceImpl/* emptyResource */.sq)());
};
//#endregion


//# sourceMappingURL=detect-resources.mjs.map
// EXTERNAL MODULE: external "util"
var external_util_ = __webpack_require__(39023);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/node_modules/@opentelemetry/core/dist/platform/node/environment.mjs


//#region src/platform/node/environment.ts
/**
* Retrieves a number from an environment variable.
* - Returns `undefined` if the environment variable is empty, unset, contains only whitespace, or is not a number.
* - Returns a number in all other cases.
*
* @param {string} key - The name of the environment variable to retrieve.
* @returns {number | undefined} - The number value or `undefined`.
*/
function getNumberFromEnv(key) {
	const raw = process.env[key];
	if (raw == null || raw.trim() === "") return;
	const value = Number(raw);
	if (isNaN(value)) {
		diag.warn(`Unknown value ${inspect(raw)} for ${key}, expected a number, using defaults`);
		return;
	}
	return value;
}
/**
* Retrieves a string from an environment variable.
* - Returns `undefined` if the environment variable is empty, unset, or contains only whitespace.
*
* @param {string} key - The name of the environment variable to retrieve.
* @returns {string | undefined} - The string value or `undefined`.
*/
function getStringFromEnv(key) {
	const raw = process.env[key];
	if (raw == null || raw.trim() === "") return;
	return raw;
}
/**
* Retrieves a boolean value from an environment variable.
* - Trims leading and trailing whitespace and ignores casing.
* - Returns `false` if the environment variable is empty, unset, or contains only whitespace.
* - Returns `false` for strings that cannot be mapped to a boolean.
*
* @param {string} key - The name of the environment variable to retrieve.
* @returns {boolean} - The boolean value or `false` if the environment variable is unset empty, unset, or contains only whitespace.
*/
function getBooleanFromEnv(key) {
	const raw = process.env[key]?.trim().toLowerCase();
	if (raw == null || raw === "") return false;
	if (raw === "true") return true;
	else if (raw === "false") return false;
	else {
		diag.warn(`Unknown value ${inspect(raw)} for ${key}, expected 'true' or 'false', falling back to 'false' (default)`);
		return false;
	}
}
/**
* Retrieves a list of strings from an environment variable.
* - Uses ',' as the delimiter.
* - Trims leading and trailing whitespace from each entry.
* - Excludes empty entries.
* - Returns `undefined` if the environment variable is empty or contains only whitespace.
* - Returns an empty array if all entries are empty or whitespace.
*
* @param {string} key - The name of the environment variable to retrieve.
* @returns {string[] | undefined} - The list of strings or `undefined`.
*/
function getStringListFromEnv(key) {
	return getStringFromEnv(key)?.split(",").map((v) => v.trim()).filter((s) => s !== "");
}
//#endregion


//# sourceMappingURL=environment.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/ResourceAttributesEnvDetector.mjs


//#region src/detectors/ResourceAttributesEnvDetector.ts
/**
* A detector that reads attributes from the OTEL_RESOURCE_ATTRIBUTES
* environment variable.
*/
var ResourceAttributesEnvDetector = class {
	_MAX_LENGTH = 255;
	_COMMA_SEPARATOR = ",";
	_LABEL_KEY_VALUE_SPLITTER = "=";
	detect(_config) {
		const attributes = {};
		const rawAttributes = getStringFromEnv("OTEL_RESOURCE_ATTRIBUTES");
		if (rawAttributes) try {
			const parsedAttributes = this._parseResourceAttributes(rawAttributes);
			Object.assign(attributes, parsedAttributes);
		} catch (e) {
			diag_api/* diag */.s.debug(`ResourceAttributesEnvDetector failed: ${e instanceof Error ? e.message : e}`);
		}
		return { attributes };
	}
	/**
	* Creates an attribute map from the OTEL_RESOURCE_ATTRIBUTES environment
	* variable.
	*
	* OTEL_RESOURCE_ATTRIBUTES: A comma-separated list of attributes in the
	* format "key1=value1,key2=value2". The ',' and '=' characters in keys
	* and values MUST be percent-encoded. Other characters MAY be percent-encoded.
	*
	* Per the spec, on any error (e.g., decoding failure), the entire environment
	* variable value is discarded.
	*
	* @param rawEnvAttributes The resource attributes as a comma-separated list
	* of key/value pairs.
	* @returns The parsed resource attributes.
	* @throws Error if parsing fails (caller handles by discarding all attributes)
	*/
	_parseResourceAttributes(rawEnvAttributes) {
		if (!rawEnvAttributes) return {};
		const attributes = {};
		const rawAttributes = rawEnvAttributes.split(this._COMMA_SEPARATOR).filter((attr) => attr.trim() !== "");
		for (const rawAttribute of rawAttributes) {
			const keyValuePair = rawAttribute.split(this._LABEL_KEY_VALUE_SPLITTER);
			if (keyValuePair.length !== 2) throw new Error(`Invalid format for OTEL_RESOURCE_ATTRIBUTES: "${rawAttribute}". Expected format: key=value. The ',' and '=' characters must be percent-encoded in keys and values.`);
			const [rawKey, rawValue] = keyValuePair;
			const key = rawKey.trim();
			const value = rawValue.trim();
			if (key.length === 0) throw new Error(`Invalid OTEL_RESOURCE_ATTRIBUTES: empty attribute key in "${rawAttribute}".`);
			let decodedKey;
			let decodedValue;
			try {
				decodedKey = decodeURIComponent(key);
				decodedValue = decodeURIComponent(value);
			} catch (e) {
				throw new Error(`Failed to percent-decode OTEL_RESOURCE_ATTRIBUTES entry "${rawAttribute}": ${e instanceof Error ? e.message : e}`, { cause: e });
			}
			if (decodedKey.length > this._MAX_LENGTH) throw new Error(`Attribute key exceeds the maximum length of ${this._MAX_LENGTH} characters: "${decodedKey}".`);
			if (decodedValue.length > this._MAX_LENGTH) throw new Error(`Attribute value exceeds the maximum length of ${this._MAX_LENGTH} characters for key "${decodedKey}".`);
			attributes[decodedKey] = decodedValue;
		}
		return attributes;
	}
};
const resourceAttributesEnvDetector = new ResourceAttributesEnvDetector();
//#endregion


//# sourceMappingURL=ResourceAttributesEnvDetector.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/semantic-conventions/dist/stable_attributes.mjs
var stable_attributes = __webpack_require__(42123);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/EnvDetector.mjs




//#region src/detectors/EnvDetector.ts
/**
* EnvDetector reads attributes from OTEL_RESOURCE_ATTRIBUTES and
* OTEL_SERVICE_NAME.
*
* @deprecated Use {ResourceAttributesEnvDetector} and {ServiceNameEnvDetector}
*/
var EnvDetector = class extends ResourceAttributesEnvDetector {
	/**
	* Returns a {@link Resource} populated with attributes from the
	* OTEL_RESOURCE_ATTRIBUTES environment variable. Note this is an async
	* function to conform to the Detector interface.
	*
	* @param config The resource detection config
	*/
	detect(_config) {
		const attributes = {};
		const rawAttributes = getStringFromEnv("OTEL_RESOURCE_ATTRIBUTES");
		const serviceName = getStringFromEnv("OTEL_SERVICE_NAME");
		if (rawAttributes) try {
			const parsedAttributes = this._parseResourceAttributes(rawAttributes);
			Object.assign(attributes, parsedAttributes);
		} catch (e) {
			diag_api/* diag */.s.debug(`EnvDetector failed: ${e instanceof Error ? e.message : e}`);
		}
		if (serviceName) attributes[stable_attributes/* ATTR_SERVICE_NAME */.UX4] = serviceName;
		return { attributes };
	}
};
/**
* @deprecated Use {resourceAttributesEnvDetector} and {serviceNameEnvDetector}
*/
const envDetector = new EnvDetector();
//#endregion


//# sourceMappingURL=EnvDetector.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/ServiceNameEnvDetector.mjs


//#region src/detectors/ServiceNameEnvDetector.ts
/**
* ServiceNameEnvDetector detects 'service.name' from OTEL_SERVICE_NAME.
*/
var ServiceNameEnvDetector = class {
	detect() {
		const attributes = {};
		const serviceName = getStringFromEnv("OTEL_SERVICE_NAME");
		if (serviceName) attributes[stable_attributes/* ATTR_SERVICE_NAME */.UX4] = serviceName;
		return { attributes };
	}
};
const serviceNameEnvDetector = new ServiceNameEnvDetector();
//#endregion


//# sourceMappingURL=ServiceNameEnvDetector.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/semconv.mjs
//#region src/semconv.ts
/**
* The CPU architecture the host system is running on.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_HOST_ARCH = "host.arch";
/**
* Unique host ID. For Cloud, this must be the instance_id assigned by the cloud provider. For non-containerized systems, this should be the `machine-id`. See the table below for the sources to use to determine the `machine-id` based on operating system.
*
* @example fdbf79e8af94cb7f9e8df36789187052
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_HOST_ID = "host.id";
/**
* Name of the host. On Unix systems, it may contain what the hostname command returns, or the fully qualified hostname, or another name specified by the user.
*
* @example opentelemetry-test
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_HOST_NAME = "host.name";
/**
* The operating system type.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_OS_TYPE = "os.type";
/**
* The version string of the operating system as defined in [Version Attributes](/docs/resource/README.md#version-attributes).
*
* @example 14.2.1
* @example 18.04.1
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_OS_VERSION = "os.version";
/**
* The command used to launch the process (i.e. the command name). On Linux based systems, can be set to the zeroth string in `proc/[pid]/cmdline`. On Windows, can be set to the first parameter extracted from `GetCommandLineW`.
*
* @example cmd/otelcol
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_COMMAND = "process.command";
/**
* All the command arguments (including the command/executable itself) as received by the process. On Linux-based systems (and some other Unixoid systems supporting procfs), can be set according to the list of null-delimited strings extracted from `proc/[pid]/cmdline`. For libc-based executables, this would be the full argv vector passed to `main`.
*
* @example ["cmd/otecol", "--config=config.yaml"]
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_COMMAND_ARGS = "process.command_args";
/**
* The name of the process executable. On Linux based systems, this **SHOULD** be set to the base name of the target of `/proc/[pid]/exe`. On Windows, this **SHOULD** be set to the base name of `GetProcessImageFileNameW`.
*
* @example otelcol
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_EXECUTABLE_NAME = "process.executable.name";
/**
* The full path to the process executable. On Linux based systems, can be set to the target of `proc/[pid]/exe`. On Windows, can be set to the result of `GetProcessImageFileNameW`.
*
* @example /usr/bin/cmd/otelcol
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_EXECUTABLE_PATH = "process.executable.path";
/**
* The username of the user that owns the process.
*
* @example root
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_OWNER = "process.owner";
/**
* Process identifier (PID).
*
* @example 1234
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_PID = "process.pid";
/**
* An additional description about the runtime of the process, for example a specific vendor customization of the runtime environment.
*
* @example "Eclipse OpenJ9 Eclipse OpenJ9 VM openj9-0.21.0"
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_RUNTIME_DESCRIPTION = "process.runtime.description";
/**
* The name of the runtime of this process.
*
* @example OpenJDK Runtime Environment
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_RUNTIME_NAME = "process.runtime.name";
/**
* The version of the runtime of this process, as returned by the runtime without modification.
*
* @example "14.0.2"
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_RUNTIME_VERSION = "process.runtime.version";
/**
* The string ID of the service instance.
*
* @example 627cc493-f310-47de-96bd-71410b7dec09
*
* @note **MUST** be unique for each instance of the same `service.namespace,service.name` pair (in other words
* `service.namespace,service.name,service.instance.id` triplet **MUST** be globally unique). The ID helps to
* distinguish instances of the same service that exist at the same time (e.g. instances of a horizontally scaled
* service).
*
* Implementations, such as SDKs, are recommended to generate a random Version 1 or Version 4 [RFC
* 4122](https://www.ietf.org/rfc/rfc4122.txt) UUID, but are free to use an inherent unique ID as the source of
* this value if stability is desirable. In that case, the ID **SHOULD** be used as source of a UUID Version 5 and
* **SHOULD** use the following UUID as the namespace: `4d63009a-8d0f-11ee-aad7-4c796ed8e320`.
*
* UUIDs are typically recommended, as only an opaque value for the purposes of identifying a service instance is
* needed. Similar to what can be seen in the man page for the
* [`/etc/machine-id`](https://www.freedesktop.org/software/systemd/man/latest/machine-id.html) file, the underlying
* data, such as pod name and namespace should be treated as confidential, being the user's choice to expose it
* or not via another resource attribute.
*
* For applications running behind an application server (like unicorn), we do not recommend using one identifier
* for all processes participating in the application. Instead, it's recommended each division (e.g. a worker
* thread in unicorn) to have its own instance.id.
*
* It's not recommended for a Collector to set `service.instance.id` if it can't unambiguously determine the
* service instance that is generating that telemetry. For instance, creating an UUID based on `pod.name` will
* likely be wrong, as the Collector might not know from which container within that pod the telemetry originated.
* However, Collectors can set the `service.instance.id` if they can unambiguously determine the service instance
* for that telemetry. This is typically the case for scraping receivers, as they know the target address and
* port.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_SERVICE_INSTANCE_ID = "service.instance.id";
//#endregion


//# sourceMappingURL=semconv.mjs.map
// EXTERNAL MODULE: external "process"
var external_process_ = __webpack_require__(932);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/platform/node/machine-id/getMachineId.mjs

//#region src/detectors/platform/node/machine-id/getMachineId.ts
let getMachineIdImpl;
async function getMachineId() {
	if (!getMachineIdImpl) switch (external_process_.platform) {
		case "darwin":
			getMachineIdImpl = (await __webpack_require__.e(/* import() */ 3847).then(__webpack_require__.bind(__webpack_require__, 43847))).getMachineId;
			break;
		case "linux":
			getMachineIdImpl = (await __webpack_require__.e(/* import() */ 7992).then(__webpack_require__.bind(__webpack_require__, 37992))).getMachineId;
			break;
		case "freebsd":
			getMachineIdImpl = (await __webpack_require__.e(/* import() */ 1345).then(__webpack_require__.bind(__webpack_require__, 51345))).getMachineId;
			break;
		case "win32":
			getMachineIdImpl = (await __webpack_require__.e(/* import() */ 6088).then(__webpack_require__.bind(__webpack_require__, 56088))).getMachineId;
			break;
		default: getMachineIdImpl = (await __webpack_require__.e(/* import() */ 9207).then(__webpack_require__.bind(__webpack_require__, 79207))).getMachineId;
	}
	return getMachineIdImpl();
}
//#endregion


//# sourceMappingURL=getMachineId.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/platform/node/utils.mjs
//#region src/detectors/platform/node/utils.ts
const normalizeArch = (nodeArchString) => {
	switch (nodeArchString) {
		case "arm": return "arm32";
		case "ppc": return "ppc32";
		case "x64": return "amd64";
		default: return nodeArchString;
	}
};
const normalizeType = (nodePlatform) => {
	switch (nodePlatform) {
		case "sunos": return "solaris";
		case "win32": return "windows";
		default: return nodePlatform;
	}
};
//#endregion


//# sourceMappingURL=utils.mjs.map
// EXTERNAL MODULE: external "os"
var external_os_ = __webpack_require__(70857);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/platform/node/HostDetector.mjs




//#region src/detectors/platform/node/HostDetector.ts
/**
* HostDetector detects the resources related to the host current process is
* running on. Currently only non-cloud-based attributes are included.
*/
var HostDetector = class {
	detect(_config) {
		return { attributes: {
			[ATTR_HOST_NAME]: (0,external_os_.hostname)(),
			[ATTR_HOST_ARCH]: normalizeArch((0,external_os_.arch)()),
			[ATTR_HOST_ID]: getMachineId()
		} };
	}
};
const hostDetector = new HostDetector();
//#endregion


//# sourceMappingURL=HostDetector.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/platform/node/OSDetector.mjs



//#region src/detectors/platform/node/OSDetector.ts
/**
* OSDetector detects the resources related to the operating system (OS) on
* which the process represented by this resource is running.
*/
var OSDetector = class {
	detect(_config) {
		return { attributes: {
			[ATTR_OS_TYPE]: normalizeType((0,external_os_.platform)()),
			[ATTR_OS_VERSION]: (0,external_os_.release)()
		} };
	}
};
const osDetector = new OSDetector();
//#endregion


//# sourceMappingURL=OSDetector.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/platform/node/ProcessDetector.mjs



//#region src/detectors/platform/node/ProcessDetector.ts
/**
* ProcessDetector will be used to detect the resources related current process running
* and being instrumented from the NodeJS Process module.
*/
var ProcessDetector = class {
	detect(_config) {
		const attributes = {
			[ATTR_PROCESS_PID]: process.pid,
			[ATTR_PROCESS_EXECUTABLE_NAME]: process.title,
			[ATTR_PROCESS_EXECUTABLE_PATH]: process.execPath,
			[ATTR_PROCESS_COMMAND_ARGS]: [
				process.argv[0],
				...process.execArgv,
				...process.argv.slice(1)
			],
			[ATTR_PROCESS_RUNTIME_VERSION]: process.versions.node,
			[ATTR_PROCESS_RUNTIME_NAME]: "nodejs",
			[ATTR_PROCESS_RUNTIME_DESCRIPTION]: "Node.js"
		};
		if (process.argv.length > 1) attributes[ATTR_PROCESS_COMMAND] = process.argv[1];
		try {
			const userInfo = external_os_.userInfo();
			attributes[ATTR_PROCESS_OWNER] = userInfo.username;
		} catch (e) {
			diag_api/* diag */.s.debug(`error obtaining process owner: ${e}`);
		}
		return { attributes };
	}
};
const processDetector = new ProcessDetector();
//#endregion


//# sourceMappingURL=ProcessDetector.mjs.map
// EXTERNAL MODULE: external "crypto"
var external_crypto_ = __webpack_require__(76982);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/platform/node/ServiceInstanceIdDetector.mjs


//#region src/detectors/platform/node/ServiceInstanceIdDetector.ts
/**
* ServiceInstanceIdDetector detects the resources related to the service instance ID.
*/
var ServiceInstanceIdDetector = class {
	_serviceInstanceId;
	detect(_config) {
		if (!this._serviceInstanceId) this._serviceInstanceId = (0,external_crypto_.randomUUID)();
		return { attributes: { [ATTR_SERVICE_INSTANCE_ID]: this._serviceInstanceId } };
	}
};
const serviceInstanceIdDetector = new ServiceInstanceIdDetector();
//#endregion


//# sourceMappingURL=ServiceInstanceIdDetector.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/platform/node/default-service-name.mjs
var default_service_name = __webpack_require__(39046);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/index.mjs










/***/ })

};

//# sourceMappingURL=9772.index.js.map