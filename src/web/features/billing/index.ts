export { type PlanCatalogue, usePlanCatalogue } from './api';
