"""Exercise ex_softmax_backward: its title, statement, hints and feedback in English."""

STRINGS: dict[str, str] = {
    "ex_softmax_backward.title": "Backward through the softmax",
    "ex_softmax_backward.statement": "Attention computes P = softmax(S) along the last axis. "
        "Write `ex_softmax_backward(P, dP)` that returns dS, the gradient of the loss with "
        "respect to S, given P and the gradient dP with respect to P (same shapes, any number "
        "of axes). {device_rule}",
    "ex_softmax_backward.hint.1": "∂P_i/∂S_j = P_i (δ_ij − P_j).",
    "ex_softmax_backward.hint.2": "So dS = P ⊙ (dP − Σ_j dP_j P_j), the sum taken along the "
        "last axis with keepdim.",
    "ex_softmax_backward.missing_sum": "You returned P ⊙ dP: the softmax couples every entry of a row, so subtract "
        "Σ_j dP_j P_j inside the parentheses.",
    "ex_softmax_backward.sign": "The sign is flipped: dS = P ⊙ (dP − Σ_j dP_j P_j).",
    "ex_softmax_backward.wrong_axis": "The sum runs over the wrong axis: sum over the last axis (the one the softmax "
        "normalised), dim=-1 with keepdim=True.",
    "ex_softmax_backward.keepdim": "The row sum lost its axis (keepdim is missing), so it does not broadcast against "
        "each row: use .sum(dim=-1, keepdim=True).",
    "ex_softmax_backward.missing_p": "The factor P in front is missing: dS = P ⊙ (dP − Σ_j dP_j P_j).",
    "ex_softmax_backward.sum_without_p": "You subtract the plain sum Σ_j dP_j of the row: the Jacobian's off-diagonal terms give the "
        "P-weighted sum, Σ_j P_j dP_j.",
    "ex_softmax_backward.diagonal_only": "You kept only the diagonal of the Jacobian, P (1 − P): every P_j of the row "
        "contributes, so subtract Σ_j dP_j P_j.",
}
