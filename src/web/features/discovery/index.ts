export { type BankSummary, discoveryKeys, useBankSummary } from './api';
export { ProfileBankCard } from './components/profile-bank-card';
