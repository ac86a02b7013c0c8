// A jsdom test environment whose clock reads in another time zone, set per file:
//   /** @jest-environment ./src/test/time-zone-environment.mjs
//    *  @jest-environment-options {"timeZone": "Asia/Tokyo"} */
// It sets TZ on the worker process (the test's own process.env is a copy) and puts it back after the file.
import { TestEnvironment } from 'jest-environment-jsdom';

export default class TimeZoneEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.timeZone = config.projectConfig.testEnvironmentOptions.timeZone;
  }

  async setup() {
    await super.setup();
    this.previous = process.env.TZ;
    if (this.timeZone) process.env.TZ = this.timeZone;
  }

  async teardown() {
    if (this.previous === undefined) delete process.env.TZ;
    else process.env.TZ = this.previous;
    await super.teardown();
  }
}
