/** The ids of a record of facts, in the order they are written (the order the page shows them). */
export const idsOf = <T extends object>(record: T) => Object.keys(record) as Array<keyof T & string>;
