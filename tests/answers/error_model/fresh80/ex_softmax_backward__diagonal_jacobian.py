# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the softmax Jacobian, dP * P * (1 - P), dropping the cross terms -P_i P_j; dS = P * (dP - sum(dP * P, -1, keepdim)).
def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    return dP * P * (1 - P)
