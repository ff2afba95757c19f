# exercise: ex_softmax_backward
# mistake: Summed along dim=0 (with keepdim) instead of the last axis; only right for 1-D inputs. [cond: more than one axis]

def ex_softmax_backward(P, dP):
    dot = (P * dP).sum(dim=0, keepdim=True)
    dS = P * (dP - dot)
    return dS
