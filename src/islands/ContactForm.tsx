import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { releaseHeldSubmit } from '../directives/held-submit';
import { CONTACT_FIELDS, DRAFT_KEY, MAX_LENGTH, MESSAGES, isValidEmail, remainingToAnnounce } from '../lib/contact';
import { Field } from './contact/Field';
import { initEmailjs, type EmailjsSettings } from './contact/send';
import { useBanner } from './contact/useBanner';
import { field, readSubmission, useDraft } from './contact/useDraft';
import { useSending } from './contact/useSending';
import './ContactForm.css';

/*
 * The contact form. What it does is in named pieces beside it, in contact/: keeping a draft
 * (useDraft), sending with its states (useSending, over the EmailJS calls in send.ts), and the
 * banner that clears itself (useBanner). This file is the form itself and its checks.
 */

interface Props {
  emailjs: EmailjsSettings;
  /** The ministry's address: the email placeholder and the mail-app fallback. */
  contactEmail: string;
  /**
   * The ministry's phone as a link (src/components/PhoneLink.astro), the fallback when the form
   * cannot send: given as the named slot "phoneLink", which Astro hands over as this prop.
   */
  phoneLink?: ReactNode;
  shortName: string;
  /** The question already written at first paint: a volunteer's offer (src/pages/volunteer/[id].astro). */
  question?: string;
  /** Where this form keeps its draft in sessionStorage: each page's form its own. */
  draftKey?: string;
  /** A calendar file to offer once the message is sent or kept: the time the visitor offered to help. */
  calendar?: { href: string; text: string };
}

/** A field people never see or fill; form-filling bots do. */
const HONEYPOT = 'ssmc_hp';

type Counted = 'Question' | 'Prayers';

export default function ContactForm({
  emailjs: settings,
  contactEmail,
  phoneLink,
  shortName,
  question,
  draftKey = DRAFT_KEY,
  calendar,
}: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const keptRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [emailInvalid, setEmailInvalid] = useState(false);
  const [lengths, setLengths] = useState<Record<Counted, number>>({ Question: question?.length ?? 0, Prayers: 0 });
  const { banner, announce } = useBanner();

  const measure = (form: HTMLFormElement) =>
    setLengths({
      Question: field(form, 'Question')?.value.length ?? 0,
      Prayers: field(form, 'Prayers')?.value.length ?? 0,
    });
  const draft = useDraft(formRef, draftKey, measure);
  const { phase, fallback, keptNote, send, pretendSent, writeAnother } = useSending({
    settings,
    contactEmail,
    shortName,
    announce,
    onSent: draft.clear,
    onGivenBack: (submission) => {
      const form = formRef.current;
      if (!form) return;
      for (const name of CONTACT_FIELDS) {
        const input = field(form, name);
        if (input) input.value = submission[name];
      }
      measure(form);
      draft.save();
    },
  });

  useEffect(() => {
    initEmailjs(settings);
    setReady(true);
  }, [settings]);

  // A Send pressed before the form was ready was held (src/directives/interaction.ts): send it now.
  useEffect(() => {
    if (ready) releaseHeldSubmit(formRef.current);
  }, [ready]);

  useEffect(() => {
    if (phase === 'sent') thanksRef.current?.focus();
    if (phase === 'kept') keptRef.current?.focus();
    if (phase === 'failed') sendRef.current?.focus();
  }, [phase]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (field(form, HONEYPOT)?.value) {
      // A bot filled the hidden field: look as if it worked, send nothing.
      pretendSent();
      return;
    }
    if (!isValidEmail(readSubmission(form).ContactEmail)) {
      setEmailInvalid(true);
      announce('bad', MESSAGES.badEmail);
      field(form, 'ContactEmail')?.focus();
      return;
    }
    setEmailInvalid(false);
    void send(form);
  }

  const calendarLink = calendar && (
    <p className="contact-form__calendar">
      <a href={calendar.href} type="text/calendar">
        {calendar.text}
      </a>
    </p>
  );

  const counter = (name: Counted) => {
    const left = remainingToAnnounce(lengths[name], MAX_LENGTH[name]);
    return (
      <p id={`${name}-count`} className="contact-form__field-count" aria-live="polite">
        {left === null ? '' : `${left} ${left === 1 ? 'character' : 'characters'} left`}
      </p>
    );
  };

  return (
    <div className="contact-form" data-island="ContactForm" data-hydrated={ready ? 'ContactForm' : undefined}>
      {phase === 'sent' ? (
        <>
          <p ref={thanksRef} className="contact-form__thanks" tabIndex={-1}>
            {MESSAGES.thanks}
          </p>
          {calendarLink}
        </>
      ) : (
        // method="dialog": outside a dialog a browser sends such a form nowhere, so a Send pressed
        // before the script arrives can never put the message in an address or a server's log.
        <form
          ref={formRef}
          // Hidden, not gone, while a kept message waits: "Write another message" brings it back.
          hidden={phase === 'kept'}
          method="dialog"
          onSubmit={submit}
          // Each keystroke is kept as a draft by the directive (src/directives/keep-draft.ts).
          onInput={() => {
            if (formRef.current) measure(formRef.current);
          }}
          aria-busy={phase === 'sending'}
          aria-labelledby="contact-form-title"
        >
          <p className="contact-form__note">All fields are required.</p>
          <div className="contact-form__names">
            <Field name="FirstName" label="First Name" type="text" autoComplete="given-name" />
            <Field name="LastName" label="Last Name" type="text" autoComplete="family-name" />
          </div>
          <Field
            name="ContactEmail"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={contactEmail}
            aria-invalid={emailInvalid || undefined}
            aria-describedby={emailInvalid ? 'ContactEmail-error' : undefined}
            onInput={() => setEmailInvalid(false)}
          >
            {emailInvalid && (
              <p id="ContactEmail-error" className="contact-form__field-error">
                Please enter your full email address, such as name@example.com.
              </p>
            )}
          </Field>
          <Field name="Question" label={`Questions For ${shortName}`} multiline defaultValue={question}>
            {counter('Question')}
          </Field>
          <Field name="Prayers" label="How Can We Pray For You?" multiline>
            {counter('Prayers')}
          </Field>
          <div className="contact-form__trap" aria-hidden="true">
            <label htmlFor={HONEYPOT}>Leave this field empty</label>
            <input id={HONEYPOT} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
          </div>
          {/* Shown by client:interaction if this form's script cannot be had (src/directives/
              interaction.ts): a page opened before the site was updated, or a signal that failed. */}
          <div className="contact-form__unloaded" data-if-unloaded="" role="alert" tabIndex={-1} hidden>
            <p>
              The form could not finish loading, so it cannot send yet. The site may have just been updated, or the
              signal dropped.
            </p>
            <p>Reload this page and your words will come back. Then press Send.</p>
            <button type="button" className="button" data-reload="">
              Reload the page
            </button>
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
              // Ready at first paint: pressed before the island is, the send is held and goes once
              // it is, and the words beside it say so while it waits (ContactForm.css).
              <>
                <button ref={sendRef} type="submit" className="button">
                  Send
                </button>{' '}
                <span className="contact-form__held">Getting ready to send…</span>
              </>
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
      {phase === 'kept' && (
        <div ref={keptRef} className="contact-form__kept" tabIndex={-1}>
          <p>{keptNote}</p>
        </div>
      )}
      {phase === 'kept' && calendarLink}
      {(phase === 'failed' || phase === 'kept') && fallback && (
        <p className="contact-form__fallback">
          {phase === 'kept'
            ? 'If it cannot wait, you can '
            : fallback.retry
              ? 'Your message is still here. You can try again in a moment, or '
              : 'Your message is still here, but the message service could not accept it. Please '}
          <a href={fallback.mailApp}>send it from your own email app</a>, or text or call us at {phoneLink}.
        </p>
      )}
      {phase === 'kept' && (
        <p>
          <button type="button" className="button button--quiet" onClick={writeAnother}>
            Write another message
          </button>
        </p>
      )}
    </div>
  );
}
