# exercise: ex_padding_attention
# mistake: Takes the softmax first, zeroes padded keys and renormalises by the row sum; for a sequence of length 0 the sum is 0 and the rows become 0/0 = NaN, which are never cleaned up. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    keep = (torch.arange(n, device=scores.device)[None, :] < lengths[:, None]).to(scores.dtype)
    w = torch.softmax(scores, dim=-1)
    w.mul_(keep[:, None, None, :])
    w.div_(w.sum(dim=-1, keepdim=True))
    w.mul_(keep[:, None, :, None])
    return w
