/** Form controls beyond the light entry's Input (not loaded by /login). */
export { Checkbox, InputNumber, Switch } from 'antd';
