import { describe, expect, it } from 'vitest';
import { solicitationStatement } from './charity';

describe('Pennsylvania’s statement on a solicitation', () => {
  it('is printed word for word, with the registered name, for a registered charity', () => {
    expect(
      solicitationStatement({ legalName: 'Sweet Surrender Ministry Center, Inc.', registration: 'registered' }),
    ).toBe(
      'The official registration and financial information of Sweet Surrender Ministry Center, Inc. may be obtained from the Pennsylvania Department of State by calling toll free, within Pennsylvania, 1 (800) 732-0999. Registration does not imply endorsement.',
    );
  });

  it('is never shown for an exempt charity, nor while the registration is not set', () => {
    expect(
      solicitationStatement({ legalName: 'Sweet Surrender Ministry Center', registration: 'exempt' }),
    ).toBeUndefined();
    expect(solicitationStatement({ legalName: 'Sweet Surrender Ministry Center' })).toBeUndefined();
  });
});
