import { Type } from '@sinclair/typebox';

/** The API's error answers; its records' schemas are the catalogue's (ApiCasino, ApiBonus, ApiLocation). */
export const Message = Type.Object({ message: Type.String() });

/** One of a few strings, as a JSON Schema enum: a wrong value gets one plain error, not one per member of an anyOf. */
export const StringEnum = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

/** A page of a release history (the admin API and the console). */
export const HistoryPageQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })) });

/** The app a release endpoint or console page is about; the route itself answers for a name that is no app. */
export const AppParams = Type.Object({ app: Type.String() });
