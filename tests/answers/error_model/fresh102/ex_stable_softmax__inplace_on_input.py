# exercise: ex_stable_softmax
# mistake: The learner shifted and exponentiated the caller's tensor in place (sub_, exp_), so the input scores are overwritten; the result must be computed on a new tensor, leaving x unchanged.
def ex_stable_softmax(x, dim):
    x.sub_(x.amax(dim=dim, keepdim=True))
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
