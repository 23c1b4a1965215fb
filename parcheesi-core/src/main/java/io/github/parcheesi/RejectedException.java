package io.github.parcheesi;

import java.util.Objects;

/**
 * Thrown by the calls that cannot answer with an {@code Either}, such as {@link
 * RuleSets#get(String)}, when they refuse: it carries the typed {@link Rejection}, with its kind,
 * name, value, rule and reason. Its message is the rejection's.
 *
 * <pre>{@code
 * try {
 *   RuleSets.get("ludo");
 * } catch (RejectedException e) {
 *   e.rejection().kind();   // UNKNOWN_VARIANT
 *   e.rejection().name();   // Some(ludo)
 * }
 * }</pre>
 */
public final class RejectedException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /** The refusal; transient as Rejection is not serializable, but its message is kept. */
  private final transient Rejection rejection;

  /**
   * An exception carrying a refusal.
   *
   * @param rejection what was refused and why
   */
  public RejectedException(Rejection rejection) {
    super(Objects.requireNonNull(rejection, "rejection").message());
    this.rejection = rejection;
  }

  /**
   * What was refused and why.
   *
   * @return the refusal
   */
  public Rejection rejection() {
    return rejection;
  }
}
