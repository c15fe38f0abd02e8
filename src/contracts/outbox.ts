export interface OutboxEntryDto {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  reply_to: string | null;
  transport: string | null;
  sent_at: string | null;
  created_at: string;
}
