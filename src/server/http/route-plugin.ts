// How the server's routes are registered: each group of routes is a Fastify plugin of this type,
// registered with app.register(plugin, options). Its routes are typed by their schemas: with
// @fastify/type-provider-json-schema-to-ts, a route's `request.body`, `query` and `params` have the
// types its JSON Schemas (written `as const`) describe, the same schemas Fastify checks them with.
import type { FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';

export type RoutePlugin<Options extends FastifyPluginOptions = Record<never, never>> =
  FastifyPluginAsyncJsonSchemaToTs<{ Options: Options }>;
