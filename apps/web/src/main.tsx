import '@fontsource-variable/inter';
import './styles/globals.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/preload';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

preloadFirstScreen(window.location);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
