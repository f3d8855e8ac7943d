import { useEffect, useRef, useState } from 'react';
import {
  MESSAGES,
  buildTemplateParams,
  mailtoLink,
  retryMayWork,
  submissionFromParams,
  waitMessage,
  type ContactSubmission,
} from '../../lib/contact';
import { OUTBOX, keptParams, keptWords, outcomeWords, type KeptMessage } from '../../lib/outbox';
import { Outbox } from '../../lib/outbox-store';
import {
  KeptForLater,
  forgetFailedSend,
  msUntilAllowed,
  sendLaterWithPageClosed,
  sendWithin,
  type EmailjsSettings,
} from './send';
import { readSubmission } from './useDraft';

/** How often a page holding a kept message tries it again, besides when the signal returns. */
const RETRY_KEPT_MS = 30_000;

/**
 * idle → sending → sent or failed; or, at Send, kept (no network: it is in the outbox and goes
 * by itself when the signal returns) or tooSoon (the one-message-a-minute limit).
 */
export type Phase = 'idle' | 'sending' | 'sent' | 'failed' | 'kept' | 'tooSoon';

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
  /** Says a result in the banner. */
  announce: (tone: 'good' | 'bad' | 'info', text: string) => void;
  /** Called once a message has gone, or is kept in the outbox, to forget its draft. */
  onSent: () => void;
  /** Puts a kept message the service refused back into the form. */
  onGivenBack: (submission: ContactSubmission) => void;
}

/**
 * Sending a message and the states it passes through: one send at a time; with no network, the
 * message kept in the outbox and sent by itself once the signal returns (by this page, another,
 * or the service worker, whichever comes first, and only once); the one-message-a-minute limit;
 * and on a failure the visitor's own email app and the phone as ways to reach the ministry.
 */
export function useSending({ settings, contactEmail, shortName, announce, onSent, onGivenBack }: Options) {
  const sending = useRef(false);
  /** Messages this page kept: when one goes, the visitor is thanked here as for any send. */
  const keptHere = useRef(new Set<string>());
  const [phase, setPhase] = useState<Phase>('idle');
  const [fallback, setFallback] = useState<Fallback | null>(null);
  const [keptNote, setKeptNote] = useState('');

  const offerFallback = (submission: ContactSubmission, retry: boolean) =>
    setFallback({ mailApp: mailtoLink(contactEmail, submission, shortName), retry });

  async function send(form: HTMLFormElement) {
    if (sending.current) return;
    const submission = readSubmission(form);
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
      if (error instanceof KeptForLater) {
        // In the outbox now, no longer a draft; it counts against the one-a-minute limit.
        keptHere.current.add(error.kept.id);
        onSent();
        form.reset();
        offerFallback(submission, true);
        setKeptNote(keptWords(await sendLaterWithPageClosed()));
        setPhase('kept');
        return;
      }
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

  /**
   * Looks in the outbox: sends what waits if the browser thinks it is online, then says what
   * became of the messages this page kept and, when `everything` (at hydration: a new visit), of
   * every message kept before, each once. At hydration, when the signal returns, and when the
   * worker or another tab has sent something.
   */
  async function review(everything = false) {
    const outbox = new Outbox();
    try {
      let messages = await outbox.list();
      if (navigator.onLine && messages.some((message) => message.state === 'waiting')) {
        await outbox.replay();
        messages = await outbox.list();
      }
      await tell(
        messages.filter((message) => everything || keptHere.current.has(message.id)),
        outbox,
      );
      if (messages.every((message) => message.state === 'sent' || message.state === 'refused')) {
        localStorage.removeItem(OUTBOX.flag);
      }
    } catch {
      // No storage on this device (a private window's settings): nothing was ever kept.
    }
  }

  async function tell(messages: KeptMessage[], outbox: Outbox) {
    const now = Date.now();
    const said: string[] = [];
    let tone: 'good' | 'bad' = 'good';
    for (const message of messages) {
      const here = keptHere.current.has(message.id);
      const submission = (() => {
        const params = message.request && keptParams(message.request);
        return params ? submissionFromParams(params) : null;
      })();
      if (message.state === 'sent' || message.state === 'refused') {
        // Whichever page takes it from the outbox says it; another tab finds it gone.
        if (!(await outbox.take(message.id))) continue;
        if (message.state === 'sent') {
          said.push(here ? MESSAGES.sent : outcomeWords(message, now));
          if (here) setPhase('sent');
        } else {
          if (submission) {
            onGivenBack(submission);
            offerFallback(submission, false);
          }
          tone = 'bad';
          said.push(outcomeWords(message, now));
          setPhase('failed');
        }
      } else if (!here) {
        if (submission) offerFallback(submission, true);
        setKeptNote(outcomeWords(message, now));
        setPhase('kept');
      }
    }
    if (said.length > 0) announce(tone, said.join(' '));
  }

  useEffect(() => {
    void review(true);
    const onOnline = () => void review();
    window.addEventListener('online', onOnline);
    // Another tab or the service worker sent (or was refused) a message: say so here too.
    const others = new BroadcastChannel(OUTBOX.channel);
    others.onmessage = () => void review();
    return () => {
      window.removeEventListener('online', onOnline);
      others.close();
    };
    // Once, at hydration: review reads everything it needs when it runs.
  }, []);

  // A signal too weak to carry a request, while the browser believes it is online, brings no
  // "online" event: while a message waits, try again now and then.
  useEffect(() => {
    if (phase !== 'kept') return;
    const timer = setInterval(() => void review(), RETRY_KEPT_MS);
    return () => clearInterval(timer);
  });

  /** What a bot that filled the hidden field sees: thanks, and nothing sent. */
  const pretendSent = () => setPhase('sent');

  /** Back to an empty form while a kept message waits: a second message is welcome too. */
  const writeAnother = () => {
    setFallback(null);
    setPhase('idle');
  };

  return { phase, fallback, keptNote, send, pretendSent, writeAnother };
}
