import { setupTestStack } from './stack-registry';

/** Jest globalSetup for a project needing the apps that runs beside a servers-only project (see global-setup.ts). */
export default async function globalSetupWithApps(): Promise<void> {
  await setupTestStack({ apps: true });
}
