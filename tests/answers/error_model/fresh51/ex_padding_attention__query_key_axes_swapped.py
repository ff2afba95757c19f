# exercise: ex_padding_attention
# mistake: Indexed the padding mask as [:, None, :, None] (the query axis) before the softmax and as [:, None, None, :] (the key axis) when zeroing afterwards, the two swapped; keys must be masked with [:, None, None, :] before the softmax and padded queries zeroed with [:, None, :, None].
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device).expand(len(lengths), n) >= lengths[:, None]
    weights = torch.softmax(scores.masked_fill(pad[:, None, :, None], float("-inf")), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    weights = weights.masked_fill(pad[:, None, None, :], 0.0)
    return weights
