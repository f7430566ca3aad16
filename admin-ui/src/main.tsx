import './zodConfig';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

// Off the sign-in page, the layout (and on / the dashboard) will be needed once GET /api/user
// answers: fetch their code alongside it rather than after it (one round trip less on a phone).
const path = window.location.pathname;
if (path !== '/login') {
  import('./layout/AppLayout').catch(() => undefined);
  if (path === '/') import('./dashboard/Dashboard').catch(() => undefined);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition: React renders the first screen in slices of a few milliseconds, so a slow phone
// can still answer a tap while it renders (one long task otherwise).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});
