# exercise: ex_softmax_backward
# mistake: The learner sums dP·P along dim=1, which is the last axis only for 2-D inputs; for other numbers of axes the sum must run along the softmax axis, dim=-1. [cond: only for inputs that do not have exactly 2 axes]
def ex_softmax_backward(P, dP):
    dot = (dP * P).sum(dim=1, keepdim=True)
    return P * (dP - dot)
