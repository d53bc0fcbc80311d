export { AddCpfPage } from './add-cpf-page.tsx';
export { MyAccountPage } from './my-account-page.tsx';
export { ProfilePage } from './profile-page.tsx';
