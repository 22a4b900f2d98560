// A tracked creator inserted straight into the tables, for tests of modules that sit above
// content and profiles (the fixture lives with content, which owns the shape).
export { insertList, type TrackedFixture, trackProfile } from '../modules/content/content.fixtures';
