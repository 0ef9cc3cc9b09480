/** Against the stack run.sh started in Docker, so none of the e2e project's stack setup. */
const { projects } = require('../../jest.config.js');

const e2e = projects.find((project) => project.displayName === 'e2e');
module.exports = {
  rootDir: '../..',
  displayName: 'compose-test',
  transform: e2e.transform,
  testEnvironment: e2e.testEnvironment,
  setupFiles: e2e.setupFiles,
  setupFilesAfterEnv: e2e.setupFilesAfterEnv,
  testMatch: ['<rootDir>/infra/compose-test/*.journey.ts'],
};
