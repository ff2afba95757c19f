# exercise: ex_padding_attention
# mistake: The two index patterns are swapped: the -inf mask is applied to padded queries ([:, None, :, None]) and the zeroing to padded keys ([:, None, None, :]), so real queries may still attend to padded keys and their weights do not sum to 1; keys need [:, None, None, :] and queries [:, None, :, None].
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    w = torch.softmax(scores.masked_fill(pad[:, None, :, None], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, None, :], 0.0)
