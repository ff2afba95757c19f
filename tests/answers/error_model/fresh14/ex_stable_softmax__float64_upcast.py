# exercise: ex_stable_softmax
# mistake: Converts x to float64 (numpy default) and returns a float64 tensor for a float32 input; right values but the dtype should stay the input's (float32). [cond: input not float64]
import torch


def ex_stable_softmax(x, dim):
    # numpy computes in float64; do the same so nothing overflows or underflows
    x = x.to(torch.float64)
    x = x - x.amax(dim=dim, keepdim=True)
    return torch.exp(x) / torch.exp(x).sum(dim=dim, keepdim=True)
