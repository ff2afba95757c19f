# exercise: ex_stable_softmax
# mistake: Normalised with Python's builtin sum(e), which adds along the first axis whatever dim is; the denominator must be e.sum(dim=dim, keepdim=True). [cond: dim is not 0]
def ex_stable_softmax(x, dim):
    e = (x - x.amax(dim=dim, keepdim=True)).exp()
    return e / sum(e)
