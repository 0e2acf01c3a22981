import { FediPlugin } from '../../plugins/fedi';
import { runConnectContract } from './connect-contract-kit';

runConnectContract(new FediPlugin());
