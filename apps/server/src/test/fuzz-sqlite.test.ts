import { sweepEveryAction } from './fuzz-sweep';

sweepEveryAction('sqlite');
