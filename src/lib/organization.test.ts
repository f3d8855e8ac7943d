import type { NGOLeaf, WithContext } from 'schema-dts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { SITE } from '../site';
import { jsonForScript, organizationJsonLd } from './organization';

describe('organizationJsonLd', () => {
  const data = organizationJsonLd(SITE, 'https://ssmc.example.org');

  it('describes a 501(c)(3) NGO with the facts from site.ts', () => {
    expect(data['@type']).toBe('NGO');
    expect(data.name).toBe('Sweet Surrender Ministry Center');
    expect(data.nonprofitStatus).toBe('Nonprofit501c3');
    expect(data.email).toBe(SITE.email);
    expect(data.telephone).toBe(SITE.phone.dial);
    expect(data.address).toMatchObject({
      streetAddress: 'P.O. Box 206',
      addressLocality: 'Alum Bank',
      addressRegion: 'PA',
      postalCode: '15521',
    });
  });

  it('tells where people come, with directions, and what a donor checks: the legal name and the EIN', () => {
    expect(data.legalName).toBe(SITE.charity.legalName);
    expect(data.taxID).toBe(SITE.charity.ein);
    expect(data.location).toEqual({
      '@type': 'Place',
      name: SITE.place.name,
      address: expect.objectContaining({ '@type': 'PostalAddress', streetAddress: SITE.place.address.line1 }),
      hasMap: SITE.directions,
    });
    // With times kept, each row is an OpeningHoursSpecification on the place.
    const times = [{ what: 'Food pantry', days: ['Tuesday', 'Saturday'] as const, opens: '10:00', closes: '12:30' }];
    expect(organizationJsonLd({ ...SITE, openingHours: times }, 'https://e.org').location).toMatchObject({
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          name: 'Food pantry',
          dayOfWeek: ['https://schema.org/Tuesday', 'https://schema.org/Saturday'],
          opens: '10:00:00',
          closes: '12:30:00',
        },
      ],
    });
  });

  it('is typed with schema-dts, as the events and the stories are (the type check holds it)', () => {
    expectTypeOf(organizationJsonLd).returns.toEqualTypeOf<WithContext<NGOLeaf>>();
  });

  it('uses absolute addresses on the configured site for the logo and the donate action', () => {
    expect(data.url).toBe('https://ssmc.example.org/');
    expect(data.logo).toBe('https://ssmc.example.org/logo-512.png');
    expect(data.potentialAction).toMatchObject({ '@type': 'DonateAction', target: 'https://ssmc.example.org/donate' });
  });
});

describe('jsonForScript', () => {
  it('cannot end the script element it sits in', () => {
    const text = jsonForScript({ note: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ note: '</script><script>alert(1)</script>' });
  });
});
