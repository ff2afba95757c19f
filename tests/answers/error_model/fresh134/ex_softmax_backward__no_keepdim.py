# exercise: ex_softmax_backward
# mistake: Summed along the last axis without keepdim=True, so the (…, n) row sums broadcast against the last axis instead of along each row (wrong for square inputs, an error otherwise); the sum needs keepdim=True. [cond: more than one row]
def ex_softmax_backward(P, dP):
    return P * (dP - (P * dP).sum(-1))
