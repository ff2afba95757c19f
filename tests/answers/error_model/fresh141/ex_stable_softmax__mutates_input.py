# exercise: ex_stable_softmax
# mistake: The learner shifted and exponentiated x in place (x -= max; x.exp_()), so the caller's scores tensor is overwritten with unnormalised probabilities; work on a new tensor (x - max).
def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)
    x.exp_()
    Z = x.sum(dim=dim, keepdim=True)
    return x / Z
