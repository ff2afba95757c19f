# exercise: ex_softmax_backward
# mistake: Summed over dim=1, which is the last axis only for 2-D inputs; the sum must run over the last axis (dim=-1). [cond: inputs that are not 2-D (wrong for 3-D and more, crashes on 1-D)]
def ex_softmax_backward(P, dP):
    weighted = (dP * P).sum(dim=1, keepdim=True)
    return P * (dP - weighted)
