import { type Operation, health } from '../operation';

/** The service itself: this document, its reference page and health. */
export function serviceOperations(): Operation[] {
  return [
    {
      method: 'get',
      path: '/openapi.json',
      operationId: 'getOpenApi',
      tag: 'Service',
      summary: 'This document.',
      auth: 'none',
      responses: {
        200: { description: 'OpenAPI 3.1.', schema: { type: 'object', required: ['openapi', 'paths'] } },
      },
      errors: [],
    },
    {
      method: 'get',
      path: '/docs',
      operationId: 'getDocs',
      tag: 'Service',
      summary: 'An interactive reference of this document (HTML).',
      auth: 'none',
      responses: { 200: { description: 'The page.' } },
      errors: [],
    },
    {
      method: 'get',
      path: '/docs/scalar.js',
      operationId: 'getDocsScript',
      tag: 'Service',
      summary: 'The reference page’s script, served locally.',
      auth: 'none',
      responses: { 200: { description: 'JavaScript.' } },
      errors: [],
    },
    {
      method: 'get',
      path: '/docs/guide',
      operationId: 'getGuide',
      tag: 'Service',
      summary: 'The guide (docs/guide): the map of its pages (HTML).',
      auth: 'none',
      responses: { 200: { description: 'The page.' } },
      errors: [],
    },
    {
      method: 'get',
      path: '/docs/guide/{page}',
      operationId: 'getGuidePage',
      tag: 'Service',
      summary: 'One page of the guide (docs/guide/<page>.md) rendered to HTML.',
      auth: 'none',
      responses: { 200: { description: 'The page.' } },
      errors: ['not_found'],
    },
    {
      method: 'get',
      path: '/docs/images/{file}',
      operationId: 'getGuideImage',
      tag: 'Service',
      summary: 'An image the guide shows (docs/images/<file>.png): the dashboard screenshots.',
      auth: 'none',
      responses: { 200: { description: 'PNG.' } },
      errors: ['not_found'],
    },
    {
      method: 'get',
      path: '/docs/guide.css',
      operationId: 'getGuideStyle',
      tag: 'Service',
      summary: 'The guide pages’ stylesheet.',
      auth: 'none',
      responses: { 200: { description: 'CSS.' } },
      errors: [],
    },
    {
      method: 'get',
      path: '/health',
      operationId: 'getHealth',
      tag: 'Service',
      summary:
        'PostgreSQL, Temporal and a polling worker: 200 when all answer, else 503 naming what is down.',
      auth: 'none',
      responses: {
        200: { description: 'Everything answers.', schema: health },
        503: { description: 'Something is down.', schema: health },
      },
      errors: [],
    },
  ];
}
