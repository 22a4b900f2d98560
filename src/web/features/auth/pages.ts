export { ActivatePage } from './activate-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { GuestLoginPage, LoginPage } from './login-page';
export { ResetPasswordPage } from './reset-password-page';
export { SignUpPage } from './sign-up-page';
