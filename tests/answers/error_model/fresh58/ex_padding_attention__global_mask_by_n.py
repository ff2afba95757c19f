# exercise: ex_padding_attention
# mistake: The padding mask is cached in a global dict keyed by n only, so a later call with the same n but other lengths reuses the first call's mask; the mask depends on lengths and must be rebuilt (or keyed by the lengths). [cond: only from the second call with the same n and different lengths]
import torch

_PAD_MASKS = {}
calls = 0


def _pad_mask(lengths, n, device):
    if n not in _PAD_MASKS:
        _PAD_MASKS[n] = torch.arange(n, device=device)[None, :] >= lengths[:, None]
    return _PAD_MASKS[n]


def ex_padding_attention(scores, lengths):
    global calls
    calls += 1
    n = scores.shape[-1]
    pad = _pad_mask(lengths, n, scores.device)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
