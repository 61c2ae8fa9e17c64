import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { useLanguage } from '../lib/language.ts';
import { NoticeProvider } from '../ui/notices.tsx';
import { queryClient } from './query-client.ts';
import { appRouter } from './router.tsx';

export function AppProviders() {
  // Another language renders every view again, in its words: the views read them as they render.
  const language = useLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <NoticeProvider>
        <RouterProvider key={language} router={appRouter()} />
      </NoticeProvider>
    </QueryClientProvider>
  );
}
