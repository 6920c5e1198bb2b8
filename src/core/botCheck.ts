/**
 * The bot-check (reCAPTCHA) response that sign-up, newsletter subscribe, deal alerts and support
 * send (spec 02 §5). No bot-check provider is wired in yet, so the widgets send the sandbox's
 * stand-in, which the sandbox API accepts (any non-empty value but `bot`); an empty response is
 * refused. A real provider's token call replaces this function's body.
 */
export const SANDBOX_BOT_CHECK_RESPONSE = 'sandbox-bot-check';

export function botCheckResponse(): Promise<string> {
  return Promise.resolve(SANDBOX_BOT_CHECK_RESPONSE);
}
