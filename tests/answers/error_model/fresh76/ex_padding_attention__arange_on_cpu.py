# exercise: ex_padding_attention
# mistake: Builds the position range with torch.arange(n) on the CPU (no device=), so comparing it with lengths and masking scores fails on a GPU. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n).unsqueeze(0) >= lengths.unsqueeze(1)
    key_mask = padded[:, None, None, :]
    w = scores.masked_fill(key_mask, float("-inf")).softmax(dim=-1).nan_to_num(0.0)
    return w * (~padded)[:, None, :, None]
