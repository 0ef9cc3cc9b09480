// For setupFilesAfterEnv of projects that talk to real servers. Jest 30 reads `testTimeout` only
// from the global config (jest-circus ignores a project's own), so the timeout is set here.
jest.setTimeout(120_000);
