export const id = 8749;
export const ids = [8749];
export const modules = {

/***/ 58749:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ negotiation),
/* harmony export */   wireChecks: () => (/* binding */ wireChecks)
/* harmony export */ });
/* harmony import */ var _protocol_protocol_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35132);
/* harmony import */ var _util_clip_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49326);
/* harmony import */ var _check_recorder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55483);
/* harmony import */ var _wire_anomaly_checks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39253);
/* harmony import */ var _wire_stdio_probe_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39018);
/**
 * Checks of a stdio server's wire, from its own probe (wire/stdio-probe.ts):
 * nothing but newline-delimited JSON-RPC on stdout, valid UTF-8, exact id
 * echo, a clean answer when offered a revision it does not know, no request
 * before `initialized`, and an exit soon after stdin closes.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle#version-negotiation
 */





function wireChecks(recorder, probe, result) {
    const server = recorder.target();
    recorder.add("wire/exit-on-stdin-close", "error", server, result.exitMs !== null
        ? (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .pass */ .IX)(`exited ${result.exitMs} ms after stdin closed`)
        : (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)(`did not exit within ${result.exitWithinMs} ms after stdin closed (it was killed): clients wait on that`));
    recorder.add("lifecycle/version-negotiation", "error", server, negotiation(result.initializeAnswer), { method: "initialize" });
    if (result.initializeAnswer && "result" in result.initializeAnswer) {
        recorder.add("lifecycle/no-request-before-initialized", "warning", server, result.earlyRequests.length === 0
            ? (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .pass */ .IX)("no request before notifications/initialized")
            : (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)(`sent ${result.earlyRequests.join(", ")} before notifications/initialized`));
    }
    (0,_wire_anomaly_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .wireAnomalyChecks */ .S)(recorder, probe.channel.log, { unterminated: `${probe.channel.unclosed}${result.unterminated}` });
}
/** A server offered an unknown revision answers with one it supports, or refuses with a JSON-RPC error; it never hangs or echoes the unknown one. */
function negotiation(answer) {
    if (!answer)
        return (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)(`no answer to initialize offering revision ${_wire_stdio_probe_js__WEBPACK_IMPORTED_MODULE_3__/* .UNKNOWN_PROTOCOL_VERSION */ .X} (it should answer with a revision it supports, or refuse)`);
    const error = answer.error;
    if (error) {
        if (typeof error.code !== "number")
            return (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)("initialize was refused with an error that has no numeric code");
        const supported = Array.isArray(error.data?.supported) ? ` (supports ${error.data.supported.join(", ")})` : "";
        return (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .pass */ .IX)(`refused revision ${_wire_stdio_probe_js__WEBPACK_IMPORTED_MODULE_3__/* .UNKNOWN_PROTOCOL_VERSION */ .X} cleanly with code ${error.code}${supported}`);
    }
    const version = answer.result?.protocolVersion;
    if (version === _wire_stdio_probe_js__WEBPACK_IMPORTED_MODULE_3__/* .UNKNOWN_PROTOCOL_VERSION */ .X)
        return (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)(`accepted revision ${_wire_stdio_probe_js__WEBPACK_IMPORTED_MODULE_3__/* .UNKNOWN_PROTOCOL_VERSION */ .X}, which no server supports`, "/result/protocolVersion");
    if (typeof version !== "string")
        return (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)("answered initialize without a protocolVersion", "/result/protocolVersion");
    const known = _protocol_protocol_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .PROTOCOL_VERSIONS */ .nk.includes(version);
    return known
        ? (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .pass */ .IX)(`answered the unknown revision with ${version}, one it supports`)
        : (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)(`answered with revision "${(0,_util_clip_text_js__WEBPACK_IMPORTED_MODULE_4__/* .clipText */ .g)(version, 30)}", which is not an MCP revision`, "/result/protocolVersion");
}


/***/ })

};

//# sourceMappingURL=8749.index.js.map