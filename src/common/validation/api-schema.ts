import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function toOpenApi(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** Documents a request body in the OpenAPI document from the same zod schema that validates it. */
export function ApiZodBody(schema: z.ZodType): MethodDecorator {
  return applyDecorators(ApiBody({ schema: toOpenApi(schema) as never }));
}

/** Documents every query parameter of a zod object schema. */
export function ApiZodQuery(schema: z.ZodObject): MethodDecorator {
  const json = toOpenApi(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return applyDecorators(
    ...Object.entries(json.properties ?? {}).map(([name, s]) =>
      ApiQuery({ name, required: json.required?.includes(name) ?? false, schema: s as never }),
    ),
  );
}
