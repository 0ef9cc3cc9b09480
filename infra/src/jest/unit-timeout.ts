// For setupFilesAfterEnv of the unit project. Jest's default 5 s per test is a wall-clock budget:
// on two cores shared with other work (load 10-20), a component test that types a dozen keys
// through jsdom in 0.3 s took 5-11 s and failed without being wrong. 30 s still stops a hung test.
import { configure } from '@testing-library/dom';

jest.setTimeout(30_000);
// Testing Library waits are wall-clock too (1 s): a ms-fast panel missed it under load; a wait ends once it holds.
configure({ asyncUtilTimeout: 10_000 });
