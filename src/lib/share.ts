/**
 * "Send this to someone": a text message and an email with a page's address already written, as
 * plain links that work with no script. Word of mouth is how most people find help.
 *
 * The text message's form, sms:?&body=… (no number: the sender picks whom to send it to), is
 * the one both phones' messages apps read a body from; what each platform's documentation says,
 * and what it does not, is in docs/keeping-the-site-current.md, "Send this to someone".
 */

/** The words sent with the address: who the ministry is, what it does, and the address. */
export function shareText(siteName: string, address: string): string {
  return `${siteName} helps people in our county who are going through a hard time. Here is how to ask: ${address}`;
}

/** A link that opens the phone's messages app with `text` written and no one chosen yet. */
export function smsLink(text: string): string {
  return `sms:?&body=${encodeURIComponent(text)}`;
}

/** A link that opens the email app with the subject and `text` written and no one chosen yet. */
export function mailLink(subject: string, text: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
}

/** The text a share link carries, read back from it: what the messages or email app writes. */
export function sharedBody(link: string): string | undefined {
  const body = /[?&]body=([^&]*)/.exec(link)?.[1];
  return body === undefined ? undefined : decodeURIComponent(body);
}
