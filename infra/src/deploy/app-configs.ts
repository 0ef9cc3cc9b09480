import { type ConfigClass, configProblems } from '@typing/service-kit';
import { GatewayConfig } from '@typing/gateway';
import { aiTextService } from '@typing/ai-text-service';
import { authService } from '@typing/auth-service';
import { billingService } from '@typing/billing-service';
import { contactService } from '@typing/contact-service';
import { mailerService } from '@typing/mailer-service';
import { resultsService } from '@typing/results-service';

/** Taken from the apps themselves, so a variable added to a class must be wired into compose and Kubernetes. */
export const APP_CONFIGS: Record<string, ConfigClass> = {
  gateway: GatewayConfig,
  auth: authService.config,
  results: resultsService.config,
  'ai-text': aiTextService.config,
  billing: billingService.config,
  contact: contactService.config,
  mailer: mailerService.config,
};

/** nginx images: no config class, but they must ship too. */
const STATIC_APPS = ['frontend'] as const;

export const ALL_APPS = [...Object.keys(APP_CONFIGS), ...STATIC_APPS];

export { configProblems, type ConfigClass };
