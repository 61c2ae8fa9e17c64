import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import { withErrorsOfShape } from './openapi-errors.ts';
import { SESSION_COOKIE } from '../plugins/session.ts';

type OpenApiDocument = ReturnType<typeof jsonSchemaTransformObject>;

// One shared schema of every error answer, referenced by name from each operation.
if (!z.globalRegistry.has(errorBodySchema)) {
  z.globalRegistry.add(errorBodySchema, { id: 'ErrorBody' });
}

/**
 * The OpenAPI document, generated from the same zod schemas that validate the requests
 * (decisions 002 and 046): served at the public URL, the session cookie as its one security
 * scheme, required by every operation that does not remove it, and every error answer an
 * operation can give declared with the shared error schema.
 */
export const openApi = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'MentorBridge API',
        description:
          'JSON over HTTP. Errors are `{ error: { code, message } }`: branch on the code, show ' +
          'the message. A browser signs in with `POST /api/auth/log-in`, which sets the session ' +
          'cookie; every other call sends it back. State-changing calls must come from the ' +
          "site's own origin. Live events (messages, requests, calls) come over the WebSocket " +
          'at `/api/ws`, which this document does not describe.',
        version: '1.0.0',
        license: { name: 'All rights reserved', url: `${options.publicUrl}/` },
      },
      servers: [{ url: options.publicUrl, description: 'This MentorBridge' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'Set by log-in. It ends at log-out or a password change, after 12 idle hours, and ' +
              'after 7 days however much it is used.',
          },
        },
      },
      security: [{ session: [] }],
    },
    transform: ({ schema, url, route, ...document }) =>
      jsonSchemaTransform({ schema: withErrorsOfShape(schema, route), url, route, ...document }),
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});

/**
 * The document without component schemas nothing refers to: a shared schema is written once
 * for requests and once for answers, and the error body only ever answers.
 */
function withoutUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  const components = 'components' in document ? document.components : undefined;
  if (!components?.schemas) return document;
  const text = JSON.stringify(document);
  components.schemas = Object.fromEntries(
    Object.entries(components.schemas).filter(([name]) =>
      text.includes(`"#/components/schemas/${name}"`),
    ),
  );
  return document;
}
