/** Separator of a qualified tool name, `server__tool` (as the tool router qualifies names two servers share). */
export const QUALIFIED = "__";
