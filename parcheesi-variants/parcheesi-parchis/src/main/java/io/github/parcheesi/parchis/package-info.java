/**
 * The Parchís dice game (variant id {@code parchis}), rules P1-P10 on the board B1-B6; see this
 * module's {@code RULES.md}.
 */
package io.github.parcheesi.parchis;
