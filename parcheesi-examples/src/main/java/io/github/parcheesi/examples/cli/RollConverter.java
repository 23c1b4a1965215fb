package io.github.parcheesi.examples.cli;

import io.github.parcheesi.Roll;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads a roll written {@code A-B}, as in {@code 5-3}. */
final class RollConverter implements ITypeConverter<Roll> {

  /** Makes the converter; picocli calls this. */
  RollConverter() {}

  @Override
  public Roll convert(String value) {
    return Roll.parse(value)
        .getOrElseThrow(
            () ->
                new TypeConversionException(
                    "'" + value + "' is not a roll A-B with faces 1 to 6, such as 5-3"));
  }
}
