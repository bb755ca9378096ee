// The sign-in screens travel as one download: they link to one another, and one entry keeps
// the route table (on every first load) to a single list of chunks for all four.
export { ForgotPasswordPage } from './forgot-password';
export { LoginPage } from './login';
export { QrLoginPage } from './qr-login';
export { RegisterPage } from './register';
