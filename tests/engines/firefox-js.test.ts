import { runFlows } from './engines';

runFlows('firefox', true);
