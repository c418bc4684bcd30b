// What the contact page loads only when its address carries an estimate (the calculator's
// link always does): the estimate's reading, its fields and its notice. The contact page
// of every other visit, and every other page, load none of the pricing code.
export { arrivedEstimate, estimateFields } from "../../features/pricing/carried-estimate";
export { EstimateNotice } from "./estimate-notice";
