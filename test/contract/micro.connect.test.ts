import { MicroPlugin } from '../../plugins/micro';
import { runConnectContract } from './connect-contract-kit';

runConnectContract(new MicroPlugin());
