# exercise: ex_softmax_backward
# mistake: The learner kept only the diagonal of the Jacobian, P(1-P) (the Bernoulli variance), dropping the cross terms -P_i P_j; dS = P * (dP - sum(dP * P, -1, keepdim)).
def ex_softmax_backward(P, dP):
    var = P * (1 - P)
    return var * dP
