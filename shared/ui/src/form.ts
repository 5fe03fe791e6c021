/** Form controls beyond the light entry's Input, dialogs and steps of the money flows (not loaded by /login). */
export { Checkbox, Drawer, InputNumber, Modal, Radio, Steps, Switch } from 'antd';
