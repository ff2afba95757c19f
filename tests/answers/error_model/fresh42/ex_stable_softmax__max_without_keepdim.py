# exercise: ex_stable_softmax
# mistake: Takes torch.max(x, dim)[0] without keepdim, so the maxima broadcast along the wrong axis (or fail to broadcast) and slices are shifted by other slices' maxima; the max needs keepdim=True. [cond: not for dim=0 of a 2-D input, where the broadcast happens to line up]
import torch


def ex_stable_softmax(x, dim):
    # Step 1: compute the max along the given dimension for numerical stability
    max_vals = torch.max(x, dim)[0]
    # Step 2: subtract and exponentiate
    exps = torch.exp(x - max_vals)
    # Step 3: normalize
    return exps / torch.sum(exps, dim=dim, keepdim=True)
