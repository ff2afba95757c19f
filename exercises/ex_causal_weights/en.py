"""Exercise ex_causal_weights: its title, statement and hints in English."""

STRINGS: dict[str, str] = {
    "ex_causal_weights.title": "Causal attention weights",
    "ex_causal_weights.statement": "Write `ex_causal_weights(scores)`: given (already scaled) "
        "scores of shape (..., n, n), return attention weights in which no query attends to a "
        "later key. Every row must sum to 1. {device_rule}",
    "ex_causal_weights.hint.1": "torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1) "
        "marks the future.",
    "ex_causal_weights.hint.2": "Fill those scores with -inf before the softmax over the last "
        "axis (the keys).",
}
