import { sweepEveryAction } from './fuzz-sweep';

sweepEveryAction('postgres');
