export { PlansPage } from './plans-page';
