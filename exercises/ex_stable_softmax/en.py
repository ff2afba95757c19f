"""Exercise ex_stable_softmax: its title, statement and hints in English."""

STRINGS: dict[str, str] = {
    "ex_stable_softmax.title": "A numerically stable softmax",
    "ex_stable_softmax.statement": "Write `ex_stable_softmax(x, dim)` returning the softmax of "
        "`x` along `dim`, computed so that it never overflows, even for scores like 1e4. `dim` "
        "may be any axis, not only the last. {device_rule}",
    "ex_stable_softmax.hint.1": "exp(1e4) is inf in float32, and inf / inf is NaN.",
    "ex_stable_softmax.hint.2": "Subtract the maximum along dim (keepdim=True) before "
        "exponentiating: each slice needs its own maximum.",
}
