package io.github.parcheesi.examples.web;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The start-up of the API's tests: a server with games in memory on a free port, and a client of
 * its API, once for each test class.
 */
abstract class LocalServer {

  static WebServer server;
  static Http http;

  @BeforeAll
  static void start() {
    server = WebServer.start("127.0.0.1", 0);
    http = new Http(server);
  }

  @AfterAll
  static void stop() {
    server.stop();
  }
}
