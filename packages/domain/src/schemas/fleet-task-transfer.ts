/** Transfer of an order to another task, and cancelling an activity (section 3 'Payloads'). */
export {};
