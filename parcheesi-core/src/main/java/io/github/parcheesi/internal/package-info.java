/**
 * <b>Not API</b>: what the variant modules need from the core beyond its public API. Exported to
 * the variant modules only; it may change in any release.
 */
package io.github.parcheesi.internal;
