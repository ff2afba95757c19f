# exercise: ex_stable_softmax
# mistake: Kept the naive exp(x)/sum(exp(x)) and patched the overflow with nan_to_num, so scores like 1e4 give inf/inf→0 (or a row of zeros) instead of the softmax; subtract the max along dim before exp. [cond: scores above ~88 in float32]
import torch


def ex_stable_softmax(x, dim):
    e = torch.exp(x)
    p = e / e.sum(dim=dim, keepdim=True)
    # inf/inf -> nan for very large scores; clean them up
    return torch.nan_to_num(p, nan=0.0, posinf=1.0, neginf=0.0)
