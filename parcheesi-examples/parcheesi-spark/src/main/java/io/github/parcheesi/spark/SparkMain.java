package io.github.parcheesi.spark;

import io.github.parcheesi.bots.BotException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code parcheesi-spark} program: {@code arena}, {@code simulate} and {@code study} as Apache
 * Spark jobs, embedded ({@code local[*]}) unless {@code --master} or {@code spark-submit} names a
 * cluster.
 *
 * <p>Errors in the arguments or in a file they name go to standard error as one line starting
 * {@code error:}, with exit status 2; a job that fails on the cluster exits with status 1.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * int status = SparkMain.run(System.out, System.err,
 *     "arena", "--bots", "heuristic,random", "--games", "200", "--out", "results");
 * }</pre>
 */
@Command(
    name = "parcheesi-spark",
    mixinStandardHelpOptions = true,
    description = "Runs the arena, simulations and rule studies as Apache Spark jobs.",
    synopsisSubcommandLabel = "COMMAND",
    subcommands = {ArenaJobCommand.class, SimulateJobCommand.class, StudyCommand.class})
public final class SparkMain {

  /** Exit status of a bad argument or bad input. */
  public static final int USAGE_ERROR = 2;

  /** Exit status of a job that failed, or of an internal error. */
  public static final int FAILED = 1;

  private SparkMain() {}

  /**
   * Runs one command.
   *
   * @param out standard output
   * @param err standard error
   * @param args the command and its arguments
   * @return the exit status: 0 on success, 2 for a bad argument or input, 1 when the job failed
   */
  public static int run(PrintStream out, PrintStream err, String... args) {
    PrintWriter outWriter = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
    PrintWriter errWriter = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8));
    CommandLine commandLine =
        new CommandLine(new SparkMain())
            .setOut(outWriter)
            .setErr(errWriter)
            .setParameterExceptionHandler(SparkMain::badArguments)
            .setExecutionExceptionHandler(SparkMain::failed);
    try {
      return commandLine.execute(args);
    } finally {
      outWriter.flush();
      errWriter.flush();
    }
  }

  private static int badArguments(ParameterException e, String[] args) {
    CommandLine command = e.getCommandLine();
    PrintWriter err = command.getErr();
    err.println("error: " + e.getMessage());
    UnmatchedArgumentException.printSuggestions(e, err);
    err.println("Try '" + command.getCommandSpec().qualifiedName() + " --help' for more.");
    return USAGE_ERROR;
  }

  private static int failed(Exception e, CommandLine command, ParseResult parsed) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      // a bot that fails on an executor (an exec: program) is bad input too
      if (t instanceof UsageException || t instanceof BotException) {
        command.getErr().println("error: " + t.getMessage());
        return USAGE_ERROR;
      }
    }
    if (e instanceof org.apache.spark.SparkThrowable) {
      command
          .getErr()
          .println("error: the Spark job failed: " + e.getMessage().lines().findFirst().orElse(""));
      return FAILED;
    }
    command.getErr().println("internal error, please report it:");
    e.printStackTrace(command.getErr());
    return FAILED;
  }

  /**
   * Runs the program and exits with its status.
   *
   * @param args the command and its arguments; {@code --help} lists the commands
   */
  public static void main(String[] args) {
    System.exit(run(System.out, System.err, args));
  }
}
