"""Exercise ex_softmax_backward: its title, statement and hints in English."""

STRINGS: dict[str, str] = {
    "ex_softmax_backward.title": "Backward through the softmax",
    "ex_softmax_backward.statement": "Attention computes P = softmax(S) along the last axis. "
        "Write `ex_softmax_backward(P, dP)` that returns dS, the gradient of the loss with "
        "respect to S, given P and the gradient dP with respect to P (same shapes, any number "
        "of axes). {device_rule}",
    "ex_softmax_backward.hint.1": "∂P_i/∂S_j = P_i (δ_ij − P_j).",
    "ex_softmax_backward.hint.2": "So dS = P ⊙ (dP − Σ_j dP_j P_j), the sum taken along the "
        "last axis with keepdim.",
}
