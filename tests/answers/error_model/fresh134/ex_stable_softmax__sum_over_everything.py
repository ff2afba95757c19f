# exercise: ex_stable_softmax
# mistake: Divided by the sum of exp over the whole tensor instead of the sum along dim (keepdim=True), so slices do not each sum to 1. [cond: more than one slice]
def ex_stable_softmax(x, dim):
    z = x - x.amax(dim=dim, keepdim=True)
    z = z.exp()
    return z / z.sum()
