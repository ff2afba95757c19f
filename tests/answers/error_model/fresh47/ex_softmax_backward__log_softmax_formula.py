# exercise: ex_softmax_backward
# mistake: The learner uses the log-softmax backward dP - P·Σ dP; for the softmax itself it is P ⊙ (dP - Σ dP ⊙ P).
def ex_softmax_backward(P, dP):
    # d/dS of log-softmax trick: grad - softmax * sum(grad)
    return dP - P * dP.sum(-1, keepdim=True)
