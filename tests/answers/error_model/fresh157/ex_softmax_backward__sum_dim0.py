# exercise: ex_softmax_backward
# mistake: Summed dP ⊙ P over dim=0 (the first axis) instead of the last axis, where the softmax was taken.
def ex_softmax_backward(P, dP):
    dot = (P * dP).sum(dim=0, keepdim=True)
    dS = P * (dP - dot)
    return dS
