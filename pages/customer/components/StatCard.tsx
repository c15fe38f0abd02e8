export { StatCard } from '../../../renderer/ui/stat-card.js';
