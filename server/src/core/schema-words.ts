/**
 * What a field of a request, a command or a catalogue must hold, in words, from its JSON schema
 * (TypeBox writes them): "a whole number from 1 to 99", "text of at most 40 characters". The
 * admin API, the release commands and the catalogue import say a refusal this way, never as a
 * schema path or a regular expression, which mean nothing to the person who reads them.
 */

/** The parts of a JSON schema these words are made from. */
export interface FieldSchema {
  type?: string | string[];
  /** A schema's own words for what it wants (a pattern's, above all): said instead of the figures. */
  description?: string;
  enum?: readonly unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  maxProperties?: number;
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  patternProperties?: Record<string, FieldSchema>;
  additionalProperties?: boolean | FieldSchema;
  anyOf?: FieldSchema[];
}

const FORMATS: Record<string, string> = {
  'date-time': 'a date and time with its offset, such as 2026-11-28T10:00:00Z or 2026-11-28T11:00:00.123+01:00',
  date: 'a date such as 2026-11-28',
  email: 'an e-mail address',
  uri: 'an address such as https://example.com/',
};

/** "1 to 20", "at most 20", "at least 1": a range as a person says it, or '' when open. */
function range(low: number | undefined, high: number | undefined): string {
  if (low !== undefined && high !== undefined) return low === high ? `exactly ${low}` : `${low} to ${high}`;
  if (high !== undefined) return `at most ${high}`;
  if (low !== undefined) return `at least ${low}`;
  return '';
}

const counted = (span: string, one: string, many: string) => (span ? ` of ${span} ${span === 'exactly 1' || span === 'at most 1' || span === 'at least 1' ? one : many}` : '');

function wantOfType(schema: FieldSchema, type: string | undefined): string {
  if (schema.enum) return `one of ${schema.enum.map(String).join(', ')}`;
  if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format]!;
  switch (type) {
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (type === 'integer' ? 1 : 0) : undefined);
      const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (type === 'integer' ? 1 : 0) : undefined);
      const span = range(low, high);
      const what = type === 'integer' ? 'a whole number' : 'a number';
      return low !== undefined && high !== undefined ? `${what} from ${low} to ${high}` : span ? `${what} of ${span}` : what;
    }
    case 'boolean':
      return 'true or false';
    case 'array': {
      const each = schema.items ? `, each ${wantOf(schema.items)}` : '';
      return `a list${counted(range(schema.minItems, schema.maxItems), 'entry', 'entries')}${each}`;
    }
    case 'object':
      return `an object${counted(range(schema.minProperties, schema.maxProperties), 'entry', 'entries')}`;
    case 'null':
      return 'null';
    case 'string':
      // A pattern without words of its own: its figures would be all a reader learns.
      if (schema.pattern) return `text in the expected form${counted(range(schema.minLength, schema.maxLength), 'character', 'characters')}`;
      return `text${counted(range(schema.minLength, schema.maxLength), 'character', 'characters')}`;
    default:
      return 'a value of the expected kind';
  }
}

/** What a value must be to fit `schema`, in words. */
export function wantOf(schema: FieldSchema): string {
  if (schema.description) return schema.description;
  if (schema.anyOf) return schema.anyOf.map(wantOf).join(', or ');
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const [first, ...others] = types.filter((type) => type !== 'null');
  return `${wantOfType(schema, first)}${others.map((type) => `, or ${wantOfType(schema, type)}`).join('')}${types.includes('null') && first ? ', or null' : ''}`;
}

/** A field's place as a person writes it: `apps[0]`, `pros.de[2]`. */
export function fieldName(segments: readonly string[]): string {
  return segments.reduce((name, segment) => (/^\d+$/.test(segment) ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment), '');
}

/** One problem a validator found (ajv's or TypeBox's), as the words of it. */
export interface FieldProblem {
  /** Where: the field's name (see fieldName), '' for the whole input. */
  field: string;
  /** The schema keyword the value failed. */
  keyword: string;
  /** A missing or unknown field's name, for `required` and `additionalProperties`. */
  property?: string;
  /** The schema of the field (of the object, for `required` and `additionalProperties`). */
  schema?: FieldSchema;
  /** What the whole input is called when the problem is with it (a catalogue's record). */
  whole?: string;
}

/**
 * One problem as a sentence: "name is missing", `unknown field "app"`, "percent needs a whole
 * number from 1 to 99", "route is not in the expected form" (a pattern the schema gives no words for).
 */
export function problemInWords({ field, keyword, property, schema, whole = 'the input' }: FieldProblem): string {
  const named = field || whole;
  if (keyword === 'required') return `${fieldName([field, property ?? ''].filter(Boolean))} is missing`;
  if (keyword === 'additionalProperties') return `unknown field "${fieldName([field, property ?? ''].filter(Boolean))}"`;
  if (keyword === 'uniqueItems') return `${named} names an entry twice`;
  if (keyword === 'pattern' && !schema?.description) return `${named} is not in the expected form`;
  return `${named} needs ${schema ? wantOf(schema) : 'another value'}`;
}

/** A value as a message quotes it: short, on one line. */
export const quoted = (value: unknown) => JSON.stringify(typeof value === 'string' && value.length > 60 ? `${value.slice(0, 57)}...` : value);
