// Jest 30 reads `testTimeout` only from the global config (not a project's), so real-server projects set it here.
jest.setTimeout(120_000);
