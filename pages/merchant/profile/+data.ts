export { data } from '../../customer/profile/+data.js';
