import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadCurrentView } from './app/preload-current-view.ts';
import { AppProviders } from './app/providers.tsx';
import { startServiceWorker } from './app/service-worker.ts';
import { activateLanguage, pageLanguage } from './lib/language.ts';
import { nextTask } from './lib/next-task.ts';
import './app/styles/tokens.css';
import './app/styles/base.css';
import './app/styles/shell.css';
import './app/styles/forms.css';
import './app/styles/tabs.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

// A task of its own: evaluating the app's code and starting its reads in one go blocks a phone
// long enough for Lighthouse to count it (decision 027). index.html shows the loading screen
// until then. The reader's catalogue was preloaded beside the app's code (index.html).
void Promise.all([activateLanguage(pageLanguage()), nextTask()])
  .then(() => preloadCurrentView())
  .then(() => {
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <AppProviders />
        </StrictMode>,
      ),
    );
    // After the first paint's work, not competing with it; the worker waits for the page's load.
    startServiceWorker();
  });
