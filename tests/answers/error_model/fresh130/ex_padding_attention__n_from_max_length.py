# exercise: ex_padding_attention
# mistake: The learner sized the position range with the longest real length, lengths.max(), instead of the number of positions n = scores.shape[-1], so the mask is too short: masked_fill fails, or, when the longest length is 1, the one-column mask broadcasts over every position. [cond: when no sequence fills all n positions]
import torch


def ex_padding_attention(scores, lengths):
    n = int(lengths.max())
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    alpha = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    alpha = torch.nan_to_num(alpha, nan=0.0)
    return alpha.masked_fill(pad[:, None, :, None], 0.0)
