package io.github.parcheesi.examples.cli;

import io.github.parcheesi.ParseException;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.bots.BotException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code parcheesi} command-line program: {@code start}, {@code moves}, {@code perft}, {@code
 * demo}, {@code simulate}, {@code arena}, {@code train}, {@code env}, {@code replay}, {@code show},
 * {@code board}, {@code play} and {@code serve}, as this module's {@code COMMANDS.md} describes
 * them.
 *
 * <p>Output goes to standard output; errors go to standard error as one line starting {@code
 * error:} that names the bad argument or token, with exit status 2. {@code --help} works on every
 * command. The same arguments always give the same output.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * int status = Main.run(System.out, System.err, System.in, "start", "--players", "2");
 * // prints "american Y Y:n,n,n,n R:n,n,n,n", status 0
 * }</pre>
 */
@Command(
    name = "parcheesi",
    description = "Plays and analyses Parcheesi games from the command line.",
    synopsisSubcommandLabel = "COMMAND",
    versionProvider = Main.Version.class,
    subcommands = {
      StartCommand.class,
      MovesCommand.class,
      PerftCommand.class,
      DemoCommand.class,
      SimulateCommand.class,
      ArenaCommand.class,
      TrainCommand.class,
      EnvCommand.class,
      ReplayCommand.class,
      ShowCommand.class,
      BoardCommand.class,
      PlayCommand.class,
      ServeCommand.class
    })
public final class Main {

  /** Exit status of a bad argument or bad input. */
  public static final int USAGE_ERROR = 2;

  /** Exit status of an internal error, a bug in the program or the rules. */
  public static final int INTERNAL_ERROR = 1;

  @Mixin private HelpOption help;

  @Option(names = "--version", versionHelp = true, description = "Print the version and exit.")
  private boolean version;

  private final InputStream in;

  private Main(InputStream in) {
    this.in = in;
  }

  /**
   * Standard input as given to {@link #run}, for commands that read it.
   *
   * @return the input
   */
  InputStream in() {
    return in;
  }

  /**
   * Runs one command.
   *
   * @param out standard output
   * @param err standard error
   * @param in standard input
   * @param args the command and its arguments, such as {@code start --players 2}
   * @return the exit status: 0 on success, 2 for a bad argument or bad input, 1 for an internal
   *     error
   */
  public static int run(PrintStream out, PrintStream err, InputStream in, String... args) {
    PrintWriter outWriter = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
    PrintWriter errWriter = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8));
    CommandLine commandLine =
        new CommandLine(new Main(in))
            .setOut(outWriter)
            .setErr(errWriter)
            .setParameterExceptionHandler(Main::badArguments)
            .setExecutionExceptionHandler(Main::failed);
    for (CommandLine sub : commandLine.getSubcommands().values()) {
      if (sub.getCommandSpec().findOption("--option") != null) {
        sub.getCommandSpec().usageMessage().footer(optionsHelp());
      }
    }
    try {
      return commandLine.execute(args);
    } finally {
      outWriter.flush();
      errWriter.flush();
    }
  }

  /**
   * The help's list of every variant's rule options by name, with values and defaults, as {@code
   * --option} takes them and as positions and records name them.
   */
  static String optionsHelp() {
    StringBuilder sb = new StringBuilder("%nRule options (--option KEY=VALUE), by variant:%n");
    for (RuleSet rules : RuleSets.all()) {
      sb.append("  ").append(rules.id()).append(":%n");
      for (RuleOption<?> o : rules.options()) {
        sb.append("    ")
            .append(o.name())
            .append('=')
            .append(o.values().mkString("|"))
            .append(" (default ")
            .append(o.defaultValue())
            .append("): ")
            .append(o.description().replace("%", "%%"))
            .append("%n");
      }
    }
    return sb.toString();
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
    // a bot that fails (an exec: program that breaks the protocol) is bad input too
    if (e instanceof UsageException || e instanceof ParseException || e instanceof BotException) {
      command.getErr().println("error: " + e.getMessage());
      return USAGE_ERROR;
    }
    command.getErr().println("internal error, please report it:");
    e.printStackTrace(command.getErr());
    return INTERNAL_ERROR;
  }

  /** The program's version, written into {@code version.properties} by the build. */
  static final class Version implements CommandLine.IVersionProvider {

    @Override
    public String[] getVersion() throws IOException {
      Properties properties = new Properties();
      try (InputStream in = Main.class.getResourceAsStream("version.properties")) {
        if (in == null) {
          throw new IOException("version.properties is missing from the program");
        }
        properties.load(in);
      }
      return new String[] {"parcheesi " + properties.getProperty("version")};
    }
  }

  /**
   * Runs the program and exits with its status.
   *
   * @param args the command and its arguments; {@code --help} lists the commands
   */
  public static void main(String[] args) {
    System.exit(run(System.out, System.err, System.in, args));
  }
}
