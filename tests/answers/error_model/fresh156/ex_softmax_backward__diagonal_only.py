# exercise: ex_softmax_backward
# mistake: The learner uses only the diagonal of the softmax Jacobian, dS = dP · P(1 − P) (as for a sigmoid), dropping the off-diagonal terms −P_i P_j; the right formula is P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    local_grad = P * (1 - P)   # d softmax / d logits
    return dP * local_grad
