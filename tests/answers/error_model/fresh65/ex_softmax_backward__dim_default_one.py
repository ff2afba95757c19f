# exercise: ex_softmax_backward
# mistake: The function takes a dim option defaulting to 1 (as in nn.Softmax(dim=1)), so for tensors with more than 2 axes the sum runs along axis 1 instead of the last axis, where attention's softmax is. [cond: P has 3 or more axes]
def ex_softmax_backward(P, dP, dim=1):
    if P.dim() == 1:
        dim = 0
    dot = (P * dP).sum(dim=dim, keepdim=True)
    return P * (dP - dot)
