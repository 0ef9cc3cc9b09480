import { useTestStackEnv } from './stack-env';

// For a Jest project's `setupFiles`: every test file starts with the stack's env in process.env.
useTestStackEnv();
