/**
 * American Parcheesi (variant id {@code american}), rules A1-A15 on the board B1-B6; see this
 * module's {@code RULES.md}.
 */
package io.github.parcheesi.american;
