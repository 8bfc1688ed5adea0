import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { fieldName, problemInWords, type FieldSchema } from '../schema-words';

/** The schema of the field at `segments` inside `schema`: an object's property, a record's entry, a list's item. */
function schemaAt(schema: FieldSchema | undefined, segments: readonly string[]): FieldSchema | undefined {
  let at = schema;
  for (const segment of segments) {
    if (!at) return undefined;
    const additional = typeof at.additionalProperties === 'object' ? at.additionalProperties : undefined;
    at = at.properties?.[segment] ?? Object.values(at.patternProperties ?? {})[0] ?? additional ?? at.items;
  }
  return at;
}

/**
 * A request's validation errors in words, one sentence each (see problemInWords): the field by
 * its name, without where it travelled (`body/`, `querystring/`), and what it needs. The route's
 * own schema gives the words, found by the field's place; the validator's message, with its
 * pattern, is never shown.
 */
export function validationMessage(request: FastifyRequest, errors: readonly FastifySchemaValidationError[], context: string | undefined): string {
  const routeSchema = (request.routeOptions.schema as Record<string, FieldSchema | undefined> | undefined)?.[context ?? ''];
  const sentences = errors.map((error) => {
    const segments = error.instancePath.split('/').filter(Boolean).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    const params = error.params as { missingProperty?: string; additionalProperty?: string };
    return problemInWords({
      field: fieldName(segments),
      keyword: error.keyword,
      property: params.missingProperty ?? params.additionalProperty,
      schema: schemaAt(routeSchema, segments),
    });
  });
  return [...new Set(sentences)].join('; ');
}
