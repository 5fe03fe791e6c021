/** QR codes (two-factor setup): an entry of its own, so only the screens that draw one pay. */
export { QRCode } from 'antd';
