import type { InputHTMLAttributes, ReactNode } from 'react';
import { MAX_LENGTH } from '../../lib/contact';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'required' | 'maxLength'> {
  name: keyof typeof MAX_LENGTH;
  label: string;
  /** A text area of five rows, described by its count of characters left, given as children. */
  multiline?: boolean;
  /** What follows the control: its error, or its count. */
  children?: ReactNode;
  /** Words already written in it at first paint (a volunteer's offer), which the visitor may change. */
  defaultValue?: string;
}

/**
 * One field of the contact form: its label, its control (required, no longer than MAX_LENGTH
 * allows, named and identified by the template parameter it fills) and what follows it.
 */
export function Field({ name, label, multiline, children, defaultValue, ...input }: Props) {
  const control = { id: name, name, required: true, maxLength: MAX_LENGTH[name] };
  return (
    <div className="contact-form__field">
      <label htmlFor={name}>{label}</label>
      {multiline ? (
        <textarea {...control} rows={5} aria-describedby={`${name}-count`} defaultValue={defaultValue} />
      ) : (
        <input {...control} {...input} defaultValue={defaultValue} />
      )}
      {children}
    </div>
  );
}
