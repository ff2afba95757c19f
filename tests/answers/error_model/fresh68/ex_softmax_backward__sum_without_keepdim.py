# exercise: ex_softmax_backward
# mistake: The learner sums Σⱼ dPⱼPⱼ without keepdim=True, so the (…,) sums broadcast against the last axis instead of each row (wrong for square inputs, an error otherwise); keepdim=True is needed. [cond: inputs with more than one axis]
row_dot = lambda a, b: (a * b).sum(dim=-1)


def ex_softmax_backward(P, dP):
    return P * (dP - row_dot(dP, P))
