import { PIX_PARTICIPANTS, type TInstitution } from '@arara/contracts';
import { ARARA_ISPB } from '../documents/end-to-end-id';

/**
 * The Pix participants the sandbox knows (docs/developers.md "Institutions"): Arara itself (the
 * ISPB its end-to-end ids carry) and the participants of the contracts' one list
 * (`PIX_PARTICIPANTS`, which open finance's payer institutions come from too). A constant, not
 * a table: nothing changes it at run time, and a sandbox sends no money to another participant.
 */
const INSTITUTIONS: readonly TInstitution[] = [
  { ispb: ARARA_ISPB, code: null, name: 'Arara Sandbox', shortName: 'ARARA' },
  ...PIX_PARTICIPANTS.map(({ ispb, code, name, shortName }) => ({ ispb, code, name, shortName })),
];

/** Every participant, by name. */
export const listInstitutions = (): { items: TInstitution[] } => ({
  items: [...INSTITUTIONS].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
});
