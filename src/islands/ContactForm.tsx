import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import emailjs from '@emailjs/browser';
import {
  CONTACT_FIELDS,
  MAX_LENGTH,
  MESSAGES,
  buildTemplateParams,
  isValidEmail,
  mailtoLink,
  parseDraft,
  remainingToAnnounce,
  type ContactSubmission,
} from '../lib/contact';
import './ContactForm.css';

export interface EmailjsSettings {
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** A non-default service address (the local mailbox); EmailJS's own when absent. */
  origin?: string | undefined;
}

interface Props {
  emailjs: EmailjsSettings;
  /** The ministry's address: the e-mail placeholder and the mail-app fallback. */
  contactEmail: string;
  shortName: string;
}

/** The banner clears itself this long after each result. */
export const BANNER_CLEAR_MS = 30_000;
/**
 * EmailJS's own throttle: one message a minute from a browser. A person who writes a second
 * message takes longer than that; a script replaying the form does not.
 */
const RATE_LIMIT = { id: 'ssmc-contact-form', throttle: 60_000 };
const DRAFT_KEY = 'ssmc-contact-draft';
/** A field people never see or fill; form-filling bots do. */
const HONEYPOT = 'ssmc_hp';

type Phase = 'idle' | 'sending' | 'sent' | 'failed';
interface Banner {
  text: string;
  tone: 'good' | 'bad';
  /** A new result restarts the clearing timer even when the text is the same. */
  seq: number;
}
type Counted = 'Question' | 'Prayers';

function readSubmission(form: HTMLFormElement): ContactSubmission {
  const data = new FormData(form);
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, String(data.get(field) ?? '')]),
  ) as unknown as ContactSubmission;
}

function field(form: HTMLFormElement, name: string) {
  return form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
}

export default function ContactForm({ emailjs: settings, contactEmail, shortName }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const sending = useRef(false);
  const [ready, setReady] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [banner, setBanner] = useState<Banner | null>(null);
  const [emailInvalid, setEmailInvalid] = useState(false);
  const [lengths, setLengths] = useState<Record<Counted, number>>({ Question: 0, Prayers: 0 });
  const [mailAppLink, setMailAppLink] = useState<string | null>(null);

  const measure = (form: HTMLFormElement) =>
    setLengths({
      Question: field(form, 'Question')?.value.length ?? 0,
      Prayers: field(form, 'Prayers')?.value.length ?? 0,
    });

  useEffect(() => {
    emailjs.init({ publicKey: settings.publicKey, origin: settings.origin, limitRate: RATE_LIMIT });
    const form = formRef.current;
    if (form) {
      // Bring back what the visitor typed before a reload, without overwriting anything they
      // typed while the page was still loading.
      const draft = parseDraft(sessionStorage.getItem(DRAFT_KEY));
      for (const name of CONTACT_FIELDS) {
        const input = field(form, name);
        if (input && !input.value && draft[name]) input.value = draft[name];
      }
      measure(form);
    }
    setReady(true);
  }, [settings.publicKey, settings.origin]);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  useEffect(() => {
    if (phase === 'sent') thanksRef.current?.focus();
    if (phase === 'failed') sendRef.current?.focus();
  }, [phase]);

  const announce = (tone: Banner['tone'], text: string) =>
    setBanner((last) => ({ text, tone, seq: (last?.seq ?? 0) + 1 }));

  const saveDraft = () => {
    const form = formRef.current;
    if (!form) return;
    measure(form);
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(readSubmission(form)));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;

    if (field(form, HONEYPOT)?.value) {
      // A bot filled the hidden field: look as if it worked, send nothing.
      setPhase('sent');
      return;
    }
    const submission = readSubmission(form);
    if (!isValidEmail(submission.ContactEmail)) {
      setEmailInvalid(true);
      announce('bad', MESSAGES.badEmail);
      field(form, 'ContactEmail')?.focus();
      return;
    }

    sending.current = true;
    setEmailInvalid(false);
    setMailAppLink(null);
    setPhase('sending');
    try {
      await emailjs.send(settings.serviceId, settings.templateId, buildTemplateParams(submission, shortName));
      sessionStorage.removeItem(DRAFT_KEY);
      setPhase('sent');
      announce('good', MESSAGES.sent);
    } catch (error) {
      console.error(MESSAGES.failed, error);
      // EmailJS starts its throttle before sending; a send that failed should not stop the
      // visitor from trying again (unless the throttle itself refused it).
      if ((error as { status?: number }).status !== 429) localStorage.removeItem(RATE_LIMIT.id);
      setMailAppLink(mailtoLink(contactEmail, submission, shortName));
      setPhase('failed');
      announce('bad', MESSAGES.failed);
    } finally {
      sending.current = false;
    }
  }

  const counter = (name: Counted) => {
    const left = remainingToAnnounce(lengths[name], MAX_LENGTH[name]);
    return (
      <p id={`${name}-count`} className="field__count" aria-live="polite">
        {left === null ? '' : `${left} ${left === 1 ? 'character' : 'characters'} left`}
      </p>
    );
  };

  return (
    <div className="contact-form" data-hydrated={ready ? 'ContactForm' : undefined}>
      {phase === 'sent' ? (
        <p ref={thanksRef} className="contact-form__thanks" tabIndex={-1}>
          {MESSAGES.thanks}
        </p>
      ) : (
        <form
          ref={formRef}
          onSubmit={submit}
          onInput={saveDraft}
          aria-busy={phase === 'sending'}
          aria-labelledby="contact-form-title"
        >
          <p className="contact-form__note">All fields are required.</p>
          <div className="contact-form__names">
            <div className="field">
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
            <div className="field">
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
          <div className="field">
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
              <p id="ContactEmail-error" className="field__error">
                Please enter your full e-mail address, such as name@example.com.
              </p>
            )}
          </div>
          <div className="field">
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
          <div className="field">
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
      {phase === 'failed' && mailAppLink && (
        <p className="contact-form__fallback">
          Your message is still here. You can try again in a moment, or{' '}
          <a href={mailAppLink}>send it from your own e-mail app</a> instead.
        </p>
      )}
    </div>
  );
}
