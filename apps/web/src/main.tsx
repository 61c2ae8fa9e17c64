import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadCurrentView } from './app/preload-current-view.ts';
import { AppProviders } from './app/providers.tsx';
import './app/styles/tokens.css';
import './app/styles/base.css';
import './app/styles/shell.css';
import './app/styles/forms.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

// index.html shows the loading screen until then.
void preloadCurrentView().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders />
      </StrictMode>,
    ),
  ),
);
