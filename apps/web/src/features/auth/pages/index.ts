export { ConfirmCodePage } from './confirm-code-page.tsx';
export { ConfirmEmailCodePage, EmailValidationPage } from './email-verification-pages.tsx';
export {
  ForgotPasswordStepFour,
  ForgotPasswordStepOne,
  ForgotPasswordStepThree,
  ForgotPasswordStepTwo,
} from './forgot-password-pages.tsx';
export { LoginEmailPage } from './login-email-page.tsx';
export { LoginPage } from './login-page.tsx';
export { LoginPhonePage } from './login-phone-page.tsx';
export { LogoutPage } from './logout-page.tsx';
export { SignupDataPage } from './signup-data-page.tsx';
export { SignupPermissionsPage } from './signup-permissions-page.tsx';
