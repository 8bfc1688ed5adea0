import type { TSchema } from '@sinclair/typebox';
import { Value, ValueErrorType } from '@sinclair/typebox/value';
import { problemInWords, type FieldSchema } from './schema-words';

/**
 * What in a console form's input does not fit its step's schema, in the words of the page: the
 * field by the label the form shows (`labelOf`), and what it wants (see core/schema-words.ts); one
 * sentence a field, or null when it all fits. Never the validator's own message, its schema path
 * (`apps/0`) or a pattern, which mean nothing to the person at the form.
 */
export function formProblems(schema: TSchema, value: unknown, labelOf: (field: string) => string): string | null {
  const sentences = new Map<string, string>();
  for (const error of Value.Errors(schema, value)) {
    const [field = '', ...inside] = error.path.split('/').filter(Boolean);
    // One sentence a field: a missing field is also the wrong kind, said once.
    if (sentences.has(field)) continue;
    const label = field ? labelOf(field) : 'The form';
    const entry = inside.find((segment) => /^\d+$/.test(segment));
    const named = entry === undefined ? label : `${label} (entry ${Number(entry) + 1})`;
    sentences.set(field, problemInWords({ field: named, keyword: keywordOf(error.type), schema: error.schema as FieldSchema }));
  }
  return sentences.size ? [...sentences.values()].join('; ') : null;
}

/** The JSON schema keyword a TypeBox error stands for, as far as the words differ by it. */
function keywordOf(type: ValueErrorType): string {
  switch (type) {
    case ValueErrorType.ArrayUniqueItems:
      return 'uniqueItems';
    case ValueErrorType.StringPattern:
      return 'pattern';
    default:
      return 'type';
  }
}
