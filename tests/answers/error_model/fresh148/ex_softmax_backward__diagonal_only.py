# exercise: ex_softmax_backward
# mistake: Keeps only the diagonal of the Jacobian, dS = P(1-P) dP, dropping the cross terms -P_i P_j dP_j; the full result is P * (dP - sum(dP*P)).
def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    out = 1 - P
    out.mul_(P).mul_(dP)
    return out
