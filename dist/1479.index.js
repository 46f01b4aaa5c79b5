export const id = 1479;
export const ids = [1479];
export const modules = {

/***/ 11479:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ WORKFLOW_DESERIALIZE),
/* harmony export */   V: () => (/* binding */ WORKFLOW_SERIALIZE)
/* harmony export */ });
/**
 * Symbol used to define custom serialization for user-defined class instances.
 * The static method should accept an instance and return serializable data.
 *
 * @example
 * ```ts
 * import { WORKFLOW_SERIALIZE, WORKFLOW_DESERIALIZE } from '@workflow/serde';
 *
 * class MyClass {
 *   constructor(public value: string) {}
 *
 *   static [WORKFLOW_SERIALIZE](instance: MyClass) {
 *     return { value: instance.value };
 *   }
 *
 *   static [WORKFLOW_DESERIALIZE](data: { value: string }) {
 *     return new MyClass(data.value);
 *   }
 * }
 * ```
 */
const WORKFLOW_SERIALIZE = Symbol.for('workflow-serialize');
/**
 * Symbol used to define custom deserialization for user-defined class instances.
 * The static method should accept serialized data and return a class instance.
 *
 * @see WORKFLOW_SERIALIZE for usage example
 */
const WORKFLOW_DESERIALIZE = Symbol.for('workflow-deserialize');
//# sourceMappingURL=index.js.map

/***/ })

};

//# sourceMappingURL=1479.index.js.map