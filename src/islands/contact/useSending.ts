import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  MESSAGES,
  OFFLINE_MESSAGE,
  buildTemplateParams,
  mailtoLink,
  retryMayWork,
  waitMessage,
  type ContactSubmission,
} from '../../lib/contact';
import { forgetFailedSend, msUntilAllowed, sendWithin, type EmailjsSettings } from './send';
import { readSubmission } from './useDraft';

/**
 * idle → sending → sent or failed; or, at Send, waiting (no signal: sent by itself when it
 * returns) or tooSoon (the one-message-a-minute limit).
 */
export type Phase = 'idle' | 'sending' | 'sent' | 'failed' | 'waiting' | 'tooSoon';

/** What the visitor is offered when the form cannot send now. */
interface Fallback {
  mailApp: string;
  /** Whether the same message may go through if tried again. */
  retry: boolean;
}

interface Options {
  settings: EmailjsSettings;
  contactEmail: string;
  shortName: string;
  formRef: RefObject<HTMLFormElement | null>;
  /** Says a result in the banner. */
  announce: (tone: 'good' | 'bad' | 'info', text: string) => void;
  /** Called once a message has gone, to forget its draft. */
  onSent: () => void;
}

/**
 * Sending a message and the states it passes through: one send at a time, nothing sent with no
 * signal (it goes by itself, once, when the signal returns), the one-message-a-minute limit, and
 * on a failure the visitor's own email app and the phone as ways to reach the ministry.
 */
export function useSending({ settings, contactEmail, shortName, formRef, announce, onSent }: Options) {
  const sending = useRef(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [fallback, setFallback] = useState<Fallback | null>(null);

  const offerFallback = (submission: ContactSubmission, retry: boolean) =>
    setFallback({ mailApp: mailtoLink(contactEmail, submission, shortName), retry });

  async function send(form: HTMLFormElement) {
    if (sending.current) return;
    const submission = readSubmission(form);
    if (!navigator.onLine) {
      // Nothing can go now: keep it, and send it when the browser says the signal is back.
      setPhase('waiting');
      offerFallback(submission, true);
      announce('info', OFFLINE_MESSAGE);
      return;
    }
    const wait = msUntilAllowed();
    if (wait > 0) {
      setPhase('tooSoon');
      announce('bad', waitMessage(wait));
      return;
    }

    sending.current = true;
    setFallback(null);
    setPhase('sending');
    try {
      await sendWithin(settings, buildTemplateParams(submission, shortName));
      onSent();
      setPhase('sent');
      announce('good', MESSAGES.sent);
    } catch (error) {
      console.error(MESSAGES.failed, error);
      const status = (error as { status?: number }).status;
      // A 429 is the service's own limit: the record stays. Any other failure sent nothing.
      if (status !== 429) forgetFailedSend();
      offerFallback(submission, retryMayWork(status));
      setPhase('failed');
      announce('bad', MESSAGES.failed);
    } finally {
      sending.current = false;
    }
  }

  // A message kept while there was no signal goes by itself, once, when the signal returns.
  useEffect(() => {
    if (phase !== 'waiting') return;
    const sendKept = () => {
      if (formRef.current) void send(formRef.current);
    };
    window.addEventListener('online', sendKept);
    return () => window.removeEventListener('online', sendKept);
  });

  /** What a bot that filled the hidden field sees: thanks, and nothing sent. */
  const pretendSent = () => setPhase('sent');

  return { phase, fallback, send, pretendSent };
}
