import { runFlows } from './engines';

runFlows('webkit', true);
