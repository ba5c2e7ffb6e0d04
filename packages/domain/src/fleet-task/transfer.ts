/** Which orders may move to which task (section 4 'Activity row menu', 'Transfer wizard'). */
export {};
