import { createBrowserRouter, Navigate } from 'react-router';
import { NotFoundPage } from '../features/not-found';
import { AppLayout } from './app-layout';
import { RouteErrorPage } from './route-error-page';
import { RouteFallback } from './route-fallback';

export const router = createBrowserRouter([
  {
    path: '/',
    Component: AppLayout,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Pathless: a page that fails keeps the header, so the user can still navigate away.
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: async () => {
              const { DashboardPage } = await import('../features/dashboard');
              return { Component: DashboardPage };
            },
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
