export { TeamPage } from './team-page';
