import { TransferPage } from '../../transfer-flow';
import { PixFlow } from '../components/pix-flow';

const SPEC = { titleKey: 'pix.title', descriptionKey: 'pix.description' };

/** `/pix`: send a Pix by key, QR code or copy-and-paste code. */
export function PixTransferPage() {
  return <TransferPage spec={SPEC} flow={PixFlow} />;
}
