# exercise: ex_padding_attention
# mistake: The learner took the sequence length as lengths.max() instead of scores.shape[-1], so the mask is too short and cannot broadcast when every sequence in the batch is padded. [cond: every length < n]
import torch


def ex_padding_attention(scores, lengths):
    max_len = int(lengths.max())
    arange = torch.arange(max_len, device=scores.device)
    is_pad = arange[None, :] >= lengths[:, None]
    masked = scores.masked_fill(is_pad[:, None, None, :], float("-inf"))
    out = torch.softmax(masked, dim=-1)
    out = out.masked_fill(is_pad[:, None, :, None], 0.0)
    return out
