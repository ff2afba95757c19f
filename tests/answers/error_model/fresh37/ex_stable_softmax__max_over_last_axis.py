# exercise: ex_stable_softmax
# mistake: Subtracts the maximum over the last axis whatever dim is, so for dim other than the last the shift varies along dim and changes the result; the max must be taken along dim. [cond: dim is not the last axis]
def ex_stable_softmax(x, dim):
    z = x - x.amax(-1, keepdim=True)
    return z.exp().div(z.exp().sum(dim, keepdim=True))
