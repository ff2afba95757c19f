# exercise: ex_softmax_backward
# mistake: Hard-coded the row sums as einsum('bi,bi->b'), which only accepts 2-axis inputs, so P and dP with 1 or 3+ axes raise; use '...i,...i->...' (or (P * dP).sum(-1, keepdim=True)). [cond: P does not have exactly 2 axes]
import torch


def ex_softmax_backward(P, dP):
    # row-wise <p, dp>
    inner = torch.einsum("bi,bi->b", P, dP)
    return P * (dP - inner.unsqueeze(-1))
