import { formatDocument, type TPixKeyType } from '@arara/contracts';

/** A stored key as people read it: CPF/CNPJ punctuated, +55 (11) 98765-4321, the rest as is. */
export function formatPixKey(type: TPixKeyType, key: string): string {
  switch (type) {
    case 'cpf':
    case 'cnpj':
      return formatDocument(key);
    case 'phone': {
      const match = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(key);
      return match ? `+55 (${match[1]}) ${match[2]}-${match[3]}` : key;
    }
    case 'email':
    case 'random':
      return key;
  }
}
