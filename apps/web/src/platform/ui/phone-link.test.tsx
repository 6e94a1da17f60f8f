import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { displayPhone, isNationalNumber, PhoneLink, phoneWithExtension, telHref } from './phone-link.tsx';

describe('phone numbers', () => {
  it('shows US numbers the usual way and short ones as written', () => {
    expect(displayPhone('9075550100')).toBe('(907) 555-0100');
    expect(displayPhone('1-907-555-0100')).toBe('(907) 555-0100');
    expect(displayPhone('211')).toBe('211');
  });

  it('counts only a whole North American number as one to dial, not a masked or short one', () => {
    expect(isNationalNumber('9075550133')).toBe(true);
    expect(isNationalNumber('+1 (907) 555-0133')).toBe(true);
    expect(isNationalNumber('•••• 0133')).toBe(false);
    expect(isNationalNumber('211')).toBe(false);
    expect(isNationalNumber('2907555013')).toBe(true);
    expect(isNationalNumber('29075550133')).toBe(false);
  });

  it('adds an extension only when there is one', () => {
    expect(phoneWithExtension('(907) 555-0100', '12')).toBe('(907) 555-0100 ext. 12');
    expect(phoneWithExtension('(907) 555-0100', null)).toBe('(907) 555-0100');
  });

  it('dials the digits, a leading +, and the extension after a pause', () => {
    expect(telHref('(907) 555-0100')).toBe('tel:9075550100');
    expect(telHref('+1 907 555 0100', '12')).toBe('tel:+19075550100,12');
    expect(telHref('none')).toBeNull();
  });

  it('links a number to call with its extension, and shows a fax as written', () => {
    renderWithProviders(
      <>
        <PhoneLink number="9075550100" extension="12" />
        <PhoneLink number="9075550199" dial={false} />
      </>,
    );
    const link = screen.getByRole('link', { name: '(907) 555-0100 ext. 12' });
    expect(link.getAttribute('href')).toBe('tel:9075550100,12');
    expect(screen.getByText('(907) 555-0199').closest('a')).toBeNull();
  });
});
