# exercise: ex_padding_attention
# mistake: Swapped the two index patterns: masked padded queries with -inf via [:, None, :, None] and zeroed with [:, None, None, :], so padded keys still get weight in real rows; keys need [:, None, None, :]. [cond: some sequence has 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    s = scores.masked_fill(padded[:, None, :, None], float('-inf'))
    w = torch.softmax(s, dim=-1).nan_to_num(0.0)
    return w.masked_fill(padded[:, None, None, :], 0.0)
