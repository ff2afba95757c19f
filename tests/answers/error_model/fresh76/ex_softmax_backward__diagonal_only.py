# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the Jacobian, dS = dP·P·(1−P) (the sigmoid rule), dropping the −P_i P_j cross terms; dS = P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    local_grad = P * (1 - P)
    return dP * local_grad
