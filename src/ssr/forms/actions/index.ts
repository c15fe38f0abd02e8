import type { FormAction } from '../form-action.js';
import { loginAction, twoFactorAction } from './login.js';
import { addressAction, passwordAction, personalAction } from './profile.js';
import { contactAction, directPurchaseAction, paymentPhoneAction, ticketPurchaseAction } from './shop.js';
import {
  forgotPasswordAction,
  registerAction,
  resendResetCodeAction,
  resetPasswordAction,
  verifyEmailAction,
} from './accounts.js';

/** Every form that works without JavaScript. */
export const FORM_ACTIONS: readonly FormAction[] = [
  loginAction,
  twoFactorAction,
  registerAction,
  forgotPasswordAction,
  resetPasswordAction,
  resendResetCodeAction,
  verifyEmailAction,
  contactAction,
  ticketPurchaseAction,
  directPurchaseAction,
  paymentPhoneAction,
  personalAction,
  addressAction,
  passwordAction,
];
