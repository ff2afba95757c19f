# exercise: ex_stable_softmax
# mistake: Wrote exp into an output buffer cached in a default argument and returned it, so a later call of the same shape overwrites the tensor returned earlier; each call must return a fresh tensor. [cond: the result of one call is kept while the function is called again with the same shape]
import torch


def ex_stable_softmax(x, dim, _buf={}):
    # reuse the output buffer between calls (avoid allocations)
    key = (tuple(x.shape), x.dtype, x.device)
    if key not in _buf:
        _buf[key] = torch.empty_like(x)
    out = _buf[key]
    torch.exp(x - x.amax(dim=dim, keepdim=True), out=out)
    out.div_(out.sum(dim=dim, keepdim=True))
    return out
