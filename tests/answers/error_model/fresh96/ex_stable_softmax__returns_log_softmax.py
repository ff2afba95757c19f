# exercise: ex_stable_softmax
# mistake: Used the log-sum-exp trick but returned x - m - log Σ exp(x - m), the log-softmax, without exponentiating it; the softmax is exp of that.
def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    lse = (x - m).exp().sum(dim=dim, keepdim=True).log()
    return x - m - lse
