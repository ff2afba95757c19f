# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the Jacobian, dS = dP * P * (1 - P), dropping the cross terms -P_i P_j; the full result is P * (dP - sum_j dP_j P_j).
def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    return dP * P * (1 - P)
