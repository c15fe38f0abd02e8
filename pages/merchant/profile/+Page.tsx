// The seller's account is the same account as everyone's: the shared profile page and its tabs.
export { default } from '../../customer/profile/+Page.js';
