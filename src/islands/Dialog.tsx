import { useEffect, useRef, useState, type ReactNode } from 'react';
import './Dialog.css';

interface Props {
  /** A unique id for the page; the heading's id is derived from it. */
  id: string;
  /** The words on the button that opens the dialog. */
  buttonLabel: string;
  /** The dialog's heading, which is also its accessible name. */
  title: string;
  /** Extra class names for the opening button. */
  buttonClass?: string;
  /** The dialog's text: rendered into the page's HTML at build time. */
  children: ReactNode;
}

/** Browsers with invoker commands open and close the dialog from the buttons alone. */
const hasInvokers = () => typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/**
 * A button and the modal dialog it opens. The platform does the work: the buttons are invoker
 * commands (`commandfor` + `command`), so they open and close the dialog with no script at all
 * (the island hydrates only when a visitor reaches for it; where invokers are missing, the
 * `client:interaction` directive opens and closes the dialog until it has),
 * and the modal <dialog> makes the page behind it inert, closes on Escape and gives focus back to
 * the button. The click handlers only stand in for browsers without invokers.
 */
export default function Dialog({ id, buttonLabel, title, buttonClass = 'button button--quiet', children }: Props) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const headingId = `${id}-title`;
  // Spread, because React's types do not list the invoker attributes yet; React passes them on.
  const opens = { commandfor: id, command: 'show-modal' };
  const closes = { commandfor: id, command: 'close' };

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className={`dialog-opener ${buttonClass}`}
        aria-haspopup="dialog"
        data-island="Dialog"
        data-hydrated={hydrated ? 'Dialog' : undefined}
        {...opens}
        onClick={() => {
          // A click that came while the island hydrated may have opened it already
          // (src/directives/interaction.ts), and React replays such a click once hydrated.
          if (!hasInvokers() && !dialogRef.current?.open) dialogRef.current?.showModal();
        }}
      >
        {buttonLabel}
      </button>
      <dialog
        ref={dialogRef}
        id={id}
        className="dialog"
        aria-labelledby={headingId}
        onClose={() => openerRef.current?.focus()}
      >
        <h2 id={headingId} className="dialog__title">
          {title}
        </h2>
        <div className="dialog__body">{children}</div>
        <button
          type="button"
          className="dialog__close"
          {...closes}
          onClick={() => {
            if (!hasInvokers() && dialogRef.current?.open) dialogRef.current.close();
          }}
        >
          Close
        </button>
      </dialog>
    </>
  );
}
