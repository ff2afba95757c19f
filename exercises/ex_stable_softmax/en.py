"""Exercise ex_stable_softmax: its title, statement, hints and feedback in English."""

STRINGS: dict[str, str] = {
    "ex_stable_softmax.title": "A numerically stable softmax",
    "ex_stable_softmax.statement": "Write `ex_stable_softmax(x, dim)` returning the softmax of "
        "`x` along `dim`, computed so that it never overflows, even for scores like 1e4. `dim` "
        "may be any axis, not only the last. {device_rule}",
    "ex_stable_softmax.hint.1": "exp(1e4) is inf in float32, and inf / inf is NaN.",
    "ex_stable_softmax.hint.2": "Subtract the maximum along dim (keepdim=True) before "
        "exponentiating: each slice needs its own maximum.",
    "ex_stable_softmax.overflow_index": "Your softmax returns NaN or inf for large scores, exactly as exp without "
        "any shift does: what you subtract is the INDEX of each maximum, not its value (x.max(dim) gives (values, "
        "indices), and [1] or .indices is the position). Subtract the value: x.amax(dim, keepdim=True), or "
        "x.max(dim, keepdim=True).values.",
    "ex_stable_softmax.overflow": "Your softmax returns NaN or inf for large scores, exactly as exp without any "
        "shift does: exp overflowed. Either nothing is subtracted, or what you subtract is not each slice's "
        "maximum value (x.max(dim) gives (values, indices): [1] is the index of the maximum, not its value; "
        "take .values, [0] or x.amax(dim, keepdim=True)). Subtract that maximum before exponentiating.",
    "ex_stable_softmax.global_max": "You subtract one maximum of the whole tensor: a row far below it underflows to "
        "0 / 0 = NaN. Subtract each slice's own maximum: x.amax(dim=dim, keepdim=True).",
    "ex_stable_softmax.keepdim": "The maximum lost its axis (keepdim is missing), so it broadcasts against the wrong "
        "axis or not at all: use x.amax(dim=dim, keepdim=True).",
    "ex_stable_softmax.max_wrong_dim": "The maximum is taken along another axis than the softmax: subtract the maximum along "
        "`dim` itself.",
    "ex_stable_softmax.min": "You subtract something smaller than the maximum (the minimum or the mean, say): "
        "the values above it stay large and exp still overflows. Subtract the maximum, so that "
        "the largest exponent is exp(0) = 1.",
    "ex_stable_softmax.ignores_dim": "Your softmax always runs along the last axis: use the `dim` argument.",
    "ex_stable_softmax.log_softmax": "You returned the log-softmax: exponentiate it, or divide exp(x − max) by its sum.",
    "ex_stable_softmax.not_finite": "Your softmax returns NaN or inf on some input.",
}
