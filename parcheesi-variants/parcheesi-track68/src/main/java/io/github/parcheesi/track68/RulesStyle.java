package io.github.parcheesi.track68;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.immutables.value.Value;

/**
 * Immutables style of {@link TrackRules}: the generated class stays package-private and carries no
 * annotation of Immutables, so that code using {@code TrackRules} and its builder compiles without
 * Immutables, warning-free.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.CLASS)
@Value.Style(
    visibility = Value.Style.ImplementationVisibility.PACKAGE,
    overshadowImplementation = true,
    jdkOnly = true,
    allowedClasspathAnnotations = {Override.class},
    defaults = @Value.Immutable(copy = true))
@interface RulesStyle {}
