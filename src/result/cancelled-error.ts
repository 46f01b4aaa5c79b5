/** A workflow's `error` when the run was cancelled under it (set by eval's run-workflow; reports tell it apart). */
export const CANCELLED_ERROR = "the run was cancelled";
