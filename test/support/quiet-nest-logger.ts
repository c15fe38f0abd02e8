import { Logger } from '@nestjs/common';

// Classes tested on their own (gateway clients) log the failures the tests provoke through Nest's default
// logger; those lines are expected outcomes, asserted by the tests, not news. An app started by a test
// installs its own logger (app.useLogger), which replaces this one.
Logger.overrideLogger(false);
