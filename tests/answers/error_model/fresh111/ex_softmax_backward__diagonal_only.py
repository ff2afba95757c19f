# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the softmax Jacobian, dS = dP · P(1 − P), dropping the −P_i P_j terms for i ≠ j; the full result is P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    # derivative of softmax: s * (1 - s)
    local_grad = P * (1 - P)
    return dP * local_grad
