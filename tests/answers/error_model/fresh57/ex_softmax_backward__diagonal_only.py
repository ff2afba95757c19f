# exercise: ex_softmax_backward
# mistake: Kept only the diagonal of the Jacobian, dP * P(1 - P) (the Bernoulli variance), leaving out the off-diagonal terms -P_i P_j; dS = P * (dP - sum(dP * P)).
def ex_softmax_backward(P, dP):
    variance = P * (1 - P)     # dP_i / dS_i
    return dP * variance
