# exercise: ex_stable_softmax
# mistake: `m = amax(x, dim=dim)` without keepdim (tf.reduce_max habit), so `x - m` broadcasts m along the wrong axes: a (2,3,4) input with dim=-1 raises "size of tensor a (4) must match … b (3)"; a square (4,4) input gives wrong values (diff 0.33). Right: keepdim=True. [cond: correct only when dim is the first axis, e.g. a 1-D input]
import torch


def ex_stable_softmax(x, dim):
    m = torch.amax(x, dim=dim)            # tf.reduce_max(x, axis=dim)
    e = torch.exp(x - m)
    return e / torch.sum(e, dim=dim, keepdim=True)
