# exercise: ex_softmax_backward
# mistake: Sums dP·P along the last axis without keepdim, so the sum broadcasts against the wrong axis (wrong numbers for square shapes, a crash otherwise); the sum needs keepdim=True. [cond: only for inputs with more than one axis]
def ex_softmax_backward(P,dP): return P*(dP-(dP*P).sum(-1))
