import type { BadgeTone } from './badge.js';

export type StatusKind =
  | 'order'
  | 'payment'
  | 'refund'
  | 'payout'
  | 'lottery'
  | 'ticket'
  | 'product'
  | 'user'
  | 'review';

/**
 * Badge colours per kind and status: the code's states and the spec 3 §4 names side by side (an
 * order's `awaiting_payment` is the spec's `pending`, a paid payment its `completed`, an open draw
 * `active`, a drawn one `completed`). Labels are `ui.status.{kind}.{status}`.
 */
export const STATUS_TONES: Record<StatusKind, Record<string, BadgeTone>> = {
  order: {
    pending: 'sun',
    awaiting_payment: 'sun',
    paid: 'brand',
    shipping: 'ocean',
    fulfilled: 'brand',
    failed: 'danger',
    cancelled: 'neutral',
    expired: 'neutral',
    refunded: 'neutral',
  },
  payment: {
    pending: 'sun',
    paid: 'brand',
    completed: 'brand',
    failed: 'danger',
    expired: 'neutral',
    cancelled: 'neutral',
    refunded: 'neutral',
  },
  refund: {
    pending: 'sun',
    approved: 'ocean',
    processed: 'ocean',
    completed: 'brand',
    rejected: 'neutral',
    failed: 'danger',
  },
  payout: {
    requested: 'sun',
    approved: 'ocean',
    processing: 'ocean',
    paid: 'brand',
    failed: 'danger',
    rejected: 'neutral',
  },
  lottery: {
    draft: 'neutral',
    pending: 'sun',
    active: 'brand',
    open: 'brand',
    sold_out: 'sun',
    expired: 'danger',
    completed: 'ocean',
    drawn: 'ocean',
    cancelled: 'neutral',
  },
  ticket: {
    reserved: 'sun',
    paid: 'ocean',
    active: 'ocean',
    pending: 'ocean',
    won: 'brand',
    lost: 'neutral',
    refunded: 'neutral',
    released: 'danger',
  },
  product: {
    draft: 'neutral',
    active: 'brand',
    sold_out: 'sun',
    completed: 'ocean',
    cancelled: 'neutral',
    archived: 'neutral',
  },
  user: {
    active: 'brand',
    inactive: 'neutral',
    suspended: 'danger',
    verified: 'ocean',
  },
  review: {
    published: 'brand',
    reported: 'sun',
    hidden: 'neutral',
  },
};

export function statusTone(kind: StatusKind, status: string): BadgeTone {
  return STATUS_TONES[kind][status] ?? 'neutral';
}
