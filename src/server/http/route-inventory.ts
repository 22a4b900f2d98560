import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Access } from './access';

export type RouteEntry = { method: string; url: string; access: Access | undefined };

const inventories = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Records every route as it is registered (Fastify's onRoute), before any plugin adds one. */
export function trackRoutes(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  inventories.set(app, routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
}

/** Every registered route with its access declaration (read late: scopes may set it after us). */
export function routeInventory(app: FastifyInstance): RouteEntry[] {
  return (inventories.get(app) ?? []).map((route) => ({
    method: [route.method].flat().join(','),
    url: route.url,
    access: route.config?.access,
  }));
}
