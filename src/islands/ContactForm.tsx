import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import {
  MAX_LENGTH,
  MESSAGES,
  OFFLINE_MESSAGE,
  buildTemplateParams,
  isValidEmail,
  mailtoLink,
  remainingToAnnounce,
  retryMayWork,
  waitMessage,
  type ContactSubmission,
} from '../lib/contact';
import type { Phone } from '../site';
import { useBanner } from './contact/useBanner';
import { field, readSubmission, useDraft } from './contact/useDraft';
import { forgetFailedSend, initEmailjs, msUntilAllowed, sendWithin, type EmailjsSettings } from './contact/send';
import './ContactForm.css';

interface Props {
  emailjs: EmailjsSettings;
  /** The ministry's address: the e-mail placeholder and the mail-app fallback. */
  contactEmail: string;
  /** The ministry's phone: the fallback when the form cannot send. */
  phone: Phone;
  shortName: string;
}

/** A field people never see or fill; form-filling bots do. */
const HONEYPOT = 'ssmc_hp';

/**
 * idle → sending → sent or failed; or, at Send, waiting (no signal: sent by itself when it
 * returns) or tooSoon (the one-message-a-minute limit).
 */
type Phase = 'idle' | 'sending' | 'sent' | 'failed' | 'waiting' | 'tooSoon';
type Counted = 'Question' | 'Prayers';
/** What the visitor is offered when the form cannot send now. */
interface Fallback {
  mailApp: string;
  /** Whether the same message may go through if tried again. */
  retry: boolean;
}

export default function ContactForm({ emailjs: settings, contactEmail, phone, shortName }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const sending = useRef(false);
  const [ready, setReady] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [emailInvalid, setEmailInvalid] = useState(false);
  const [lengths, setLengths] = useState<Record<Counted, number>>({ Question: 0, Prayers: 0 });
  const [fallback, setFallback] = useState<Fallback | null>(null);
  const { banner, announce } = useBanner();

  const measure = (form: HTMLFormElement) =>
    setLengths({
      Question: field(form, 'Question')?.value.length ?? 0,
      Prayers: field(form, 'Prayers')?.value.length ?? 0,
    });
  const draft = useDraft(formRef, measure);

  useEffect(() => {
    initEmailjs(settings);
    setReady(true);
  }, [settings]);

  useEffect(() => {
    if (phase === 'sent') thanksRef.current?.focus();
    if (phase === 'failed') sendRef.current?.focus();
  }, [phase]);

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
    setEmailInvalid(false);
    setFallback(null);
    setPhase('sending');
    try {
      await sendWithin(settings, buildTemplateParams(submission, shortName));
      draft.clear();
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

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (field(form, HONEYPOT)?.value) {
      // A bot filled the hidden field: look as if it worked, send nothing.
      setPhase('sent');
      return;
    }
    if (!isValidEmail(readSubmission(form).ContactEmail)) {
      setEmailInvalid(true);
      announce('bad', MESSAGES.badEmail);
      field(form, 'ContactEmail')?.focus();
      return;
    }
    void send(form);
  }

  const counter = (name: Counted) => {
    const left = remainingToAnnounce(lengths[name], MAX_LENGTH[name]);
    return (
      <p id={`${name}-count`} className="contact-form__field-count" aria-live="polite">
        {left === null ? '' : `${left} ${left === 1 ? 'character' : 'characters'} left`}
      </p>
    );
  };

  const phoneLink = <a href={`tel:${phone.dial}`}>{phone.display}</a>;

  return (
    <div className="contact-form" data-island="ContactForm" data-hydrated={ready ? 'ContactForm' : undefined}>
      {phase === 'sent' ? (
        <p ref={thanksRef} className="contact-form__thanks" tabIndex={-1}>
          {MESSAGES.thanks}
        </p>
      ) : (
        <form
          ref={formRef}
          onSubmit={submit}
          onInput={() => {
            if (formRef.current) measure(formRef.current);
            draft.save();
          }}
          aria-busy={phase === 'sending'}
          aria-labelledby="contact-form-title"
        >
          <p className="contact-form__note">All fields are required.</p>
          <div className="contact-form__names">
            <div className="contact-form__field">
              <label htmlFor="FirstName">First Name</label>
              <input
                id="FirstName"
                name="FirstName"
                type="text"
                autoComplete="given-name"
                required
                maxLength={MAX_LENGTH.FirstName}
              />
            </div>
            <div className="contact-form__field">
              <label htmlFor="LastName">Last Name</label>
              <input
                id="LastName"
                name="LastName"
                type="text"
                autoComplete="family-name"
                required
                maxLength={MAX_LENGTH.LastName}
              />
            </div>
          </div>
          <div className="contact-form__field">
            <label htmlFor="ContactEmail">Email</label>
            <input
              id="ContactEmail"
              name="ContactEmail"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={contactEmail}
              required
              maxLength={MAX_LENGTH.ContactEmail}
              aria-invalid={emailInvalid || undefined}
              aria-describedby={emailInvalid ? 'ContactEmail-error' : undefined}
              onInput={() => setEmailInvalid(false)}
            />
            {emailInvalid && (
              <p id="ContactEmail-error" className="contact-form__field-error">
                Please enter your full e-mail address, such as name@example.com.
              </p>
            )}
          </div>
          <div className="contact-form__field">
            <label htmlFor="Question">Questions For {shortName}</label>
            <textarea
              id="Question"
              name="Question"
              rows={5}
              required
              maxLength={MAX_LENGTH.Question}
              aria-describedby="Question-count"
            />
            {counter('Question')}
          </div>
          <div className="contact-form__field">
            <label htmlFor="Prayers">How Can We Pray For You?</label>
            <textarea
              id="Prayers"
              name="Prayers"
              rows={5}
              required
              maxLength={MAX_LENGTH.Prayers}
              aria-describedby="Prayers-count"
            />
            {counter('Prayers')}
          </div>
          <div className="contact-form__trap" aria-hidden="true">
            <label htmlFor={HONEYPOT}>Leave this field empty</label>
            <input id={HONEYPOT} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <div className="contact-form__actions">
            {phase === 'sending' ? (
              <>
                <span className="contact-form__spinner" role="img" aria-label="sending email" />
                <span className="contact-form__sending" aria-hidden="true">
                  Sending…
                </span>
              </>
            ) : (
              // Enabled once hydrated: a form sent before then would put the message in the URL.
              <button ref={sendRef} type="submit" className="button" disabled={!ready}>
                Send
              </button>
            )}
          </div>
        </form>
      )}
      <div
        role="status"
        className={banner ? `contact-form__banner contact-form__banner--${banner.tone}` : 'contact-form__banner'}
      >
        {banner?.text}
      </div>
      {(phase === 'failed' || phase === 'waiting') && fallback && (
        <p className="contact-form__fallback">
          {phase === 'waiting'
            ? 'If it cannot wait, you can '
            : fallback.retry
              ? 'Your message is still here. You can try again in a moment, or '
              : 'Your message is still here, but the message service could not accept it. Please '}
          <a href={fallback.mailApp}>send it from your own e-mail app</a>, or text or call us at {phoneLink}.
        </p>
      )}
    </div>
  );
}
