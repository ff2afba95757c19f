def ex_softmax_backward(P, dP):
    return P * (dP - (dP * P).sum(dim=-1, keepdim=True))
