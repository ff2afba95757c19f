# exercise: ex_padding_attention
# mistake: The learner wrote their own masked softmax as exp(scores)*keep / (sum + 1e-9) without subtracting the row maximum, so large scores overflow to inf and give NaN rows; subtract the maximum (or use torch.softmax with -inf) before exponentiating. [cond: only for large scores (above about 88 in float32)]
import torch

EPS = 1e-9


def _keep_mask(lengths, n, device):
    return (torch.arange(n, device=device)[None, :] < lengths[:, None])


def ex_padding_attention(scores, lengths):
    keep = _keep_mask(lengths, scores.shape[-1], scores.device).to(scores.dtype)
    keys = keep[:, None, None, :]
    queries = keep[:, None, :, None]
    e = torch.exp(scores) * keys
    w = e / (e.sum(dim=-1, keepdim=True) + EPS)
    return w * queries
