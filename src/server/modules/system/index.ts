// System owns what belongs to the running installation rather than to an organization: health,
// the public shell configuration, shared process state and rate-limit windows.
export { installationSecret, type SecretStore } from './installation-secret';
export { createSystemRepository, type SystemRepository } from './system.repository';
export { systemRoutes } from './system.routes';
export { createSystemService, type SystemService } from './system.service';
