/** A USSD push waiting on the simulated phone (/simulator/phone). */
export interface SimulatorPushDto {
  bill_id: string;
  amount: number;
  reference: string;
  /** The merchant's text on the bill (short_description). */
  description: string;
  payer_name: string;
  payment_system: string;
  pushed_at: string;
  expires_at: string;
}
