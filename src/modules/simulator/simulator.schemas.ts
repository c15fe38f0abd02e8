import { z } from 'zod';

export const createBillSchema = z.object({
  payer_msisdn: z.string().trim().min(1),
  payer_email: z.string().trim().email(),
  payer_name: z.string().trim().max(255).default(''),
  amount: z.coerce.number().int().positive(),
  short_description: z.string().trim().min(1).max(255),
  external_reference: z.string().trim().min(1).max(255),
  // minutes; fractions are accepted so tests can watch a bill expire
  expiry_period: z.coerce
    .number()
    .positive()
    .max(60 * 24 * 30)
    .default(60),
});
export type CreateBillBody = z.infer<typeof createBillSchema>;

export const ussdPushSchema = z.object({
  payment_system_name: z.string().trim().min(1),
  payer_msisdn: z.string().trim().min(1),
});
export type UssdPushBody = z.infer<typeof ussdPushSchema>;

export const pushesQuerySchema = z.object({ msisdn: z.string().trim().default('') });

export const approveSchema = z.object({ pin: z.string().regex(/^\d{4}$/, 'simulator.errors.pin') });
export type ApproveBody = z.infer<typeof approveSchema>;
