/** Activities of a route: photos, completion, proof and load adjustment (section 3 'Payloads'). */
export {};
