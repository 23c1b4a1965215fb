package io.github.parcheesi.examples;

import io.github.parcheesi.examples.web.WebServer;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code serve}: the web page on a local server, until the program is stopped. */
@Command(
    name = "serve",
    description = {
      "Starts the web page on a local server: play, watch bots and replay records in a browser.",
      "The first line printed is 'listening on http://HOST:PORT/'. Games live in memory only;"
          + " no file is read or written on a page's request. Stop it with Ctrl-C."
    })
final class ServeCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;
  @Mixin private HelpOption help;

  @Option(
      names = "--port",
      paramLabel = "N",
      description = "The port to listen on, 0 for a free one. Default: ${DEFAULT-VALUE}.")
  private int port = 7070;

  @Option(
      names = "--host",
      paramLabel = "H",
      description =
          "The address to listen on. Default: ${DEFAULT-VALUE}, this machine only; another"
              + " address lets other machines play on it.")
  private String host = "127.0.0.1";

  @Override
  public Integer call() throws InterruptedException {
    if (port < 0 || port > 65535) {
      throw new UsageException("--port: a port is 0 to 65535, got " + port);
    }
    WebServer server;
    try {
      server = WebServer.start(host, port);
    } catch (RuntimeException e) {
      throw new UsageException("cannot listen on " + host + ":" + port + ": " + rootMessage(e));
    }
    spec.commandLine().getOut().println("listening on " + server.url());
    spec.commandLine().getOut().flush();
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(server::stop));
    stopped.await(); // until the program is stopped
    return 0;
  }

  private static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null) {
      t = t.getCause();
    }
    return t.getMessage() == null ? t.toString() : t.getMessage();
  }
}
