package io.github.parcheesi.examples;

/** Placeholder. */
public final class Main {
  private Main() {}

  /**
   * Entry point.
   *
   * @param args arguments
   */
  public static void main(String[] args) {}
}
