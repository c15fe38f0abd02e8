import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** Serves the OpenAPI document (built from controllers and the zod schemas they declare) at /api/docs. */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Mbolo API')
    .setDescription(
      'Marketplace with direct sales and tombolas, paid by mobile money. Answers: { success: true, data, pagination?, message? }. Errors: { success: false, message, errors?, error_code? }.',
    )
    .setVersion('1')
    .addCookieAuth('mbolo_session')
    .addBearerAuth()
    .build();
  // built on the first visit of the docs, not at every start (it walks every route and schema)
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, config), {
    jsonDocumentUrl: 'api/docs/openapi.json',
    swaggerUiEnabled: true,
  });
}
