/** Form controls beyond the light entry's Input (not loaded by /login). */
export { Checkbox, Drawer, InputNumber, Radio, Switch } from 'antd';
