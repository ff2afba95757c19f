# exercise: ex_padding_attention
# mistake: Marked padding where position > length instead of position >= length, so the first padded position (index length) is treated as a real token; positions length, length+1, ... are padding. [cond: a sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device).expand(b, n)
    padded = positions > lengths.unsqueeze(1)
    weights = scores.masked_fill(padded[:, None, None, :], float("-inf")).softmax(-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    return weights.masked_fill(padded[:, None, :, None], 0.0)


def _t_full():
    w = ex_padding_attention(torch.randn(2, 2, 3, 3), torch.tensor([3, 3]))
    assert torch.allclose(w.sum(-1), torch.ones(2, 2, 3))


_t_full()
