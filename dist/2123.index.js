export const id = 2123;
export const ids = [2123];
export const modules = {

/***/ 42123:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $K5: () => (/* binding */ ATTR_NETWORK_PEER_ADDRESS),
/* harmony export */   $Y: () => (/* binding */ ATTR_NETWORK_PROTOCOL_VERSION),
/* harmony export */   $yu: () => (/* binding */ OTEL_STATUS_CODE_VALUE_OK),
/* harmony export */   A$c: () => (/* binding */ JVM_MEMORY_TYPE_VALUE_NON_HEAP),
/* harmony export */   A2j: () => (/* binding */ ATTR_SERVER_PORT),
/* harmony export */   A7x: () => (/* binding */ TELEMETRY_SDK_LANGUAGE_VALUE_KOTLIN),
/* harmony export */   AON: () => (/* binding */ DOTNET_GC_HEAP_GENERATION_VALUE_GEN1),
/* harmony export */   BB9: () => (/* binding */ TELEMETRY_SDK_LANGUAGE_VALUE_PYTHON),
/* harmony export */   BSf: () => (/* binding */ HTTP_REQUEST_METHOD_VALUE_TRACE),
/* harmony export */   BmA: () => (/* binding */ ATTR_K8S_POD_NAME),
/* harmony export */   Bpo: () => (/* binding */ ATTR_K8S_NODE_LABEL),
/* harmony export */   BvT: () => (/* binding */ ATTR_K8S_POD_ANNOTATION),
/* harmony export */   CHF: () => (/* binding */ ATTR_CODE_STACKTRACE),
/* harmony export */   Cid: () => (/* binding */ ATTR_DEPLOYMENT_ENVIRONMENT_NAME),
/* harmony export */   Cp_: () => (/* binding */ ATTR_CONTAINER_IMAGE_NAME),
/* harmony export */   DME: () => (/* binding */ ASPNETCORE_ROUTING_MATCH_STATUS_VALUE_SUCCESS),
/* harmony export */   DRN: () => (/* binding */ ATTR_HTTP_ROUTE),
/* harmony export */   DUw: () => (/* binding */ ATTR_K8S_REPLICASET_LABEL),
/* harmony export */   DYq: () => (/* binding */ SIGNALR_CONNECTION_STATUS_VALUE_TIMEOUT),
/* harmony export */   E$0: () => (/* binding */ ATTR_TELEMETRY_SDK_LANGUAGE),
/* harmony export */   ECW: () => (/* binding */ ATTR_K8S_REPLICASET_ANNOTATION),
/* harmony export */   FDJ: () => (/* binding */ JVM_THREAD_STATE_VALUE_TERMINATED),
/* harmony export */   FIM: () => (/* binding */ OTEL_STATUS_CODE_VALUE_ERROR),
/* harmony export */   FaI: () => (/* binding */ TELEMETRY_SDK_LANGUAGE_VALUE_RUBY),
/* harmony export */   FeU: () => (/* binding */ RPC_SYSTEM_NAME_VALUE_GRPC),
/* harmony export */   FiM: () => (/* binding */ NETWORK_TRANSPORT_VALUE_TCP),
/* harmony export */   GZn: () => (/* binding */ ATTR_CLIENT_PORT),
/* harmony export */   HZt: () => (/* binding */ ATTR_SERVICE_VERSION),
/* harmony export */   Hq1: () => (/* binding */ DOTNET_GC_HEAP_GENERATION_VALUE_GEN2),
/* harmony export */   IIL: () => (/* binding */ TELEMETRY_SDK_LANGUAGE_VALUE_NODEJS),
/* harmony export */   ILO: () => (/* binding */ JVM_THREAD_STATE_VALUE_NEW),
/* harmony export */   IPS: () => (/* binding */ ATTR_K8S_STATEFULSET_NAME),
/* harmony export */   ITY: () => (/* binding */ ATTR_RPC_METHOD_ORIGINAL),
/* harmony export */   IUf: () => (/* binding */ HTTP_REQUEST_METHOD_VALUE_POST),
/* harmony export */   IX_: () => (/* binding */ ATTR_RPC_SYSTEM_NAME),
/* harmony export */   Ing: () => (/* binding */ NETWORK_TRANSPORT_VALUE_QUIC),
/* harmony export */   J1$: () => (/* binding */ ATTR_HTTP_REQUEST_HEADER),
/* harmony export */   JEt: () => (/* binding */ ATTR_K8S_DEPLOYMENT_NAME),
/* harmony export */   Jbb: () => (/* binding */ TELEMETRY_SDK_LANGUAGE_VALUE_GO),
/* harmony export */   Jqg: () => (/* binding */ ATTR_JVM_GC_NAME),
/* harmony export */   Jqu: () => (/* binding */ ATTR_TELEMETRY_SDK_NAME),
/* harmony export */   KKy: () => (/* binding */ ATTR_ASPNETCORE_DIAGNOSTICS_HANDLER_TYPE),
/* harmony export */   KLX: () => (/* binding */ ATTR_K8S_NODE_ANNOTATION),
/* harmony export */   KLv: () => (/* binding */ ATTR_DOTNET_GC_HEAP_GENERATION),
/* harmony export */   Kbl: () => (/* binding */ ATTR_EXCEPTION_ESCAPED),
/* harmony export */   KfM: () => (/* binding */ ATTR_RPC_METHOD),
/* harmony export */   LE_: () => (/* binding */ RPC_SYSTEM_NAME_VALUE_DUBBO),
/* harmony export */   LSO: () => (/* binding */ JVM_THREAD_STATE_VALUE_RUNNABLE),
/* harmony export */   Lap: () => (/* binding */ ATTR_ASPNETCORE_ROUTING_MATCH_STATUS),
/* harmony export */   Lih: () => (/* binding */ ATTR_K8S_DAEMONSET_LABEL),
/* harmony export */   LmS: () => (/* binding */ ATTR_K8S_STATEFULSET_UID),
/* harmony export */   MHD: () => (/* binding */ ATTR_OTEL_STATUS_CODE),
/* harmony export */   MbS: () => (/* binding */ ATTR_EXCEPTION_STACKTRACE),
/* harmony export */   Me4: () => (/* binding */ ASPNETCORE_ROUTING_MATCH_STATUS_VALUE_FAILURE),
/* harmony export */   MhN: () => (/* binding */ TELEMETRY_SDK_LANGUAGE_VALUE_SWIFT),
/* harmony export */   Mnv: () => (/* binding */ ATTR_SERVICE_INSTANCE_ID),
/* harmony export */   Muf: () => (/* binding */ ATTR_NETWORK_PROTOCOL_NAME),
/* harmony export */   MzX: () => (/* binding */ ATTR_USER_AGENT_ORIGINAL),
/* harmony export */   NBo: () => (/* binding */ ASPNETCORE_RATE_LIMITING_RESULT_VALUE_GLOBAL_LIMITER),
/* harmony export */   NUC: () => (/* binding */ ATTR_OTEL_SCOPE_VERSION),
/* harmony export */   N_H: () => (/* binding */ ATTR_K8S_CONTAINER_RESTART_COUNT),
/* harmony export */   ORx: () => (/* binding */ ATTR_HTTP_RESPONSE_STATUS_CODE),
/* harmony export */   OXh: () => (/* binding */ DOTNET_GC_HEAP_GENERATION_VALUE_POH),
/* harmony export */   Oyz: () => (/* binding */ ATTR_JVM_GC_ACTION),
/* harmony export */   PEX: () => (/* binding */ ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT_VALUE_HANDLED),
/* harmony export */   QL$: () => (/* binding */ ATTR_K8S_REPLICASET_NAME),
/* harmony export */   Qcd: () => (/* binding */ ATTR_SERVICE_NAMESPACE),
/* harmony export */   R$5: () => (/* binding */ TELEMETRY_SDK_LANGUAGE_VALUE_PHP),
/* harmony export */   RIb: () => (/* binding */ ATTR_SIGNALR_TRANSPORT),
/* harmony export */   RML: () => (/* binding */ ATTR_NETWORK_TRANSPORT),
/* harmony export */   RTn: () => (/* binding */ ATTR_K8S_DAEMONSET_UID),
/* harmony export */   RsW: () => (/* binding */ ATTR_HTTP_RESPONSE_HEADER),
/* harmony export */   SP5: () => (/* binding */ DB_SYSTEM_NAME_VALUE_MYSQL),
/* harmony export */   SWx: () => (/* binding */ DB_SYSTEM_NAME_VALUE_MARIADB),
/* harmony export */   Slm: () => (/* binding */ ATTR_ASPNETCORE_ROUTING_IS_FALLBACK),
/* harmony export */   T5f: () => (/* binding */ ATTR_K8S_JOB_NAME),
/* harmony export */   TqM: () => (/* binding */ ATTR_RPC_STATUS_CODE),
/* harmony export */   Tu$: () => (/* binding */ ATTR_SERVER_ADDRESS),
/* harmony export */   Tuh: () => (/* binding */ ATTR_CODE_FUNCTION_NAME),
/* harmony export */   U14: () => (/* binding */ ATTR_OTEL_SCOPE_NAME),
/* harmony export */   U82: () => (/* binding */ ATTR_K8S_STATEFULSET_ANNOTATION),
/* harmony export */   ULI: () => (/* binding */ ATTR_K8S_DEPLOYMENT_UID),
/* harmony export */   UX4: () => (/* binding */ ATTR_SERVICE_NAME),
/* harmony export */   Ulr: () => (/* binding */ JVM_MEMORY_TYPE_VALUE_HEAP),
/* harmony export */   UmX: () => (/* binding */ TELEMETRY_SDK_LANGUAGE_VALUE_ERLANG),
/* harmony export */   VMu: () => (/* binding */ DOTNET_GC_HEAP_GENERATION_VALUE_GEN0),
/* harmony export */   Vb1: () => (/* binding */ ATTR_NETWORK_LOCAL_PORT),
/* harmony export */   Vw2: () => (/* binding */ ATTR_DB_NAMESPACE),
/* harmony export */   WQZ: () => (/* binding */ ATTR_URL_FULL),
/* harmony export */   WZz: () => (/* binding */ DEPLOYMENT_ENVIRONMENT_NAME_VALUE_DEVELOPMENT),
/* harmony export */   Wgp: () => (/* binding */ SIGNALR_TRANSPORT_VALUE_LONG_POLLING),
/* harmony export */   WnV: () => (/* binding */ TELEMETRY_SDK_LANGUAGE_VALUE_CPP),
/* harmony export */   Wvf: () => (/* binding */ ATTR_URL_SCHEME),
/* harmony export */   Wvq: () => (/* binding */ NETWORK_TRANSPORT_VALUE_PIPE),
/* harmony export */   XN5: () => (/* binding */ ATTR_OTEL_STATUS_DESCRIPTION),
/* harmony export */   Xae: () => (/* binding */ ATTR_CONTAINER_IMAGE_REPO_DIGESTS),
/* harmony export */   XoA: () => (/* binding */ DB_SYSTEM_NAME_VALUE_MICROSOFT_SQL_SERVER),
/* harmony export */   Xuz: () => (/* binding */ ATTR_DB_OPERATION_NAME),
/* harmony export */   XyJ: () => (/* binding */ ATTR_K8S_STATEFULSET_LABEL),
/* harmony export */   Yii: () => (/* binding */ ATTR_K8S_CLUSTER_NAME),
/* harmony export */   Ym$: () => (/* binding */ DEPLOYMENT_ENVIRONMENT_NAME_VALUE_PRODUCTION),
/* harmony export */   ZVt: () => (/* binding */ TELEMETRY_SDK_LANGUAGE_VALUE_RUST),
/* harmony export */   Zky: () => (/* binding */ ATTR_CODE_FILE_PATH),
/* harmony export */   ZmF: () => (/* binding */ JVM_THREAD_STATE_VALUE_TIMED_WAITING),
/* harmony export */   Zw6: () => (/* binding */ ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT_VALUE_SKIPPED),
/* harmony export */   ZzF: () => (/* binding */ ATTR_K8S_NODE_UID),
/* harmony export */   _Hz: () => (/* binding */ ATTR_ASPNETCORE_RATE_LIMITING_RESULT),
/* harmony export */   _aE: () => (/* binding */ ATTR_K8S_NODE_NAME),
/* harmony export */   aJA: () => (/* binding */ ATTR_TELEMETRY_SDK_VERSION),
/* harmony export */   aw4: () => (/* binding */ ATTR_K8S_CRONJOB_LABEL),
/* harmony export */   bHe: () => (/* binding */ ATTR_JVM_MEMORY_TYPE),
/* harmony export */   bR8: () => (/* binding */ SIGNALR_CONNECTION_STATUS_VALUE_NORMAL_CLOSURE),
/* harmony export */   bZ8: () => (/* binding */ ASPNETCORE_RATE_LIMITING_RESULT_VALUE_ENDPOINT_LIMITER),
/* harmony export */   c6R: () => (/* binding */ HTTP_REQUEST_METHOD_VALUE_HEAD),
/* harmony export */   c7A: () => (/* binding */ ATTR_JVM_THREAD_DAEMON),
/* harmony export */   cJV: () => (/* binding */ ATTR_DB_QUERY_TEXT),
/* harmony export */   cci: () => (/* binding */ ATTR_CONTAINER_ID),
/* harmony export */   cqq: () => (/* binding */ ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT_VALUE_UNHANDLED),
/* harmony export */   d3R: () => (/* binding */ ATTR_K8S_POD_HOSTNAME),
/* harmony export */   d62: () => (/* binding */ ATTR_EXCEPTION_TYPE),
/* harmony export */   d_5: () => (/* binding */ JVM_THREAD_STATE_VALUE_WAITING),
/* harmony export */   drX: () => (/* binding */ ATTR_K8S_JOB_ANNOTATION),
/* harmony export */   e$$: () => (/* binding */ DB_SYSTEM_NAME_VALUE_POSTGRESQL),
/* harmony export */   eHg: () => (/* binding */ DOTNET_GC_HEAP_GENERATION_VALUE_LOH),
/* harmony export */   efm: () => (/* binding */ HTTP_REQUEST_METHOD_VALUE_OPTIONS),
/* harmony export */   f2$: () => (/* binding */ TELEMETRY_SDK_LANGUAGE_VALUE_DOTNET),
/* harmony export */   f4M: () => (/* binding */ ATTR_SIGNALR_CONNECTION_STATUS),
/* harmony export */   f5o: () => (/* binding */ ATTR_ASPNETCORE_RATE_LIMITING_POLICY),
/* harmony export */   f7q: () => (/* binding */ NETWORK_TRANSPORT_VALUE_UDP),
/* harmony export */   fa_: () => (/* binding */ ATTR_K8S_NAMESPACE_ANNOTATION),
/* harmony export */   g5K: () => (/* binding */ ATTR_K8S_DEPLOYMENT_LABEL),
/* harmony export */   gAQ: () => (/* binding */ SIGNALR_CONNECTION_STATUS_VALUE_APP_SHUTDOWN),
/* harmony export */   gn2: () => (/* binding */ ATTR_DB_OPERATION_BATCH_SIZE),
/* harmony export */   h70: () => (/* binding */ HTTP_REQUEST_METHOD_VALUE_DELETE),
/* harmony export */   hnF: () => (/* binding */ ATTR_K8S_CRONJOB_ANNOTATION),
/* harmony export */   iEE: () => (/* binding */ ATTR_DB_RESPONSE_STATUS_CODE),
/* harmony export */   iFr: () => (/* binding */ ATTR_K8S_POD_START_TIME),
/* harmony export */   iIf: () => (/* binding */ NETWORK_TRANSPORT_VALUE_UNIX),
/* harmony export */   iNS: () => (/* binding */ ATTR_TELEMETRY_DISTRO_NAME),
/* harmony export */   iSx: () => (/* binding */ SIGNALR_TRANSPORT_VALUE_SERVER_SENT_EVENTS),
/* harmony export */   int: () => (/* binding */ JVM_THREAD_STATE_VALUE_BLOCKED),
/* harmony export */   jbT: () => (/* binding */ ATTR_K8S_CRONJOB_NAME),
/* harmony export */   jrB: () => (/* binding */ ATTR_URL_FRAGMENT),
/* harmony export */   kVR: () => (/* binding */ ATTR_NETWORK_LOCAL_ADDRESS),
/* harmony export */   kgn: () => (/* binding */ HTTP_REQUEST_METHOD_VALUE_OTHER),
/* harmony export */   ktt: () => (/* binding */ ATTR_OTEL_EVENT_NAME),
/* harmony export */   kxj: () => (/* binding */ ATTR_K8S_DAEMONSET_NAME),
/* harmony export */   l$m: () => (/* binding */ ATTR_CODE_LINE_NUMBER),
/* harmony export */   l42: () => (/* binding */ ATTR_HTTP_REQUEST_RESEND_COUNT),
/* harmony export */   loz: () => (/* binding */ ATTR_K8S_NAMESPACE_NAME),
/* harmony export */   mIb: () => (/* binding */ ATTR_NETWORK_TYPE),
/* harmony export */   mXZ: () => (/* binding */ ATTR_K8S_DAEMONSET_ANNOTATION),
/* harmony export */   n4R: () => (/* binding */ ATTR_HTTP_REQUEST_METHOD),
/* harmony export */   nWg: () => (/* binding */ ATTR_HTTP_REQUEST_METHOD_ORIGINAL),
/* harmony export */   o0g: () => (/* binding */ DEPLOYMENT_ENVIRONMENT_NAME_VALUE_STAGING),
/* harmony export */   o8o: () => (/* binding */ ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT_VALUE_ABORTED),
/* harmony export */   oJb: () => (/* binding */ ATTR_ERROR_TYPE),
/* harmony export */   oVs: () => (/* binding */ ATTR_K8S_JOB_UID),
/* harmony export */   oX4: () => (/* binding */ ATTR_K8S_NAMESPACE_LABEL),
/* harmony export */   oll: () => (/* binding */ ATTR_K8S_JOB_LABEL),
/* harmony export */   pJV: () => (/* binding */ ASPNETCORE_RATE_LIMITING_RESULT_VALUE_ACQUIRED),
/* harmony export */   pg0: () => (/* binding */ SIGNALR_TRANSPORT_VALUE_WEB_SOCKETS),
/* harmony export */   qDE: () => (/* binding */ ATTR_ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT),
/* harmony export */   qUi: () => (/* binding */ ATTR_DB_COLLECTION_NAME),
/* harmony export */   qVR: () => (/* binding */ TELEMETRY_SDK_LANGUAGE_VALUE_WEBJS),
/* harmony export */   qoW: () => (/* binding */ ATTR_K8S_CRONJOB_UID),
/* harmony export */   r98: () => (/* binding */ ATTR_DB_QUERY_SUMMARY),
/* harmony export */   raB: () => (/* binding */ ATTR_URL_QUERY),
/* harmony export */   rlG: () => (/* binding */ ERROR_TYPE_VALUE_OTHER),
/* harmony export */   rso: () => (/* binding */ ATTR_JVM_MEMORY_POOL_NAME),
/* harmony export */   s5X: () => (/* binding */ ATTR_ASPNETCORE_USER_IS_AUTHENTICATED),
/* harmony export */   sEW: () => (/* binding */ ATTR_NETWORK_PEER_PORT),
/* harmony export */   sKN: () => (/* binding */ ATTR_ASPNETCORE_REQUEST_IS_UNHANDLED),
/* harmony export */   sN5: () => (/* binding */ HTTP_REQUEST_METHOD_VALUE_GET),
/* harmony export */   t$j: () => (/* binding */ ATTR_K8S_DEPLOYMENT_ANNOTATION),
/* harmony export */   u1N: () => (/* binding */ ASPNETCORE_RATE_LIMITING_RESULT_VALUE_REQUEST_CANCELED),
/* harmony export */   uI1: () => (/* binding */ NETWORK_TYPE_VALUE_IPV6),
/* harmony export */   ukT: () => (/* binding */ ATTR_K8S_POD_LABEL),
/* harmony export */   umI: () => (/* binding */ ATTR_CONTAINER_IMAGE_TAGS),
/* harmony export */   unP: () => (/* binding */ NETWORK_TYPE_VALUE_IPV4),
/* harmony export */   v5c: () => (/* binding */ HTTP_REQUEST_METHOD_VALUE_PUT),
/* harmony export */   vQ_: () => (/* binding */ ATTR_K8S_POD_IP),
/* harmony export */   wLW: () => (/* binding */ ATTR_EXCEPTION_MESSAGE),
/* harmony export */   wUR: () => (/* binding */ ATTR_URL_PATH),
/* harmony export */   x41: () => (/* binding */ ATTR_K8S_CLUSTER_UID),
/* harmony export */   xJ7: () => (/* binding */ ATTR_CLIENT_ADDRESS),
/* harmony export */   xLp: () => (/* binding */ ATTR_TELEMETRY_DISTRO_VERSION),
/* harmony export */   xOm: () => (/* binding */ TELEMETRY_SDK_LANGUAGE_VALUE_JAVA),
/* harmony export */   xSi: () => (/* binding */ ATTR_K8S_CONTAINER_NAME),
/* harmony export */   xji: () => (/* binding */ ATTR_DB_SYSTEM_NAME),
/* harmony export */   xvp: () => (/* binding */ ATTR_CODE_COLUMN_NUMBER),
/* harmony export */   xz_: () => (/* binding */ ATTR_K8S_REPLICASET_UID),
/* harmony export */   y$c: () => (/* binding */ HTTP_REQUEST_METHOD_VALUE_PATCH),
/* harmony export */   y4w: () => (/* binding */ ATTR_K8S_POD_UID),
/* harmony export */   ylw: () => (/* binding */ HTTP_REQUEST_METHOD_VALUE_CONNECT),
/* harmony export */   z3O: () => (/* binding */ DEPLOYMENT_ENVIRONMENT_NAME_VALUE_TEST),
/* harmony export */   zj8: () => (/* binding */ ATTR_JVM_THREAD_STATE),
/* harmony export */   zuP: () => (/* binding */ ATTR_DB_STORED_PROCEDURE_NAME)
/* harmony export */ });
//#region src/stable_attributes.ts
/**
* ASP.NET Core exception middleware handling result.
*
* @example handled
* @example unhandled
*/
const ATTR_ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT = "aspnetcore.diagnostics.exception.result";
/**
* Enum value "aborted" for attribute {@link ATTR_ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT}.
*
* Exception handling didn't run because the request was aborted.
*/
const ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT_VALUE_ABORTED = "aborted";
/**
* Enum value "handled" for attribute {@link ATTR_ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT}.
*
* Exception was handled by the exception handling middleware.
*/
const ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT_VALUE_HANDLED = "handled";
/**
* Enum value "skipped" for attribute {@link ATTR_ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT}.
*
* Exception handling was skipped because the response had started.
*/
const ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT_VALUE_SKIPPED = "skipped";
/**
* Enum value "unhandled" for attribute {@link ATTR_ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT}.
*
* Exception was not handled by the exception handling middleware.
*/
const ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT_VALUE_UNHANDLED = "unhandled";
/**
* Full type name of the [`IExceptionHandler`](https://learn.microsoft.com/dotnet/api/microsoft.aspnetcore.diagnostics.iexceptionhandler) implementation that handled the exception.
*
* @example Contoso.MyHandler
*/
const ATTR_ASPNETCORE_DIAGNOSTICS_HANDLER_TYPE = "aspnetcore.diagnostics.handler.type";
/**
* Rate limiting policy name.
*
* @example fixed
* @example sliding
* @example token
*/
const ATTR_ASPNETCORE_RATE_LIMITING_POLICY = "aspnetcore.rate_limiting.policy";
/**
* Rate-limiting result, shows whether the lease was acquired or contains a rejection reason
*
* @example acquired
* @example request_canceled
*/
const ATTR_ASPNETCORE_RATE_LIMITING_RESULT = "aspnetcore.rate_limiting.result";
/**
* Enum value "acquired" for attribute {@link ATTR_ASPNETCORE_RATE_LIMITING_RESULT}.
*
* Lease was acquired
*/
const ASPNETCORE_RATE_LIMITING_RESULT_VALUE_ACQUIRED = "acquired";
/**
* Enum value "endpoint_limiter" for attribute {@link ATTR_ASPNETCORE_RATE_LIMITING_RESULT}.
*
* Lease request was rejected by the endpoint limiter
*/
const ASPNETCORE_RATE_LIMITING_RESULT_VALUE_ENDPOINT_LIMITER = "endpoint_limiter";
/**
* Enum value "global_limiter" for attribute {@link ATTR_ASPNETCORE_RATE_LIMITING_RESULT}.
*
* Lease request was rejected by the global limiter
*/
const ASPNETCORE_RATE_LIMITING_RESULT_VALUE_GLOBAL_LIMITER = "global_limiter";
/**
* Enum value "request_canceled" for attribute {@link ATTR_ASPNETCORE_RATE_LIMITING_RESULT}.
*
* Lease request was canceled
*/
const ASPNETCORE_RATE_LIMITING_RESULT_VALUE_REQUEST_CANCELED = "request_canceled";
/**
* Flag indicating if request was handled by the application pipeline.
*
* @example true
*/
const ATTR_ASPNETCORE_REQUEST_IS_UNHANDLED = "aspnetcore.request.is_unhandled";
/**
* A value that indicates whether the matched route is a fallback route.
*
* @example true
*/
const ATTR_ASPNETCORE_ROUTING_IS_FALLBACK = "aspnetcore.routing.is_fallback";
/**
* Match result - success or failure
*
* @example success
* @example failure
*/
const ATTR_ASPNETCORE_ROUTING_MATCH_STATUS = "aspnetcore.routing.match_status";
/**
* Enum value "failure" for attribute {@link ATTR_ASPNETCORE_ROUTING_MATCH_STATUS}.
*
* Match failed
*/
const ASPNETCORE_ROUTING_MATCH_STATUS_VALUE_FAILURE = "failure";
/**
* Enum value "success" for attribute {@link ATTR_ASPNETCORE_ROUTING_MATCH_STATUS}.
*
* Match succeeded
*/
const ASPNETCORE_ROUTING_MATCH_STATUS_VALUE_SUCCESS = "success";
/**
* A value that indicates whether the user is authenticated.
*
* @example true
*/
const ATTR_ASPNETCORE_USER_IS_AUTHENTICATED = "aspnetcore.user.is_authenticated";
/**
* Client address - domain name if available without reverse DNS lookup; otherwise, IP address or UNIX domain socket name.
*
* @example client.example.com
* @example 10.1.2.80
* @example /tmp/my.sock
*
* @note When observed from the server side, and when communicating through an intermediary, `client.address` **SHOULD** represent the client address behind any intermediaries, for example proxies, if it's available.
*/
const ATTR_CLIENT_ADDRESS = "client.address";
/**
* Client port number.
*
* @example 65123
*
* @note When observed from the server side, and when communicating through an intermediary, `client.port` **SHOULD** represent the client port behind any intermediaries, for example proxies, if it's available.
*/
const ATTR_CLIENT_PORT = "client.port";
/**
* The column number in `code.file.path` best representing the operation. It **SHOULD** point within the code unit named in `code.function.name`. This attribute **MUST NOT** be used on the Profile signal since the data is already captured in 'message Line'. This constraint is imposed to prevent redundancy and maintain data integrity.
*
* @example 16
*/
const ATTR_CODE_COLUMN_NUMBER = "code.column.number";
/**
* The source code filename that identifies the code unit as uniquely as possible (preferably an absolute file path). This attribute **MUST NOT** be used on the Profile signal since the data is already captured in 'message Function'. This constraint is imposed to prevent redundancy and maintain data integrity.
*
* @example "/usr/local/MyApplication/content_root/app/index.php"
*/
const ATTR_CODE_FILE_PATH = "code.file.path";
/**
* The method or function fully-qualified name without arguments. The value should fit the natural representation of the language runtime, which is also likely the same used within `code.stacktrace` attribute value. This attribute **MUST NOT** be used on the Profile signal since the data is already captured in 'message Function'. This constraint is imposed to prevent redundancy and maintain data integrity.
*
* @example com.example.MyHttpService.serveRequest
* @example GuzzleHttp\\Client::transfer
* @example fopen
*
* @note Values and format depends on each language runtime, thus it is impossible to provide an exhaustive list of examples.
* The values are usually the same (or prefixes of) the ones found in native stack trace representation stored in
* `code.stacktrace` without information on arguments.
*
* Examples:
*
*   - Java method: `com.example.MyHttpService.serveRequest`
*   - Java anonymous class method: `com.mycompany.Main$1.myMethod`
*   - Java lambda method: `com.mycompany.Main$$Lambda/0x0000748ae4149c00.myMethod`
*   - PHP function: `GuzzleHttp\Client::transfer`
*   - Go function: `github.com/my/repo/pkg.foo.func5`
*   - Elixir: `OpenTelemetry.Ctx.new`
*   - Erlang: `opentelemetry_ctx:new`
*   - Rust: `playground::my_module::my_cool_func`
*   - C function: `fopen`
*/
const ATTR_CODE_FUNCTION_NAME = "code.function.name";
/**
* The line number in `code.file.path` best representing the operation. It **SHOULD** point within the code unit named in `code.function.name`. This attribute **MUST NOT** be used on the Profile signal since the data is already captured in 'message Line'. This constraint is imposed to prevent redundancy and maintain data integrity.
*
* @example 42
*/
const ATTR_CODE_LINE_NUMBER = "code.line.number";
/**
* A stacktrace as a string in the natural representation for the language runtime. The representation is identical to [`exception.stacktrace`](/docs/exceptions/exceptions-spans.md#stacktrace-representation). This attribute **MUST NOT** be used on the Profile signal since the data is already captured in 'message Location'. This constraint is imposed to prevent redundancy and maintain data integrity.
*
* @example "at com.example.GenerateTrace.methodB(GenerateTrace.java:13)\\n at com.example.GenerateTrace.methodA(GenerateTrace.java:9)\\n at com.example.GenerateTrace.main(GenerateTrace.java:5)\\n"
*/
const ATTR_CODE_STACKTRACE = "code.stacktrace";
/**
* Container ID. Usually a UUID, as for example used to [identify Docker containers](https://docs.docker.com/engine/containers/run/#container-identification). The UUID might be abbreviated.
*
* @example a3bf90e006b2
*/
const ATTR_CONTAINER_ID = "container.id";
/**
* Name of the image the container was built on.
*
* @example gcr.io/opentelemetry/operator
*/
const ATTR_CONTAINER_IMAGE_NAME = "container.image.name";
/**
* Repository digests of the container image as provided by the container runtime.
*
* @example ["example@sha256:afcc7f1ac1b49db317a7196c902e61c6c3c4607d63599ee1a82d702d249a0ccb", "internal.registry.example.com:5000/example@sha256:b69959407d21e8a062e0416bf13405bb2b71ed7a84dde4158ebafacfa06f5578"]
*
* @note [Docker](https://docs.docker.com/reference/api/engine/version/v1.52/#tag/Image/operation/ImageInspect) and [CRI](https://github.com/kubernetes/cri-api/blob/c75ef5b473bbe2d0a4fc92f82235efd665ea8e9f/pkg/apis/runtime/v1/api.proto#L1237-L1238) report those under the `RepoDigests` field.
*/
const ATTR_CONTAINER_IMAGE_REPO_DIGESTS = "container.image.repo_digests";
/**
* Container image tags. An example can be found in [Docker Image Inspect](https://docs.docker.com/reference/api/engine/version/v1.52/#tag/Image/operation/ImageInspect). Should be only the `<tag>` section of the full name for example from `registry.example.com/my-org/my-image:<tag>`.
*
* @example ["v1.27.1", "3.5.7-0"]
*/
const ATTR_CONTAINER_IMAGE_TAGS = "container.image.tags";
/**
* The name of a collection (table, container) within the database.
*
* @example public.users
* @example customers
*
* @note It is **RECOMMENDED** to capture the value as provided by the application
* without attempting to do any case normalization.
*
* The collection name **SHOULD NOT** be extracted from `db.query.text`,
* when the database system supports query text with multiple collections
* in non-batch operations.
*
* For batch operations, if the individual operations would all have the same
* `db.collection.name` when executed as non-batch operations,
* then that collection name **SHOULD** be used.
*/
const ATTR_DB_COLLECTION_NAME = "db.collection.name";
/**
* The name of the database, fully qualified within the server address and port.
*
* @example customers
* @example test.users
*
* @note If a database system has multiple namespace components, they **SHOULD** be concatenated from the most general to the most specific namespace component, using `|` as a separator between the components. Any missing components (and their associated separators) **SHOULD** be omitted.
* Semantic conventions for individual database systems **SHOULD** document what `db.namespace` means in the context of that system.
* It is **RECOMMENDED** to capture the value as provided by the application without attempting to do any case normalization.
*/
const ATTR_DB_NAMESPACE = "db.namespace";
/**
* The number of database operations included in a batch operation.
*
* @example 2
* @example 3
* @example 4
*
* @note Except for empty batch requests described below, a batch operation contains two
* or more database operations explicitly submitted as separate operations in a single
* client call, protocol message, or database command.
*
* Requests to batch APIs that contain only one operation **SHOULD** be modeled as single
* operations, not as batch operations.
*
* A database call is not a batch operation solely because one operation accepts
* multiple operands, such as keys, rows, documents, points, or other data elements,
* including Redis [`MGET`](https://redis.io/docs/latest/commands/mget/) with
* multiple keys.
*
* In batch APIs that execute the same parameterized operation with parameter sets,
* each parameter set represents one database operation for determining whether the
* request is a batch operation. Requests with only one parameter set **SHOULD** be modeled
* as single operations, not as batch operations.
*
* `db.operation.batch.size` **SHOULD** be set to the number of operations in the batch.
* It **SHOULD NOT** be set for non-batch operations.
*
* A request to execute a batch operation with no operations **SHOULD** also be treated
* as a batch operation, and `db.operation.batch.size` **SHOULD** be set to `0`.
*/
const ATTR_DB_OPERATION_BATCH_SIZE = "db.operation.batch.size";
/**
* The name of the operation or command being executed.
*
* @example findAndModify
* @example HMSET
* @example SELECT
*
* @note It is **RECOMMENDED** to capture the value as provided by the application
* without attempting to do any case normalization.
*
* The operation name **SHOULD NOT** be extracted from `db.query.text`,
* when the database system supports query text with multiple operations
* in non-batch operations.
*
* If spaces can occur in the operation name, multiple consecutive spaces
* **SHOULD** be normalized to a single space.
*
* For batch operations, if the individual operations would all have the same
* `db.operation.name` when executed as non-batch operations,
* then that operation name **SHOULD** be used prepended by `BATCH `.
* Otherwise, `db.operation.name` **SHOULD** be `BATCH` or some other database
* system specific term if more applicable.
*/
const ATTR_DB_OPERATION_NAME = "db.operation.name";
/**
* Low cardinality summary of a database query.
*
* @example SELECT wuser_table
* @example INSERT shipping_details SELECT orders
* @example get user by id
*
* @note The query summary describes a class of database queries and is useful
* as a grouping key, especially when analyzing telemetry for database
* calls involving complex queries.
*
* Summary may be available to the instrumentation through
* instrumentation hooks or other means. If it is not available, instrumentations
* that support query parsing **SHOULD** generate a summary following
* [Generating query summary](/docs/db/database-spans.md#generating-a-summary-of-the-query)
* section.
*
* For batch operations, if the individual operations would all have the same
* `db.query.summary` when executed as non-batch operations,
* then that query summary **SHOULD** be used prepended by `BATCH `.
* Otherwise, `db.query.summary` **SHOULD** be `BATCH` or some other database
* system specific term if more applicable.
*/
const ATTR_DB_QUERY_SUMMARY = "db.query.summary";
/**
* The database query being executed.
*
* @example SELECT * FROM wuser_table where username = ?
* @example SET mykey ?
*
* @note For sanitization see [Sanitization of `db.query.text`](/docs/db/database-spans.md#sanitization-of-dbquerytext).
* For batch operations, if the individual operations would all have the same `db.query.text` when executed as non-batch operations, then that query text **SHOULD** be used. Otherwise, all of the individual query texts **SHOULD** be concatenated with separator `; ` or some other database system specific separator if more applicable.
* Parameterized query text **SHOULD NOT** be sanitized. Even though parameterized query text can potentially have sensitive data, by using a parameterized query the user is giving a strong signal that any sensitive data will be passed as parameter values, and the benefit to observability of capturing the static part of the query text by default outweighs the risk.
*/
const ATTR_DB_QUERY_TEXT = "db.query.text";
/**
* Database response status code.
*
* @example 102
* @example ORA-17002
* @example 08P01
* @example 404
*
* @note The status code returned by the database. Usually it represents an error code, but may also represent partial success, warning, or differentiate between various types of successful outcomes.
* The value **MAY** use a standardized string representation of a numeric status code, if one exists, instead of the numeric code. The value **MAY** be a synthetic status provided by the client library rather than returned by the remote service.
* Semantic conventions for individual database systems **SHOULD** document what `db.response.status_code` means in the context of that system.
*/
const ATTR_DB_RESPONSE_STATUS_CODE = "db.response.status_code";
/**
* The name of a stored procedure within the database.
*
* @example GetCustomer
*
* @note It is **RECOMMENDED** to capture the value as provided by the application
* without attempting to do any case normalization.
*
* For batch operations, if the individual operations would all have the same
* `db.stored_procedure.name` when executed as non-batch operations,
* then that stored procedure name **SHOULD** be used.
*/
const ATTR_DB_STORED_PROCEDURE_NAME = "db.stored_procedure.name";
/**
* The database management system (DBMS) product as identified by the client instrumentation.
*
* @note The actual DBMS may differ from the one identified by the client. For example, when using PostgreSQL client libraries to connect to a CockroachDB, the `db.system.name` is set to `postgresql` based on the instrumentation's best knowledge.
*/
const ATTR_DB_SYSTEM_NAME = "db.system.name";
/**
* Enum value "mariadb" for attribute {@link ATTR_DB_SYSTEM_NAME}.
*
* [MariaDB](https://mariadb.org/)
*/
const DB_SYSTEM_NAME_VALUE_MARIADB = "mariadb";
/**
* Enum value "microsoft.sql_server" for attribute {@link ATTR_DB_SYSTEM_NAME}.
*
* [Microsoft SQL Server](https://www.microsoft.com/sql-server)
*/
const DB_SYSTEM_NAME_VALUE_MICROSOFT_SQL_SERVER = "microsoft.sql_server";
/**
* Enum value "mysql" for attribute {@link ATTR_DB_SYSTEM_NAME}.
*
* [MySQL](https://www.mysql.com/)
*/
const DB_SYSTEM_NAME_VALUE_MYSQL = "mysql";
/**
* Enum value "postgresql" for attribute {@link ATTR_DB_SYSTEM_NAME}.
*
* [PostgreSQL](https://www.postgresql.org/)
*/
const DB_SYSTEM_NAME_VALUE_POSTGRESQL = "postgresql";
/**
* Name of the [deployment environment](https://wikipedia.org/wiki/Deployment_environment) (aka deployment tier).
*
* @example staging
* @example production
*
* @note `deployment.environment.name` does not affect the uniqueness constraints defined through
* the `service.namespace`, `service.name` and `service.instance.id` resource attributes.
* This implies that resources carrying the following attribute combinations **MUST** be
* considered to be identifying the same service:
*
*   - `service.name=frontend`, `deployment.environment.name=production`
*   - `service.name=frontend`, `deployment.environment.name=staging`.
*/
const ATTR_DEPLOYMENT_ENVIRONMENT_NAME = "deployment.environment.name";
/**
* Enum value "development" for attribute {@link ATTR_DEPLOYMENT_ENVIRONMENT_NAME}.
*
* Development environment
*/
const DEPLOYMENT_ENVIRONMENT_NAME_VALUE_DEVELOPMENT = "development";
/**
* Enum value "production" for attribute {@link ATTR_DEPLOYMENT_ENVIRONMENT_NAME}.
*
* Production environment
*/
const DEPLOYMENT_ENVIRONMENT_NAME_VALUE_PRODUCTION = "production";
/**
* Enum value "staging" for attribute {@link ATTR_DEPLOYMENT_ENVIRONMENT_NAME}.
*
* Staging environment
*/
const DEPLOYMENT_ENVIRONMENT_NAME_VALUE_STAGING = "staging";
/**
* Enum value "test" for attribute {@link ATTR_DEPLOYMENT_ENVIRONMENT_NAME}.
*
* Testing environment
*/
const DEPLOYMENT_ENVIRONMENT_NAME_VALUE_TEST = "test";
/**
* Name of the garbage collector managed heap generation.
*
* @example gen0
* @example gen1
* @example gen2
*/
const ATTR_DOTNET_GC_HEAP_GENERATION = "dotnet.gc.heap.generation";
/**
* Enum value "gen0" for attribute {@link ATTR_DOTNET_GC_HEAP_GENERATION}.
*
* Generation 0
*/
const DOTNET_GC_HEAP_GENERATION_VALUE_GEN0 = "gen0";
/**
* Enum value "gen1" for attribute {@link ATTR_DOTNET_GC_HEAP_GENERATION}.
*
* Generation 1
*/
const DOTNET_GC_HEAP_GENERATION_VALUE_GEN1 = "gen1";
/**
* Enum value "gen2" for attribute {@link ATTR_DOTNET_GC_HEAP_GENERATION}.
*
* Generation 2
*/
const DOTNET_GC_HEAP_GENERATION_VALUE_GEN2 = "gen2";
/**
* Enum value "loh" for attribute {@link ATTR_DOTNET_GC_HEAP_GENERATION}.
*
* Large Object Heap
*/
const DOTNET_GC_HEAP_GENERATION_VALUE_LOH = "loh";
/**
* Enum value "poh" for attribute {@link ATTR_DOTNET_GC_HEAP_GENERATION}.
*
* Pinned Object Heap
*/
const DOTNET_GC_HEAP_GENERATION_VALUE_POH = "poh";
/**
* Describes a class of error the operation ended with.
*
* @example timeout
* @example java.net.UnknownHostException
* @example server_certificate_invalid
* @example 500
*
* @note The `error.type` **SHOULD** be predictable, and **SHOULD** have low cardinality.
*
* When `error.type` is set to a type (e.g., an exception type), its
* canonical class name identifying the type within the artifact **SHOULD** be used.
*
* If the recorded error type is a wrapper that is not meaningful for
* failure classification, instrumentation **MAY** use the type of the inner
* error instead. For example, in Go, errors created with `fmt.Errorf`
* using `%w` **MAY** be unwrapped when the wrapper type does not help
* classify the failure.
*
* Instrumentations **SHOULD** document the list of errors they report.
*
* The cardinality of `error.type` within one instrumentation library **SHOULD** be low.
* Telemetry consumers that aggregate data from multiple instrumentation libraries and applications
* should be prepared for `error.type` to have high cardinality at query time when no
* additional filters are applied.
*
* If the operation has completed successfully, instrumentations **SHOULD NOT** set `error.type`.
*
* If a specific domain defines its own set of error identifiers (such as HTTP or RPC status codes),
* it's **RECOMMENDED** to:
*
*   - Use a domain-specific attribute
*   - Set `error.type` to capture all errors, regardless of whether they are defined within the domain-specific set or not.
*/
const ATTR_ERROR_TYPE = "error.type";
/**
* Enum value "_OTHER" for attribute {@link ATTR_ERROR_TYPE}.
*
* A fallback error value to be used when the instrumentation doesn't define a custom value.
*/
const ERROR_TYPE_VALUE_OTHER = "_OTHER";
/**
* Indicates that the exception is escaping the scope of the span.
*
* @deprecated It's no longer recommended to record exceptions that are handled and do not escape the scope of a span.
*/
const ATTR_EXCEPTION_ESCAPED = "exception.escaped";
/**
* The exception message.
*
* @example Division by zero
* @example Can't convert 'int' object to str implicitly
*
* @note > [!WARNING]
*
* > This attribute may contain sensitive information.
*/
const ATTR_EXCEPTION_MESSAGE = "exception.message";
/**
* A stacktrace as a string in the natural representation for the language runtime. The representation is to be determined and documented by each language SIG.
*
* @example "Exception in thread "main" java.lang.RuntimeException: Test exception\\n at com.example.GenerateTrace.methodB(GenerateTrace.java:13)\\n at com.example.GenerateTrace.methodA(GenerateTrace.java:9)\\n at com.example.GenerateTrace.main(GenerateTrace.java:5)\\n"
*/
const ATTR_EXCEPTION_STACKTRACE = "exception.stacktrace";
/**
* The type of the exception (its fully-qualified class name, if applicable). The dynamic type of the exception should be preferred over the static type in languages that support it.
*
* @example java.net.ConnectException
* @example OSError
*
* @note If the recorded exception type is a wrapper that is not meaningful for
* failure classification, instrumentation **MAY** use the type of the inner
* exception instead. For example, in Go, errors created with `fmt.Errorf`
* using `%w` **MAY** be unwrapped when the wrapper type does not help
* classify the failure.
*/
const ATTR_EXCEPTION_TYPE = "exception.type";
/**
* HTTP request headers, `<key>` being the normalized HTTP Header name (lowercase), the value being the header values.
*
* @example ["application/json"]
* @example ["1.2.3.4", "1.2.3.5"]
*
* @note Instrumentations **SHOULD** require an explicit configuration of which headers are to be captured.
* Including all request headers can be a security risk - explicit configuration helps avoid leaking sensitive information.
*
* The `User-Agent` header is already captured in the `user_agent.original` attribute.
* Users **MAY** explicitly configure instrumentations to capture them even though it is not recommended.
*
* The attribute value **MUST** consist of either multiple header values as an array of strings
* or a single-item array containing a possibly comma-concatenated string, depending on the way
* the HTTP library provides access to headers.
*
* Examples:
*
*   - A header `Content-Type: application/json` **SHOULD** be recorded as the `http.request.header.content-type`
*     attribute with value `["application/json"]`.
*   - A header `X-Forwarded-For: 1.2.3.4, 1.2.3.5` **SHOULD** be recorded as the `http.request.header.x-forwarded-for`
*     attribute with value `["1.2.3.4", "1.2.3.5"]` or `["1.2.3.4, 1.2.3.5"]` depending on the HTTP library.
*/
const ATTR_HTTP_REQUEST_HEADER = (key) => `http.request.header.${key}`;
/**
* HTTP request method.
*
* @example GET
* @example POST
* @example HEAD
*
* @note HTTP request method value **SHOULD** be "known" to the instrumentation.
* By default, this convention defines "known" methods as the ones listed in [RFC9110](https://www.rfc-editor.org/rfc/rfc9110.html#name-methods),
* the PATCH method defined in [RFC5789](https://www.rfc-editor.org/rfc/rfc5789.html)
* and the QUERY method defined in [httpbis-safe-method-w-body](https://datatracker.ietf.org/doc/draft-ietf-httpbis-safe-method-w-body/?include_text=1).
*
* If the HTTP request method is not known to instrumentation, it **MUST** set the `http.request.method` attribute to `_OTHER`.
*
* If the HTTP instrumentation could end up converting valid HTTP request methods to `_OTHER`, then it **MUST** provide a way to override
* the list of known HTTP methods. If this override is done via environment variable, then the environment variable **MUST** be named
* OTEL_INSTRUMENTATION_HTTP_KNOWN_METHODS and support a comma-separated list of case-sensitive known HTTP methods.
*
*
* If this override is done via declarative configuration, then the list **MUST** be configurable via the `known_methods` property
* (an array of case-sensitive strings with minimum items 0) under `.instrumentation/development.general.http.client` and/or
* `.instrumentation/development.general.http.server`.
*
* In either case, this list **MUST** be a full override of the default known methods,
* it is not a list of known methods in addition to the defaults.
*
* HTTP method names are case-sensitive and `http.request.method` attribute value **MUST** match a known HTTP method name exactly.
* Instrumentations for specific web frameworks that consider HTTP methods to be case insensitive, **SHOULD** populate a canonical equivalent.
* Tracing instrumentations that do so, **MUST** also set `http.request.method_original` to the original value.
*/
const ATTR_HTTP_REQUEST_METHOD = "http.request.method";
/**
* Enum value "_OTHER" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* Any HTTP method that the instrumentation has no prior knowledge of.
*/
const HTTP_REQUEST_METHOD_VALUE_OTHER = "_OTHER";
/**
* Enum value "CONNECT" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* CONNECT method.
*/
const HTTP_REQUEST_METHOD_VALUE_CONNECT = "CONNECT";
/**
* Enum value "DELETE" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* DELETE method.
*/
const HTTP_REQUEST_METHOD_VALUE_DELETE = "DELETE";
/**
* Enum value "GET" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* GET method.
*/
const HTTP_REQUEST_METHOD_VALUE_GET = "GET";
/**
* Enum value "HEAD" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* HEAD method.
*/
const HTTP_REQUEST_METHOD_VALUE_HEAD = "HEAD";
/**
* Enum value "OPTIONS" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* OPTIONS method.
*/
const HTTP_REQUEST_METHOD_VALUE_OPTIONS = "OPTIONS";
/**
* Enum value "PATCH" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* PATCH method.
*/
const HTTP_REQUEST_METHOD_VALUE_PATCH = "PATCH";
/**
* Enum value "POST" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* POST method.
*/
const HTTP_REQUEST_METHOD_VALUE_POST = "POST";
/**
* Enum value "PUT" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* PUT method.
*/
const HTTP_REQUEST_METHOD_VALUE_PUT = "PUT";
/**
* Enum value "TRACE" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* TRACE method.
*/
const HTTP_REQUEST_METHOD_VALUE_TRACE = "TRACE";
/**
* Original HTTP method sent by the client in the request line.
*
* @example GeT
* @example ACL
* @example foo
*/
const ATTR_HTTP_REQUEST_METHOD_ORIGINAL = "http.request.method_original";
/**
* The ordinal number of request resending attempt (for any reason, including redirects).
*
* @example 3
*
* @note The resend count **SHOULD** be updated each time an HTTP request gets resent by the client, regardless of what was the cause of the resending (e.g. redirection, authorization failure, 503 Server Unavailable, network issues, or any other).
*/
const ATTR_HTTP_REQUEST_RESEND_COUNT = "http.request.resend_count";
/**
* HTTP response headers, `<key>` being the normalized HTTP Header name (lowercase), the value being the header values.
*
* @example ["application/json"]
* @example ["abc", "def"]
*
* @note Instrumentations **SHOULD** require an explicit configuration of which headers are to be captured.
* Including all response headers can be a security risk - explicit configuration helps avoid leaking sensitive information.
*
* Users **MAY** explicitly configure instrumentations to capture them even though it is not recommended.
*
* The attribute value **MUST** consist of either multiple header values as an array of strings
* or a single-item array containing a possibly comma-concatenated string, depending on the way
* the HTTP library provides access to headers.
*
* Examples:
*
*   - A header `Content-Type: application/json` header **SHOULD** be recorded as the `http.request.response.content-type`
*     attribute with value `["application/json"]`.
*   - A header `My-custom-header: abc, def` header **SHOULD** be recorded as the `http.response.header.my-custom-header`
*     attribute with value `["abc", "def"]` or `["abc, def"]` depending on the HTTP library.
*/
const ATTR_HTTP_RESPONSE_HEADER = (key) => `http.response.header.${key}`;
/**
* [HTTP response status code](https://tools.ietf.org/html/rfc7231#section-6).
*
* @example 200
*/
const ATTR_HTTP_RESPONSE_STATUS_CODE = "http.response.status_code";
/**
* The matched route template for the request. This **MUST** be low-cardinality and include all static path segments, with dynamic path segments represented with placeholders.
*
* @example /users/:userID?
* @example my-controller/my-action/{id?}
*
* @note **MUST NOT** be populated when this is not supported by the HTTP server framework as the route attribute should have low-cardinality and the URI path can NOT substitute it.
* **SHOULD** include the [application root](/docs/http/http-spans.md#http-server-definitions) if there is one.
*
* A static path segment is a part of the route template with a fixed, low-cardinality value. This includes literal strings like `/users/` and placeholders that
* are constrained to a finite, predefined set of values, e.g. `{controller}` or `{action}`.
*
* A dynamic path segment is a placeholder for a value that can have high cardinality and is not constrained to a predefined list like static path segments.
*
* Instrumentations **SHOULD** use routing information provided by the corresponding web framework. They **SHOULD** pick the most precise source of routing information and **MAY**
* support custom route formatting. Instrumentations **SHOULD** document the format and the API used to obtain the route string.
*/
const ATTR_HTTP_ROUTE = "http.route";
/**
* Name of the garbage collector action.
*
* @example end of minor GC
* @example end of major GC
*
* @note Garbage collector action is generally obtained via [GarbageCollectionNotificationInfo#getGcAction()](https://docs.oracle.com/en/java/javase/11/docs/api/jdk.management/com/sun/management/GarbageCollectionNotificationInfo.html#getGcAction()).
*/
const ATTR_JVM_GC_ACTION = "jvm.gc.action";
/**
* Name of the garbage collector.
*
* @example G1 Young Generation
* @example G1 Old Generation
*
* @note Garbage collector name is generally obtained via [GarbageCollectionNotificationInfo#getGcName()](https://docs.oracle.com/en/java/javase/11/docs/api/jdk.management/com/sun/management/GarbageCollectionNotificationInfo.html#getGcName()).
*/
const ATTR_JVM_GC_NAME = "jvm.gc.name";
/**
* Name of the memory pool.
*
* @example G1 Old Gen
* @example G1 Eden space
* @example G1 Survivor Space
*
* @note Pool names are generally obtained via [MemoryPoolMXBean#getName()](https://docs.oracle.com/en/java/javase/11/docs/api/java.management/java/lang/management/MemoryPoolMXBean.html#getName()).
*/
const ATTR_JVM_MEMORY_POOL_NAME = "jvm.memory.pool.name";
/**
* The type of memory.
*
* @example heap
* @example non_heap
*/
const ATTR_JVM_MEMORY_TYPE = "jvm.memory.type";
/**
* Enum value "heap" for attribute {@link ATTR_JVM_MEMORY_TYPE}.
*
* Heap memory.
*/
const JVM_MEMORY_TYPE_VALUE_HEAP = "heap";
/**
* Enum value "non_heap" for attribute {@link ATTR_JVM_MEMORY_TYPE}.
*
* Non-heap memory
*/
const JVM_MEMORY_TYPE_VALUE_NON_HEAP = "non_heap";
/**
* Whether the thread is daemon or not.
*/
const ATTR_JVM_THREAD_DAEMON = "jvm.thread.daemon";
/**
* State of the thread.
*
* @example runnable
* @example blocked
*/
const ATTR_JVM_THREAD_STATE = "jvm.thread.state";
/**
* Enum value "blocked" for attribute {@link ATTR_JVM_THREAD_STATE}.
*
* A thread that is blocked waiting for a monitor lock is in this state.
*/
const JVM_THREAD_STATE_VALUE_BLOCKED = "blocked";
/**
* Enum value "new" for attribute {@link ATTR_JVM_THREAD_STATE}.
*
* A thread that has not yet started is in this state.
*/
const JVM_THREAD_STATE_VALUE_NEW = "new";
/**
* Enum value "runnable" for attribute {@link ATTR_JVM_THREAD_STATE}.
*
* A thread executing in the Java virtual machine is in this state.
*/
const JVM_THREAD_STATE_VALUE_RUNNABLE = "runnable";
/**
* Enum value "terminated" for attribute {@link ATTR_JVM_THREAD_STATE}.
*
* A thread that has exited is in this state.
*/
const JVM_THREAD_STATE_VALUE_TERMINATED = "terminated";
/**
* Enum value "timed_waiting" for attribute {@link ATTR_JVM_THREAD_STATE}.
*
* A thread that is waiting for another thread to perform an action for up to a specified waiting time is in this state.
*/
const JVM_THREAD_STATE_VALUE_TIMED_WAITING = "timed_waiting";
/**
* Enum value "waiting" for attribute {@link ATTR_JVM_THREAD_STATE}.
*
* A thread that is waiting indefinitely for another thread to perform a particular action is in this state.
*/
const JVM_THREAD_STATE_VALUE_WAITING = "waiting";
/**
* The name of the cluster.
*
* @example opentelemetry-cluster
*/
const ATTR_K8S_CLUSTER_NAME = "k8s.cluster.name";
/**
* A pseudo-ID for the cluster, set to the UID of the `kube-system` namespace.
*
* @example 218fc5a9-a5f1-4b54-aa05-46717d0ab26d
*
* @note K8s doesn't have support for obtaining a cluster ID. If this is ever
* added, we will recommend collecting the `k8s.cluster.uid` through the
* official APIs. In the meantime, we are able to use the `uid` of the
* `kube-system` namespace as a proxy for cluster ID. Read on for the
* rationale.
*
* Every object created in a K8s cluster is assigned a distinct UID. The
* `kube-system` namespace is used by Kubernetes itself and will exist
* for the lifetime of the cluster. Using the `uid` of the `kube-system`
* namespace is a reasonable proxy for the K8s ClusterID as it will only
* change if the cluster is rebuilt. Furthermore, Kubernetes UIDs are
* UUIDs as standardized by
* [ISO/IEC 9834-8 and ITU-T X.667](https://www.itu.int/ITU-T/studygroups/com17/oid.html).
* Which states:
*
* > If generated according to one of the mechanisms defined in Rec.
* > ITU-T X.667 | ISO/IEC 9834-8, a UUID is either guaranteed to be
* > different from all other UUIDs generated before 3603 A.D., or is
* > extremely likely to be different (depending on the mechanism chosen).
*
* Therefore, UIDs between clusters should be extremely unlikely to
* conflict.
*/
const ATTR_K8S_CLUSTER_UID = "k8s.cluster.uid";
/**
* The name of the Container from Pod specification, must be unique within a Pod. Container runtime usually uses different globally unique name (`container.name`).
*
* @example redis
*/
const ATTR_K8S_CONTAINER_NAME = "k8s.container.name";
/**
* Number of times the container was restarted. This attribute can be used to identify a particular container (running or stopped) within a container spec.
*/
const ATTR_K8S_CONTAINER_RESTART_COUNT = "k8s.container.restart_count";
/**
* The cronjob annotation placed on the CronJob, the `<key>` being the annotation name, the value being the annotation value.
*
* @example 4
* @example
*
* @note Examples:
*
*   - An annotation `retries` with value `4` **SHOULD** be recorded as the
*     `k8s.cronjob.annotation.retries` attribute with value `"4"`.
*   - An annotation `data` with empty string value **SHOULD** be recorded as
*     the `k8s.cronjob.annotation.data` attribute with value `""`.
*/
const ATTR_K8S_CRONJOB_ANNOTATION = (key) => `k8s.cronjob.annotation.${key}`;
/**
* The label placed on the CronJob, the `<key>` being the label name, the value being the label value.
*
* @example weekly
* @example
*
* @note Examples:
*
*   - A label `type` with value `weekly` **SHOULD** be recorded as the
*     `k8s.cronjob.label.type` attribute with value `"weekly"`.
*   - A label `automated` with empty string value **SHOULD** be recorded as
*     the `k8s.cronjob.label.automated` attribute with value `""`.
*/
const ATTR_K8S_CRONJOB_LABEL = (key) => `k8s.cronjob.label.${key}`;
/**
* The name of the CronJob.
*
* @example opentelemetry
*/
const ATTR_K8S_CRONJOB_NAME = "k8s.cronjob.name";
/**
* The UID of the CronJob.
*
* @example 275ecb36-5aa8-4c2a-9c47-d8bb681b9aff
*/
const ATTR_K8S_CRONJOB_UID = "k8s.cronjob.uid";
/**
* The annotation placed on the DaemonSet, the `<key>` being the annotation name, the value being the annotation value, even if the value is empty.
*
* @example 1
* @example
*
* @note
* Examples:
*
*   - An annotation `replicas` with value `1` **SHOULD** be recorded
*     as the `k8s.daemonset.annotation.replicas` attribute with value `"1"`.
*   - An annotation `data` with empty string value **SHOULD** be recorded as
*     the `k8s.daemonset.annotation.data` attribute with value `""`.
*/
const ATTR_K8S_DAEMONSET_ANNOTATION = (key) => `k8s.daemonset.annotation.${key}`;
/**
* The label placed on the DaemonSet, the `<key>` being the label name, the value being the label value, even if the value is empty.
*
* @example guestbook
* @example
*
* @note
* Examples:
*
*   - A label `app` with value `guestbook` **SHOULD** be recorded
*     as the `k8s.daemonset.label.app` attribute with value `"guestbook"`.
*   - A label `injected` with empty string value **SHOULD** be recorded as
*     the `k8s.daemonset.label.injected` attribute with value `""`.
*/
const ATTR_K8S_DAEMONSET_LABEL = (key) => `k8s.daemonset.label.${key}`;
/**
* The name of the DaemonSet.
*
* @example opentelemetry
*/
const ATTR_K8S_DAEMONSET_NAME = "k8s.daemonset.name";
/**
* The UID of the DaemonSet.
*
* @example 275ecb36-5aa8-4c2a-9c47-d8bb681b9aff
*/
const ATTR_K8S_DAEMONSET_UID = "k8s.daemonset.uid";
/**
* The annotation placed on the Deployment, the `<key>` being the annotation name, the value being the annotation value, even if the value is empty.
*
* @example 1
* @example
*
* @note
* Examples:
*
*   - An annotation `replicas` with value `1` **SHOULD** be recorded
*     as the `k8s.deployment.annotation.replicas` attribute with value `"1"`.
*   - An annotation `data` with empty string value **SHOULD** be recorded as
*     the `k8s.deployment.annotation.data` attribute with value `""`.
*/
const ATTR_K8S_DEPLOYMENT_ANNOTATION = (key) => `k8s.deployment.annotation.${key}`;
/**
* The label placed on the Deployment, the `<key>` being the label name, the value being the label value, even if the value is empty.
*
* @example guestbook
* @example
*
* @note
* Examples:
*
*   - A label `app` with value `guestbook` **SHOULD** be recorded
*     as the `k8s.deployment.label.app` attribute with value `"guestbook"`.
*   - A label `injected` with empty string value **SHOULD** be recorded as
*     the `k8s.deployment.label.injected` attribute with value `""`.
*/
const ATTR_K8S_DEPLOYMENT_LABEL = (key) => `k8s.deployment.label.${key}`;
/**
* The name of the Deployment.
*
* @example opentelemetry
*/
const ATTR_K8S_DEPLOYMENT_NAME = "k8s.deployment.name";
/**
* The UID of the Deployment.
*
* @example 275ecb36-5aa8-4c2a-9c47-d8bb681b9aff
*/
const ATTR_K8S_DEPLOYMENT_UID = "k8s.deployment.uid";
/**
* The annotation placed on the Job, the `<key>` being the annotation name, the value being the annotation value, even if the value is empty.
*
* @example 1
* @example
*
* @note
* Examples:
*
*   - An annotation `number` with value `1` **SHOULD** be recorded
*     as the `k8s.job.annotation.number` attribute with value `"1"`.
*   - An annotation `data` with empty string value **SHOULD** be recorded as
*     the `k8s.job.annotation.data` attribute with value `""`.
*/
const ATTR_K8S_JOB_ANNOTATION = (key) => `k8s.job.annotation.${key}`;
/**
* The label placed on the Job, the `<key>` being the label name, the value being the label value, even if the value is empty.
*
* @example ci
* @example
*
* @note
* Examples:
*
*   - A label `jobtype` with value `ci` **SHOULD** be recorded
*     as the `k8s.job.label.jobtype` attribute with value `"ci"`.
*   - A label `automated` with empty string value **SHOULD** be recorded as
*     the `k8s.job.label.automated` attribute with value `""`.
*/
const ATTR_K8S_JOB_LABEL = (key) => `k8s.job.label.${key}`;
/**
* The name of the Job.
*
* @example opentelemetry
*/
const ATTR_K8S_JOB_NAME = "k8s.job.name";
/**
* The UID of the Job.
*
* @example 275ecb36-5aa8-4c2a-9c47-d8bb681b9aff
*/
const ATTR_K8S_JOB_UID = "k8s.job.uid";
/**
* The annotation placed on the Namespace, the `<key>` being the annotation name, the value being the annotation value, even if the value is empty.
*
* @example 0
* @example
*
* @note
* Examples:
*
*   - An annotation `ttl` with value `0` **SHOULD** be recorded
*     as the `k8s.namespace.annotation.ttl` attribute with value `"0"`.
*   - An annotation `data` with empty string value **SHOULD** be recorded as
*     the `k8s.namespace.annotation.data` attribute with value `""`.
*/
const ATTR_K8S_NAMESPACE_ANNOTATION = (key) => `k8s.namespace.annotation.${key}`;
/**
* The label placed on the Namespace, the `<key>` being the label name, the value being the label value, even if the value is empty.
*
* @example default
* @example
*
* @note
* Examples:
*
*   - A label `kubernetes.io/metadata.name` with value `default` **SHOULD** be recorded
*     as the `k8s.namespace.label.kubernetes.io/metadata.name` attribute with value `"default"`.
*   - A label `data` with empty string value **SHOULD** be recorded as
*     the `k8s.namespace.label.data` attribute with value `""`.
*/
const ATTR_K8S_NAMESPACE_LABEL = (key) => `k8s.namespace.label.${key}`;
/**
* The name of the namespace that the pod is running in.
*
* @example default
*/
const ATTR_K8S_NAMESPACE_NAME = "k8s.namespace.name";
/**
* The annotation placed on the Node, the `<key>` being the annotation name, the value being the annotation value, even if the value is empty.
*
* @example 0
* @example
*
* @note Examples:
*
*   - An annotation `node.alpha.kubernetes.io/ttl` with value `0` **SHOULD** be recorded as
*     the `k8s.node.annotation.node.alpha.kubernetes.io/ttl` attribute with value `"0"`.
*   - An annotation `data` with empty string value **SHOULD** be recorded as
*     the `k8s.node.annotation.data` attribute with value `""`.
*/
const ATTR_K8S_NODE_ANNOTATION = (key) => `k8s.node.annotation.${key}`;
/**
* The label placed on the Node, the `<key>` being the label name, the value being the label value, even if the value is empty.
*
* @example arm64
* @example
*
* @note Examples:
*
*   - A label `kubernetes.io/arch` with value `arm64` **SHOULD** be recorded
*     as the `k8s.node.label.kubernetes.io/arch` attribute with value `"arm64"`.
*   - A label `data` with empty string value **SHOULD** be recorded as
*     the `k8s.node.label.data` attribute with value `""`.
*/
const ATTR_K8S_NODE_LABEL = (key) => `k8s.node.label.${key}`;
/**
* The name of the Node.
*
* @example node-1
*/
const ATTR_K8S_NODE_NAME = "k8s.node.name";
/**
* The UID of the Node.
*
* @example 1eb3a0c6-0477-4080-a9cb-0cb7db65c6a2
*/
const ATTR_K8S_NODE_UID = "k8s.node.uid";
/**
* The annotation placed on the Pod, the `<key>` being the annotation name, the value being the annotation value.
*
* @example true
* @example x64
* @example
*
* @note Examples:
*
*   - An annotation `kubernetes.io/enforce-mountable-secrets` with value `true` **SHOULD** be recorded as
*     the `k8s.pod.annotation.kubernetes.io/enforce-mountable-secrets` attribute with value `"true"`.
*   - An annotation `mycompany.io/arch` with value `x64` **SHOULD** be recorded as
*     the `k8s.pod.annotation.mycompany.io/arch` attribute with value `"x64"`.
*   - An annotation `data` with empty string value **SHOULD** be recorded as
*     the `k8s.pod.annotation.data` attribute with value `""`.
*/
const ATTR_K8S_POD_ANNOTATION = (key) => `k8s.pod.annotation.${key}`;
/**
* Specifies the hostname of the Pod.
*
* @example collector-gateway
*
* @note The K8s Pod spec has an optional hostname field, which can be used to specify a hostname.
* Refer to [K8s docs](https://kubernetes.io/docs/concepts/services-networking/dns-pod-service/#pod-hostname-and-subdomain-field)
* for more information about this field.
*
* This attribute aligns with the `hostname` field of the
* [K8s PodSpec](https://kubernetes.io/docs/reference/generated/kubernetes-api/v1.34/#podspec-v1-core).
*/
const ATTR_K8S_POD_HOSTNAME = "k8s.pod.hostname";
/**
* IP address allocated to the Pod.
*
* @example 172.18.0.2
*
* @note This attribute aligns with the `podIP` field of the
* [K8s PodStatus](https://kubernetes.io/docs/reference/generated/kubernetes-api/v1.34/#podstatus-v1-core).
*/
const ATTR_K8S_POD_IP = "k8s.pod.ip";
/**
* The label placed on the Pod, the `<key>` being the label name, the value being the label value.
*
* @example my-app
* @example x64
* @example
*
* @note Examples:
*
*   - A label `app` with value `my-app` **SHOULD** be recorded as
*     the `k8s.pod.label.app` attribute with value `"my-app"`.
*   - A label `mycompany.io/arch` with value `x64` **SHOULD** be recorded as
*     the `k8s.pod.label.mycompany.io/arch` attribute with value `"x64"`.
*   - A label `data` with empty string value **SHOULD** be recorded as
*     the `k8s.pod.label.data` attribute with value `""`.
*/
const ATTR_K8S_POD_LABEL = (key) => `k8s.pod.label.${key}`;
/**
* The name of the Pod.
*
* @example opentelemetry-pod-autoconf
*/
const ATTR_K8S_POD_NAME = "k8s.pod.name";
/**
* The start timestamp of the Pod.
*
* @example 2025-12-04T08:41:03Z
*
* @note Date and time at which the object was acknowledged by the Kubelet.
* This is before the Kubelet pulled the container image(s) for the pod.
*
* This attribute aligns with the `startTime` field of the
* [K8s PodStatus](https://kubernetes.io/docs/reference/generated/kubernetes-api/v1.34/#podstatus-v1-core),
* in ISO 8601 (RFC 3339 compatible) format.
*/
const ATTR_K8S_POD_START_TIME = "k8s.pod.start_time";
/**
* The UID of the Pod.
*
* @example 275ecb36-5aa8-4c2a-9c47-d8bb681b9aff
*/
const ATTR_K8S_POD_UID = "k8s.pod.uid";
/**
* The annotation placed on the ReplicaSet, the `<key>` being the annotation name, the value being the annotation value, even if the value is empty.
*
* @example 0
* @example
*
* @note
* Examples:
*
*   - An annotation `replicas` with value `0` **SHOULD** be recorded
*     as the `k8s.replicaset.annotation.replicas` attribute with value `"0"`.
*   - An annotation `data` with empty string value **SHOULD** be recorded as
*     the `k8s.replicaset.annotation.data` attribute with value `""`.
*/
const ATTR_K8S_REPLICASET_ANNOTATION = (key) => `k8s.replicaset.annotation.${key}`;
/**
* The label placed on the ReplicaSet, the `<key>` being the label name, the value being the label value, even if the value is empty.
*
* @example guestbook
* @example
*
* @note
* Examples:
*
*   - A label `app` with value `guestbook` **SHOULD** be recorded
*     as the `k8s.replicaset.label.app` attribute with value `"guestbook"`.
*   - A label `injected` with empty string value **SHOULD** be recorded as
*     the `k8s.replicaset.label.injected` attribute with value `""`.
*/
const ATTR_K8S_REPLICASET_LABEL = (key) => `k8s.replicaset.label.${key}`;
/**
* The name of the ReplicaSet.
*
* @example opentelemetry
*/
const ATTR_K8S_REPLICASET_NAME = "k8s.replicaset.name";
/**
* The UID of the ReplicaSet.
*
* @example 275ecb36-5aa8-4c2a-9c47-d8bb681b9aff
*/
const ATTR_K8S_REPLICASET_UID = "k8s.replicaset.uid";
/**
* The annotation placed on the StatefulSet, the `<key>` being the annotation name, the value being the annotation value, even if the value is empty.
*
* @example 1
* @example
*
* @note
* Examples:
*
*   - An annotation `replicas` with value `1` **SHOULD** be recorded
*     as the `k8s.statefulset.annotation.replicas` attribute with value `"1"`.
*   - An annotation `data` with empty string value **SHOULD** be recorded as
*     the `k8s.statefulset.annotation.data` attribute with value `""`.
*/
const ATTR_K8S_STATEFULSET_ANNOTATION = (key) => `k8s.statefulset.annotation.${key}`;
/**
* The label placed on the StatefulSet, the `<key>` being the label name, the value being the label value, even if the value is empty.
*
* @example guestbook
* @example
*
* @note
* Examples:
*
*   - A label `app` with value `guestbook` **SHOULD** be recorded
*     as the `k8s.statefulset.label.app` attribute with value `"guestbook"`.
*   - A label `injected` with empty string value **SHOULD** be recorded as
*     the `k8s.statefulset.label.injected` attribute with value `""`.
*/
const ATTR_K8S_STATEFULSET_LABEL = (key) => `k8s.statefulset.label.${key}`;
/**
* The name of the StatefulSet.
*
* @example opentelemetry
*/
const ATTR_K8S_STATEFULSET_NAME = "k8s.statefulset.name";
/**
* The UID of the StatefulSet.
*
* @example 275ecb36-5aa8-4c2a-9c47-d8bb681b9aff
*/
const ATTR_K8S_STATEFULSET_UID = "k8s.statefulset.uid";
/**
* Local address of the network connection - IP address or UNIX domain socket name.
*
* @example 10.1.2.80
* @example /tmp/my.sock
*/
const ATTR_NETWORK_LOCAL_ADDRESS = "network.local.address";
/**
* Local port number of the network connection.
*
* @example 65123
*/
const ATTR_NETWORK_LOCAL_PORT = "network.local.port";
/**
* Peer address of the network connection - IP address or UNIX domain socket name.
*
* @example 10.1.2.80
* @example /tmp/my.sock
*/
const ATTR_NETWORK_PEER_ADDRESS = "network.peer.address";
/**
* Peer port number of the network connection.
*
* @example 65123
*/
const ATTR_NETWORK_PEER_PORT = "network.peer.port";
/**
* [OSI application layer](https://wikipedia.org/wiki/Application_layer) or non-OSI equivalent.
*
* @example amqp
* @example http
* @example mqtt
*
* @note The value **SHOULD** be normalized to lowercase.
*/
const ATTR_NETWORK_PROTOCOL_NAME = "network.protocol.name";
/**
* The actual version of the protocol used for network communication.
*
* @example 1.1
* @example 2
*
* @note If protocol version is subject to negotiation (for example using [ALPN](https://www.rfc-editor.org/rfc/rfc7301.html)), this attribute **SHOULD** be set to the negotiated version. If the actual protocol version is not known, this attribute **SHOULD NOT** be set.
*/
const ATTR_NETWORK_PROTOCOL_VERSION = "network.protocol.version";
/**
* [OSI transport layer](https://wikipedia.org/wiki/Transport_layer) or [inter-process communication method](https://wikipedia.org/wiki/Inter-process_communication).
*
* @example tcp
* @example udp
*
* @note The value **SHOULD** be normalized to lowercase.
*
* Consider always setting the transport when setting a port number, since
* a port number is ambiguous without knowing the transport. For example
* different processes could be listening on TCP port 12345 and UDP port 12345.
*/
const ATTR_NETWORK_TRANSPORT = "network.transport";
/**
* Enum value "pipe" for attribute {@link ATTR_NETWORK_TRANSPORT}.
*
* Named or anonymous pipe.
*/
const NETWORK_TRANSPORT_VALUE_PIPE = "pipe";
/**
* Enum value "quic" for attribute {@link ATTR_NETWORK_TRANSPORT}.
*
* QUIC
*/
const NETWORK_TRANSPORT_VALUE_QUIC = "quic";
/**
* Enum value "tcp" for attribute {@link ATTR_NETWORK_TRANSPORT}.
*
* TCP
*/
const NETWORK_TRANSPORT_VALUE_TCP = "tcp";
/**
* Enum value "udp" for attribute {@link ATTR_NETWORK_TRANSPORT}.
*
* UDP
*/
const NETWORK_TRANSPORT_VALUE_UDP = "udp";
/**
* Enum value "unix" for attribute {@link ATTR_NETWORK_TRANSPORT}.
*
* UNIX domain socket
*/
const NETWORK_TRANSPORT_VALUE_UNIX = "unix";
/**
* [OSI network layer](https://wikipedia.org/wiki/Network_layer) or non-OSI equivalent.
*
* @example ipv4
* @example ipv6
*
* @note The value **SHOULD** be normalized to lowercase.
*/
const ATTR_NETWORK_TYPE = "network.type";
/**
* Enum value "ipv4" for attribute {@link ATTR_NETWORK_TYPE}.
*
* IPv4
*/
const NETWORK_TYPE_VALUE_IPV4 = "ipv4";
/**
* Enum value "ipv6" for attribute {@link ATTR_NETWORK_TYPE}.
*
* IPv6
*/
const NETWORK_TYPE_VALUE_IPV6 = "ipv6";
/**
* Identifies the class / type of event.
*
* @example browser.mouse.click
* @example device.app.lifecycle
*
* @note This attribute **SHOULD** be used by non-OTLP exporters when destination does not support `EventName` or equivalent field. This attribute **MAY** be used by applications using existing logging libraries so that it can be used to set the `EventName` field by Collector or SDK components.
*/
const ATTR_OTEL_EVENT_NAME = "otel.event.name";
/**
* The name of the instrumentation scope - (`InstrumentationScope.Name` in OTLP).
*
* @example io.opentelemetry.contrib.mongodb
*/
const ATTR_OTEL_SCOPE_NAME = "otel.scope.name";
/**
* The version of the instrumentation scope - (`InstrumentationScope.Version` in OTLP).
*
* @example 1.0.0
*/
const ATTR_OTEL_SCOPE_VERSION = "otel.scope.version";
/**
* Name of the code, either "OK" or "ERROR". **MUST NOT** be set if the status code is UNSET.
*/
const ATTR_OTEL_STATUS_CODE = "otel.status_code";
/**
* Enum value "ERROR" for attribute {@link ATTR_OTEL_STATUS_CODE}.
*
* The operation contains an error.
*/
const OTEL_STATUS_CODE_VALUE_ERROR = "ERROR";
/**
* Enum value "OK" for attribute {@link ATTR_OTEL_STATUS_CODE}.
*
* The operation has been validated by an Application developer or Operator to have completed successfully.
*/
const OTEL_STATUS_CODE_VALUE_OK = "OK";
/**
* Description of the Status if it has a value, otherwise not set.
*
* @example resource not found
*/
const ATTR_OTEL_STATUS_DESCRIPTION = "otel.status_description";
/**
* The fully-qualified logical name of the method from the RPC interface perspective.
*
* @example com.example.ExampleService/exampleMethod
* @example EchoService/Echo
* @example _OTHER
*
* @note The method name **MAY** have unbounded cardinality in edge or error cases.
*
* Some RPC frameworks or libraries provide a fixed set of recognized methods
* for client stubs and server implementations. Instrumentations for such
* frameworks **MUST** set this attribute to the original method name only
* when the method is recognized by the framework or library.
*
* When the method is not recognized, for example, when the server receives
* a request for a method that is not predefined on the server, or when
* instrumentation is not able to reliably detect if the method is predefined,
* the attribute **MUST** be set to `_OTHER`.
*
* If the RPC instrumentation could end up converting valid RPC methods to
* `_OTHER`, then it **SHOULD** provide a way to configure the list of recognized
* RPC methods.
*
* The `rpc.method` can be different from the name of any implementing
* method/function.
* The `code.function.name` attribute may be used to record the fully-qualified
* method actually executing the call on the server side, or the
* RPC client stub method on the client side.
*/
const ATTR_RPC_METHOD = "rpc.method";
/**
* The original name of the method used by the client.
*
* @example com.myservice.EchoService/catchAll
* @example com.myservice.EchoService/unknownMethod
* @example InvalidMethod
*/
const ATTR_RPC_METHOD_ORIGINAL = "rpc.method_original";
/**
* Status code of the RPC returned by the RPC server or generated by the client
*
* @example OK
* @example DEADLINE_EXCEEDED
* @example -32602
*
* @note Usually it represents an error code, but may also represent partial success, warning, or differentiate between various types of successful outcomes.
* The value **MAY** use a standardized string representation of a numeric status code, if one exists, instead of the numeric code. The value **MAY** be a synthetic status provided by the client library rather than returned by the remote service.
* Semantic conventions for individual RPC frameworks **SHOULD** document what `rpc.status_code` means in the context of that system and which values are considered to represent errors.
*/
const ATTR_RPC_STATUS_CODE = "rpc.status_code";
/**
* The Remote Procedure Call (RPC) system.
*
* @note The client and server RPC systems may differ for the same RPC interaction. For example, a client may use Apache Dubbo or Connect RPC to communicate with a server that uses gRPC since both protocols provide compatibility with gRPC.
*/
const ATTR_RPC_SYSTEM_NAME = "rpc.system.name";
/**
* Enum value "dubbo" for attribute {@link ATTR_RPC_SYSTEM_NAME}.
*
* [Apache Dubbo](https://dubbo.apache.org/)
*/
const RPC_SYSTEM_NAME_VALUE_DUBBO = "dubbo";
/**
* Enum value "grpc" for attribute {@link ATTR_RPC_SYSTEM_NAME}.
*
* [gRPC](https://grpc.io/)
*/
const RPC_SYSTEM_NAME_VALUE_GRPC = "grpc";
/**
* Server domain name if available without reverse DNS lookup; otherwise, IP address or UNIX domain socket name.
*
* @example example.com
* @example 10.1.2.80
* @example /tmp/my.sock
*
* @note When observed from the client side, and when communicating through an intermediary, `server.address` **SHOULD** represent the server address behind any intermediaries, for example proxies, if it's available.
*/
const ATTR_SERVER_ADDRESS = "server.address";
/**
* Server port number.
*
* @example 80
* @example 8080
* @example 443
*
* @note When observed from the client side, and when communicating through an intermediary, `server.port` **SHOULD** represent the server port behind any intermediaries, for example proxies, if it's available.
*/
const ATTR_SERVER_PORT = "server.port";
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
*/
const ATTR_SERVICE_INSTANCE_ID = "service.instance.id";
/**
* Logical name of the service.
*
* @example shoppingcart
*
* @note **MUST** be the same for all instances of horizontally scaled services. If the value was not specified, SDKs **MUST** fallback to `unknown_service:` concatenated with the process executable name, e.g. `unknown_service:bash`. If the process executable name is not available, the value **MUST** be set to `unknown_service`.
* The process executable name is the name of the process executable, the same value as described by the [`process.executable.name`](process.md) resource attribute.
*/
const ATTR_SERVICE_NAME = "service.name";
/**
* A namespace for `service.name`.
*
* @example Shop
*
* @note A string value having a meaning that helps to distinguish a group of services, for example the team name that owns a group of services. `service.name` is expected to be unique within the same namespace. If `service.namespace` is not specified in the Resource then `service.name` is expected to be unique for all services that have no explicit namespace defined (so the empty/unspecified namespace is simply one more valid namespace). Zero-length namespace string is assumed equal to unspecified namespace.
*/
const ATTR_SERVICE_NAMESPACE = "service.namespace";
/**
* The version string of the service component. The format is not defined by these conventions.
*
* @example 2.0.0
* @example a01dbef8a
*/
const ATTR_SERVICE_VERSION = "service.version";
/**
* SignalR HTTP connection closure status.
*
* @example app_shutdown
* @example timeout
*/
const ATTR_SIGNALR_CONNECTION_STATUS = "signalr.connection.status";
/**
* Enum value "app_shutdown" for attribute {@link ATTR_SIGNALR_CONNECTION_STATUS}.
*
* The connection was closed because the app is shutting down.
*/
const SIGNALR_CONNECTION_STATUS_VALUE_APP_SHUTDOWN = "app_shutdown";
/**
* Enum value "normal_closure" for attribute {@link ATTR_SIGNALR_CONNECTION_STATUS}.
*
* The connection was closed normally.
*/
const SIGNALR_CONNECTION_STATUS_VALUE_NORMAL_CLOSURE = "normal_closure";
/**
* Enum value "timeout" for attribute {@link ATTR_SIGNALR_CONNECTION_STATUS}.
*
* The connection was closed due to a timeout.
*/
const SIGNALR_CONNECTION_STATUS_VALUE_TIMEOUT = "timeout";
/**
* [SignalR transport type](https://github.com/dotnet/aspnetcore/blob/main/src/SignalR/docs/specs/TransportProtocols.md)
*
* @example web_sockets
* @example long_polling
*/
const ATTR_SIGNALR_TRANSPORT = "signalr.transport";
/**
* Enum value "long_polling" for attribute {@link ATTR_SIGNALR_TRANSPORT}.
*
* LongPolling protocol
*/
const SIGNALR_TRANSPORT_VALUE_LONG_POLLING = "long_polling";
/**
* Enum value "server_sent_events" for attribute {@link ATTR_SIGNALR_TRANSPORT}.
*
* ServerSentEvents protocol
*/
const SIGNALR_TRANSPORT_VALUE_SERVER_SENT_EVENTS = "server_sent_events";
/**
* Enum value "web_sockets" for attribute {@link ATTR_SIGNALR_TRANSPORT}.
*
* WebSockets protocol
*/
const SIGNALR_TRANSPORT_VALUE_WEB_SOCKETS = "web_sockets";
/**
* The name of the auto instrumentation agent or distribution, if used.
*
* @example parts-unlimited-java
*
* @note Official auto instrumentation agents and distributions **SHOULD** set the `telemetry.distro.name` attribute to
* a string starting with `opentelemetry-`, e.g. `opentelemetry-java-instrumentation`.
*/
const ATTR_TELEMETRY_DISTRO_NAME = "telemetry.distro.name";
/**
* The version string of the auto instrumentation agent or distribution, if used.
*
* @example 1.2.3
*/
const ATTR_TELEMETRY_DISTRO_VERSION = "telemetry.distro.version";
/**
* The language of the telemetry SDK.
*/
const ATTR_TELEMETRY_SDK_LANGUAGE = "telemetry.sdk.language";
/**
* Enum value "cpp" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [C++](https://opentelemetry.io/docs/languages/cpp/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_CPP = "cpp";
/**
* Enum value "dotnet" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [.NET](https://opentelemetry.io/docs/languages/dotnet/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_DOTNET = "dotnet";
/**
* Enum value "erlang" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Erlang/Elixir](https://opentelemetry.io/docs/languages/erlang/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_ERLANG = "erlang";
/**
* Enum value "go" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Go](https://opentelemetry.io/docs/languages/go/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_GO = "go";
/**
* Enum value "java" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Java](https://opentelemetry.io/docs/languages/java/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_JAVA = "java";
/**
* Enum value "kotlin" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Kotlin](https://opentelemetry.io/docs/languages/kotlin/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_KOTLIN = "kotlin";
/**
* Enum value "nodejs" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Node.js](https://opentelemetry.io/docs/languages/js/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_NODEJS = "nodejs";
/**
* Enum value "php" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [PHP](https://opentelemetry.io/docs/languages/php/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_PHP = "php";
/**
* Enum value "python" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Python](https://opentelemetry.io/docs/languages/python/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_PYTHON = "python";
/**
* Enum value "ruby" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Ruby](https://opentelemetry.io/docs/languages/ruby/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_RUBY = "ruby";
/**
* Enum value "rust" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Rust](https://opentelemetry.io/docs/languages/rust/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_RUST = "rust";
/**
* Enum value "swift" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Swift](https://opentelemetry.io/docs/languages/swift/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_SWIFT = "swift";
/**
* Enum value "webjs" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Browser](https://opentelemetry.io/docs/languages/js/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_WEBJS = "webjs";
/**
* The name of the telemetry SDK as defined above.
*
* @example opentelemetry
*
* @note The OpenTelemetry SDK **MUST** set the `telemetry.sdk.name` attribute to `opentelemetry`.
* If another SDK, like a fork or a vendor-provided implementation, is used, this SDK **MUST** set the
* `telemetry.sdk.name` attribute to the fully-qualified class or module name of this SDK's main entry point
* or another suitable identifier depending on the language.
* The identifier `opentelemetry` is reserved and **MUST NOT** be used in this case.
* All custom identifiers **SHOULD** be stable across different versions of an implementation.
*/
const ATTR_TELEMETRY_SDK_NAME = "telemetry.sdk.name";
/**
* The version string of the telemetry SDK.
*
* @example 1.2.3
*/
const ATTR_TELEMETRY_SDK_VERSION = "telemetry.sdk.version";
/**
* The [URI fragment](https://www.rfc-editor.org/rfc/rfc3986#section-3.5) component
*
* @example SemConv
*/
const ATTR_URL_FRAGMENT = "url.fragment";
/**
* Absolute URL describing a network resource according to [RFC3986](https://www.rfc-editor.org/rfc/rfc3986)
*
* @example https://www.foo.bar/search?q=OpenTelemetry#SemConv
* @example //localhost
*
* @note For network calls, URL usually has `scheme://host[:port][path][?query][#fragment]` format, where the fragment
* is not transmitted over HTTP, but if it is known, it **SHOULD** be included nevertheless.
*
* `url.full` **MUST NOT** contain credentials passed via URL in form of `https://username:password@www.example.com/`.
* In such case username and password **SHOULD** be redacted and attribute's value **SHOULD** be `https://REDACTED:REDACTED@www.example.com/`.
*
* `url.full` **SHOULD** capture the absolute URL when it is available (or can be reconstructed).
*
* Sensitive content provided in `url.full` **SHOULD** be scrubbed when instrumentations can identify it.
*
*
* Query string values for the following keys **SHOULD** be redacted by default and replaced by the
* value `REDACTED`:
*
*   - [`X-Amz-Signature`](https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-authentication-methods.html)
*   - [`X-Amz-Credential`](https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-authentication-methods.html)
*   - [`X-Amz-Security-Token`](https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-authentication-methods.html)
*   - [`AWSAccessKeyId`](https://docs.aws.amazon.com/AmazonS3/latest/developerguide/RESTAuthentication.html#RESTAuthenticationQueryStringAuth)
*   - [`Signature`](https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/private-content-creating-signed-url-canned-policy.html)
*   - [`sig`](https://learn.microsoft.com/azure/storage/common/storage-sas-overview#sas-token)
*   - [`X-Goog-Signature`](https://cloud.google.com/storage/docs/access-control/signed-urls)
*
* Several of these keys are used by more than one service or signing scheme. Each link
* points to one representative usage rather than an exhaustive list, and does not narrow
* the scope of the key to the linked service or signing scheme.
*
* This list is subject to change over time.
*
* Matching of query parameter keys against the sensitive list **SHOULD** be case-sensitive.
*
*
* Instrumentation **MAY** provide a way to override this list via declarative configuration.
* If so, it **SHOULD** use the `sensitive_query_parameters` property
* (an array of case-sensitive strings with minimum items 0) under
* `.instrumentation/development.general.sanitization.url`.
* This list is a full override of the default sensitive query parameter keys,
* it is not a list of keys in addition to the defaults.
*
* When a query string value is redacted, the query string key **SHOULD** still be preserved, e.g.
* `https://www.example.com/path?color=blue&sig=REDACTED`.
*/
const ATTR_URL_FULL = "url.full";
/**
* The [URI path](https://www.rfc-editor.org/rfc/rfc3986#section-3.3) component
*
* @example /search
*
* @note Sensitive content provided in `url.path` **SHOULD** be scrubbed when instrumentations can identify it.
*/
const ATTR_URL_PATH = "url.path";
/**
* The [URI query](https://www.rfc-editor.org/rfc/rfc3986#section-3.4) component
*
* @example q=OpenTelemetry
*
* @note Sensitive content provided in `url.query` **SHOULD** be scrubbed when instrumentations can identify it.
*
*
* Query string values for the following keys **SHOULD** be redacted by default and replaced by the value `REDACTED`:
*
*   - [`X-Amz-Signature`](https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-authentication-methods.html)
*   - [`X-Amz-Credential`](https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-authentication-methods.html)
*   - [`X-Amz-Security-Token`](https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-authentication-methods.html)
*   - [`AWSAccessKeyId`](https://docs.aws.amazon.com/AmazonS3/latest/developerguide/RESTAuthentication.html#RESTAuthenticationQueryStringAuth)
*   - [`Signature`](https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/private-content-creating-signed-url-canned-policy.html)
*   - [`sig`](https://learn.microsoft.com/azure/storage/common/storage-sas-overview#sas-token)
*   - [`X-Goog-Signature`](https://cloud.google.com/storage/docs/access-control/signed-urls)
*
* Several of these keys are used by more than one service or signing scheme. Each link
* points to one representative usage rather than an exhaustive list, and does not narrow
* the scope of the key to the linked service or signing scheme.
*
* This list is subject to change over time.
*
* Matching of query parameter keys against the sensitive list **SHOULD** be case-sensitive.
*
* Instrumentation **MAY** provide a way to override this list via declarative configuration.
* If so, it **SHOULD** use the `sensitive_query_parameters` property
* (an array of case-sensitive strings with minimum items 0) under
* `.instrumentation/development.general.sanitization.url`.
* This list is a full override of the default sensitive query parameter keys,
* it is not a list of keys in addition to the defaults.
*
* When a query string value is redacted, the query string key **SHOULD** still be preserved, e.g.
* `q=OpenTelemetry&sig=REDACTED`.
*/
const ATTR_URL_QUERY = "url.query";
/**
* The [URI scheme](https://www.rfc-editor.org/rfc/rfc3986#section-3.1) component identifying the used protocol.
*
* @example https
* @example ftp
* @example telnet
*/
const ATTR_URL_SCHEME = "url.scheme";
/**
* Value of the [HTTP User-Agent](https://www.rfc-editor.org/rfc/rfc9110.html#field.user-agent) header sent by the client.
*
* @example CERN-LineMode/2.15 libwww/2.17b3
* @example Mozilla/5.0 (iPhone; CPU iPhone OS 14_7_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1
* @example YourApp/1.0.0 grpc-java-okhttp/1.27.2
*/
const ATTR_USER_AGENT_ORIGINAL = "user_agent.original";
//#endregion


//# sourceMappingURL=stable_attributes.mjs.map

/***/ })

};

//# sourceMappingURL=2123.index.js.map