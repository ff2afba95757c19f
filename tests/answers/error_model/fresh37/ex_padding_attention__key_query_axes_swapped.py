# exercise: ex_padding_attention
# mistake: Puts -inf on the padded queries' rows ([:, None, :, None]) and zeros the padded keys' columns after the softmax ([:, None, None, :]), i.e. the two masks on swapped axes; keys must be masked before the softmax, query rows zeroed after.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    weights = torch.softmax(scores.masked_fill(padded[:, None, :, None], float('-inf')), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    return weights.masked_fill(padded[:, None, None, :], 0.0)
