export { type PlanCatalogue, usePlanCatalogue } from './api';
export { PaymentFailedBanner } from './components/payment-failed-banner';
