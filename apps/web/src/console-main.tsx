import '@/app/styles/global.css';
import '@/app/locales/register';
import { consoleRouter } from '@/app/console-router';
import { startApp } from '@/app/start-app';

// The console is an app of its own, built apart from the shop's (vite.config.ts): its screens'
// files are grouped for the console alone, and no customer page shares them.
startApp(consoleRouter);
