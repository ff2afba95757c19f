# exercise: ex_padding_attention
# mistake: The learner marks padding with position > length instead of position >= length, so the first padded position (index length) is treated as real, as key and as query; padding starts at index length. [cond: only when some length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    is_pad = pos[None, :] > lengths[:, None]
    weights = torch.softmax(scores.masked_fill(is_pad[:, None, None, :], float("-inf")), dim=-1)
    weights = weights.nan_to_num(0.0)
    weights = weights.masked_fill(is_pad[:, None, :, None], 0.0)
    return weights
