/** The monogram that stands in for a casino's logo: the first two letters or digits of its name. */
export const initials = (name: string) => name.replace(/[^A-Za-z0-9]/g, '').slice(0, 2).toUpperCase();
