export { data } from '../../notifications/notifications-data.js';
