import { QRCodeSVG } from '@rc-component/qrcode';

type QRCodeProps = {
  value: string;
  /** Pixels, quiet zone included. */
  size?: number;
};

/**
 * A QR code (two-factor setup), in an entry of its own so only the screens that draw one pay
 * for it. It is the renderer antd's QRCode is built on, without antd's status overlay: that
 * overlay's Button and Spin, shared with the /login chunks, made the bundler split those
 * chunks again and /login grow by 1.7 KiB gzip (measured). Dark modules on a light quiet zone
 * whatever the theme: scanners read that reliably. Only the shell uses it, so it is not in the
 * shared singletons; add it there when a remote needs it.
 */
export function QRCode({ value, size = 200 }: QRCodeProps) {
  return <QRCodeSVG value={value} size={size} level="M" marginSize={2} />;
}
