# exercise: ex_softmax_backward
# mistake: The learner wrote the backward of log_softmax, dP - P * sum(dP), instead of the backward of softmax, P * (dP - sum(dP * P)).
def ex_softmax_backward(P, dP):
    return dP - P * dP.sum(dim=-1, keepdim=True)  # grad through S
