# exercise: ex_padding_attention
# mistake: Builds the positions with torch.arange(n) without device=scores.device, so comparing with lengths on a GPU fails; new tensors must be created on the inputs' device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n)
    padded = positions[None, :] >= lengths[:, None]
    weights = torch.softmax(scores.masked_fill(padded[:, None, None, :], float("-inf")), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    return weights.masked_fill(padded[:, None, :, None], 0.0)
