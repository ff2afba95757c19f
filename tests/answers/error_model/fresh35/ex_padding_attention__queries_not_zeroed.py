# exercise: ex_padding_attention
# mistake: Masked the padded keys but left the rows of padded queries as softmax rows over the real keys; they must be all 0. [cond: a sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device)
    key_pad = positions[None, :] >= lengths[:, None]            # (b, n)
    masked = scores.masked_fill(key_pad[:, None, None, :], float("-inf"))
    weights = torch.softmax(masked, dim=-1)
    return torch.nan_to_num(weights, nan=0.0)  # length 0 -> all -inf rows
