import { mountStandalone } from '@arara/federation';
import App from './exposes/app';

void mountStandalone('compliance', App);
