import { maskPhone, maskPostalCode } from '../features/onboarding/lib/onboarding-form';

test('CEP and phone get their mask once complete; anything else stays as typed', () => {
  expect(maskPostalCode('01310100')).toBe('01310-100');
  expect(maskPostalCode('0131')).toBe('0131');
  expect(maskPhone('11912345678')).toBe('(11) 91234-5678');
  expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
  expect(maskPhone('+55 11 91234-5678')).toBe('+55 11 91234-5678');
  expect(maskPhone('119123')).toBe('119123');
});
