# exercise: ex_softmax_backward
# mistake: Used the log-softmax backward dS = dP - P·Σ dP (treating dP as the gradient of log P); for P = softmax(S) it is dS = P ⊙ (dP - Σ dP⊙P).
def ex_softmax_backward(P, dP):
    # gradient of the (log-)likelihood through the normalisation
    return dP - P * dP.sum(dim=-1, keepdim=True)
