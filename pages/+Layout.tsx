export { AppShell as default } from '../renderer/AppShell.js';
