import { Spin } from 'antd';
import { Suspense } from 'react';
import { type Location, type RouteObject, useRoutes } from 'react-router';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';

export function KeptView({ routes, location }: { routes: RouteObject[]; location: Location | string }) {
  const element = useRoutes(routes, location);
  return (
    <ErrorBoundary>
      <Suspense fallback={<Spin className="hh-view-spin" />}>{element}</Suspense>
    </ErrorBoundary>
  );
}
