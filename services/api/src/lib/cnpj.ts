// The CNPJ rules live in the contracts, so the add-merchant form checks the same digits.
export { cnpjCheckDigits, cnpjDigits, isValidCnpj } from '@arara/contracts';
