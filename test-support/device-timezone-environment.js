// A jsdom test environment whose tests can move the device to another time zone:
// `setDeviceTimeZone('Europe/Berlin')`. Jest gives each test file its own copy of process.env, so
// assigning TZ inside a test changes nothing; this sets the worker's real TZ (Node resets the
// date-time configuration when it changes), and puts the zone back when the file is done.
const { TestEnvironment } = require('jest-environment-jsdom')

class DeviceTimeZoneEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context)
    this.originalTimeZone = process.env.TZ
    this.global.setDeviceTimeZone = (zone) => {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  }

  async teardown() {
    if (this.originalTimeZone === undefined) delete process.env.TZ
    else process.env.TZ = this.originalTimeZone
    await super.teardown()
  }
}

module.exports = DeviceTimeZoneEnvironment
