// The sign-in screens travel as one download: they link to one another, and one entry keeps
// the route table (on every first load) to a single list of chunks for all four.
export { ForgotPasswordRoute } from './forgot-password';
export { LoginRoute } from './login';
export { QrLoginRoute } from './qr-login';
export { RegisterRoute } from './register';
