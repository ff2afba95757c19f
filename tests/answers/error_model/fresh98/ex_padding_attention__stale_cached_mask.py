# exercise: ex_padding_attention
# mistake: Caches the padding mask in a function attribute keyed by (b, n, device) only, so a later call with the same sizes but other lengths reuses the old mask; the mask depends on lengths and must be rebuilt. [cond: a second call with the same b and n but different lengths]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    cache = ex_padding_attention.__dict__.setdefault("_cache", {})
    key = (b, n, scores.device)
    if key not in cache:
        pos = torch.arange(n, device=scores.device)
        cache[key] = pos[None, :] >= lengths.to(scores.device)[:, None]
    padded = cache[key]
    w = scores.masked_fill(padded[:, None, None, :], float("-inf")).softmax(dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(padded[:, None, :, None], 0.0)
