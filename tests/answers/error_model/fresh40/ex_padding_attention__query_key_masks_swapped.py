# exercise: ex_padding_attention
# mistake: Indexed the padding mask as [:, None, :, None] (queries) for the -inf fill and as [:, None, None, :] (keys) for the zeroing afterwards, the two places swapped; -inf goes on the keys ([:, None, None, :]) and the zeros on padded queries' rows ([:, None, :, None]).
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(padded[:, None, :, None], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(padded[:, None, None, :], 0.0)
