import '@/app/styles/global.css';
import '@/app/locales/register';
import { router } from '@/app/router';
import { startApp } from '@/app/start-app';

startApp(router);
