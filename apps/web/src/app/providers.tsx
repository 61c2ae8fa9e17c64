import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { NoticeProvider } from '../ui/notices.tsx';
import { queryClient } from './query-client.ts';
import { appRouter } from './router.tsx';

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <NoticeProvider>
        <RouterProvider router={appRouter()} />
      </NoticeProvider>
    </QueryClientProvider>
  );
}
