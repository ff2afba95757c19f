# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the Jacobian, dS = dP·P·(1−P) (logistic-function habit), dropping the −P_i·Σ_{j≠i} P_j dP_j cross terms. Right: dS = P ⊙ (dP − Σ_j P_j dP_j).
def ex_softmax_backward(P, dP):
    # d softmax / dS = P (1 - P), elementwise as for the logistic function
    return dP * P * (1.0 - P)
