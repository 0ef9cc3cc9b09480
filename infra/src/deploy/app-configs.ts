import { type ConfigClass, configProblems } from '@typing/service-kit';
import { GatewayConfig } from '@typing/gateway';
import { aiTextService } from '@typing/ai-text-service';
import { authService } from '@typing/auth-service';
import { billingService } from '@typing/billing-service';
import { contactService } from '@typing/contact-service';
import { mailerService } from '@typing/mailer-service';
import { resultsService } from '@typing/results-service';

/**
 * Every Node app that ships, with the config class it boots with. Taken from the apps themselves
 * (the gateway's class, each service's definition), so a variable added to a class must be
 * wired into compose and Kubernetes before `make test` passes.
 */
export const APP_CONFIGS: Record<string, ConfigClass> = {
  gateway: GatewayConfig,
  auth: authService.config,
  results: resultsService.config,
  'ai-text': aiTextService.config,
  billing: billingService.config,
  contact: contactService.config,
  mailer: mailerService.config,
};

/** The apps whose images are nginx, not Node: no config class, but they must ship too. */
export const STATIC_APPS = ['frontend'] as const;

/** Every image the product ships, by app name. */
export const ALL_APPS = [...Object.keys(APP_CONFIGS), ...STATIC_APPS];

/** The problems the app's own `loadConfig` reports for an environment; empty when it would boot. */
export { configProblems, type ConfigClass };
