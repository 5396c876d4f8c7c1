/** A text message to a mobile number; `otp` is the code it carries, if any. */
export interface SmsMessage {
  readonly to: string;
  readonly text: string;
  readonly otp: string | null;
}

/** The port through which the bank sends text messages. */
export interface SmsGateway {
  /** Sends one message. */
  send(message: SmsMessage): Promise<void>;
}
