# exercise: ex_padding_attention
# mistake: Created the arange of positions without device=scores.device, so comparing it with lengths on a GPU fails; the new tensor must be made on the inputs' device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n)[None, :] >= lengths[:, None]
    weights = torch.softmax(scores.masked_fill(padded[:, None, None, :], float("-inf")), dim=-1)
    weights = weights.nan_to_num(0.0)
    return weights.masked_fill(padded[:, None, :, None], 0.0)
