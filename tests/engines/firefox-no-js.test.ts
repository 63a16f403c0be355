import { runFlows } from './engines';

runFlows('firefox', false);
