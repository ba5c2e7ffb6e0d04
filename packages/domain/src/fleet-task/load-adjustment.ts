/** Load adjustment of a completed pickup or drop (section 5 'Load adjustment'). */
export {};
