export { useApi, type ApiState } from '../lib/use-live-data.js';
