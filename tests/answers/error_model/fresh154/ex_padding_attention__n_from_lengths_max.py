# exercise: ex_padding_attention
# mistake: The learner takes the padded size from lengths.max() instead of scores.shape[-1], so the mask is too short whenever the longest sequence is itself padded (and cannot broadcast); n is the scores' last axis. [cond: max(lengths) < n]
import torch


def ex_padding_attention(scores, lengths):
    max_len = int(lengths.max())
    positions = torch.arange(max_len, device=scores.device)
    pad = positions[None, :] >= lengths[:, None]
    out = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    out = torch.nan_to_num(out)
    out = out.masked_fill(pad[:, None, :, None], 0)
    return out
