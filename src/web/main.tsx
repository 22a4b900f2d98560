import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUpApiClient } from './app/api-client-setup';
import { App } from './app/app';
import { bootShell } from './app/boot';
import { logCancelledNavigations } from './app/cancelled-navigation';
import { syncDocumentWithUiStore } from './app/document-sync';
import { initI18n } from './app/i18n';
import { router } from './app/router';
import { clearSearchUrlOnUnload, restoreSession } from './app/session';
import { markWindowsPlatform } from './app/windows-scrollbar';

initI18n();
setUpApiClient();
restoreSession();
syncDocumentWithUiStore();
markWindowsPlatform();
clearSearchUrlOnUnload();
logCancelledNavigations(router);
void bootShell();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
