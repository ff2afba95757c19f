# exercise: ex_stable_softmax
# mistake: Shifts by the maximum along dim but normalises with a sum over the last axis, so the result is wrong whenever dim is not the last axis; the sum must be along dim too. [cond: only when dim is not the last axis]
def ex_stable_softmax(x,dim):
    e=(x-x.amax(dim,keepdim=True)).exp();return e/e.sum(-1,keepdim=True)
