import { mountStandalone } from '@arara/federation/remote';
import App from './exposes/app';

void mountStandalone('payments', App);
