# exercise: ex_softmax_backward
# mistake: The learner keeps only the diagonal of the Jacobian, dS = dP * P * (1 - P), as for a sigmoid; the off-diagonal terms -P_i P_j also contribute: dS = P * (dP - sum(dP * P, -1, keepdim)).
def ex_softmax_backward(P, dP):
    local_grad = P * (1 - P)  # derivative of softmax
    return dP * local_grad
