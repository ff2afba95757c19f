# exercise: ex_stable_softmax
# mistake: Always subtracts the maximum along the last axis, whatever dim is; for another dim each slice along dim gets shifted by different constants, so the result is wrong (and can overflow); the maximum must be taken along dim. [cond: dim is not the last axis]
def ex_stable_softmax(x, dim):
    m = x.amax(dim=-1, keepdim=True)
    z = (x - m).exp()
    return z / z.sum(dim=dim, keepdim=True)
