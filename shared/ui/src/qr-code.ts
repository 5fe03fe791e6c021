/**
 * QR codes (two-factor setup): an entry of its own, so only the screens that draw one pay for
 * it. Only the shell uses it, so it is not in the shared singletons; add it there when a
 * remote needs it.
 */
export { QRCode } from 'antd';
