# exercise: ex_padding_attention
# mistake: Builds the position range with arange(lengths.max()) instead of arange(n), so when every sequence is shorter than n the mask is too short and the masked_fill fails to broadcast; positions must run over all n tokens. [cond: max(lengths) < n]
import torch

def ex_padding_attention(scores, lengths):
    max_len = int(lengths.max())
    positions = torch.arange(max_len, device=scores.device)
    padded = positions[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(padded[:, None, None, :], float("-inf")), dim=-1)
    w = w.nan_to_num(0.0)
    return w.masked_fill(padded[:, None, :, None], 0.0)
