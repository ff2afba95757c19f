# exercise: ex_softmax_backward
# mistake: Only the diagonal of the softmax Jacobian, P_i(1 - P_i), is used; the off-diagonal terms -P_i P_j are dropped. dS must be P * (dP - sum_j dP_j P_j).
def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    jac_diag = P * (1 - P)
    return jac_diag * dP
