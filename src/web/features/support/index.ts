export { ContactFormDialog } from './contact-form-dialog';
