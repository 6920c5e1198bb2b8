// Browser tests run under mocha (@web/test-runner); its globals are typed here.
/// <reference types="mocha" />
