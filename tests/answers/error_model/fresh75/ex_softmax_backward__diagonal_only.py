# exercise: ex_softmax_backward
# mistake: Kept only the diagonal of the Jacobian, dS = P(1 - P) dP, dropping the -P_i P_j terms for j != i; dS = P * (dP - sum_j dP_j P_j).

def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    return P * (1 - P) * dP
