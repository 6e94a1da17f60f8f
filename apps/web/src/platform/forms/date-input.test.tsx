import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DateInput, displayDateToIso, isoToDisplayDate } from './date-input.tsx';
import { PhoneInput } from './phone-input.tsx';

function Harness() {
  const [value, setValue] = useState('');
  return <DateInput label="Date of birth" value={value} onChange={setValue} />;
}

function PhoneHarness() {
  const [value, setValue] = useState('');
  return <PhoneInput label="Phone" value={value} onChange={setValue} />;
}

describe('DateInput', () => {
  it('formats MM/DD/YYYY as the digits are typed', () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Date of birth') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '0909' } });
    expect(input.value).toBe('09/09');
    fireEvent.change(input, { target: { value: '09/09/1971' } });
    expect(input.value).toBe('09/09/1971');
    fireEvent.change(input, { target: { value: '09091971123' } });
    expect(input.value).toBe('09/09/1971');
  });

  it('says the format once, as its hint, not again as a placeholder', () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(screen.getAllByText('MM/DD/YYYY')).toHaveLength(1);
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(input.placeholder).toBe('');
  });

  it("adds the format to a hint of the field's own, once", () => {
    renderWithProviders(
      <>
        <DateInput label="ID expiry" description="When the ID runs out" value="" onChange={() => undefined} />
        <DateInput label="Starts" description="Optional, MM/DD/YYYY" value="" onChange={() => undefined} />
      </>,
    );
    expect(screen.getByText('When the ID runs out (MM/DD/YYYY)')).toBeTruthy();
    expect(screen.getByText('Optional, MM/DD/YYYY')).toBeTruthy();
  });

  it('converts between the screen and the API', () => {
    expect(isoToDisplayDate('1971-09-09')).toBe('09/09/1971');
    expect(displayDateToIso('09/09/1971')).toBe('1971-09-09');
    expect(displayDateToIso('02/30/1971')).toBeNull();
    expect(displayDateToIso('')).toBe('');
  });
});

describe('PhoneInput', () => {
  it('shows (###) ###-#### and keeps the digits', () => {
    renderWithProviders(<PhoneHarness />);
    const input = screen.getByLabelText('Phone') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '19075550142' } });
    expect(input.value).toBe('(907) 555-0142');
    fireEvent.change(input, { target: { value: '907555' } });
    expect(input.value).toBe('(907) 555');
  });
});
