// What a problem's exercise target compiles when its folder has no C++
// skeleton (a Python handout): nothing. The target stays, so the build's
// layout does not depend on the handout's language.
