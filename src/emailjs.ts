/**
 * The contact form's EmailJS settings, as the build has them: the one place the pages that hold
 * the form (/contact, each volunteer need's page) read them from. Required in the env schema
 * (astro.config.mjs): a build without them stops before any page is made.
 */
import {
  PUBLIC_EMAILJS_ORIGIN,
  PUBLIC_EMAILJS_PUBLIC_KEY,
  PUBLIC_EMAILJS_SERVICE_ID,
  PUBLIC_EMAILJS_TEMPLATE_ID,
} from 'astro:env/client';
import type { EmailjsSettings } from './islands/contact/send';

export const EMAILJS: EmailjsSettings = {
  serviceId: PUBLIC_EMAILJS_SERVICE_ID,
  templateId: PUBLIC_EMAILJS_TEMPLATE_ID,
  publicKey: PUBLIC_EMAILJS_PUBLIC_KEY,
  origin: PUBLIC_EMAILJS_ORIGIN,
};
