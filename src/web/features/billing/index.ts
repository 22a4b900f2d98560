export { type PlanCatalogue, usePlanCatalogue } from './api';
export { OfferBanner } from './components/offer-banner';
export { PaymentFailedBanner } from './components/payment-failed-banner';
