/**
 * <b>Not API</b>: what the variant modules need from the core beyond its public API. Exported only
 * to the variant modules that use it; it may change in any release.
 */
package io.github.parcheesi.internal;
