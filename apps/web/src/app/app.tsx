import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { Providers } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <Providers>
      {/* The outermost boundary for anything that suspends above the shells' own boundaries (e.g. an
          industry's catalogue loading): a loader rather than a blank page. */}
      <Suspense fallback={<PageLoader fullHeight />}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  );
}
