/**
 * <b>Not API.</b> What the core lends its service-provider package {@code io.github.parcheesi.spi},
 * which engines use. The module exports this package to no one.
 */
package io.github.parcheesi.internal;
