# exercise: ex_padding_attention
# mistake: Padded keys are masked and NaN rows set to 0, but the rows of padded queries (in a sequence with length > 0) are left as normal softmax rows; they must also be set to 0. [cond: some sequence has 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    key_pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)  # (b, n)
    w = scores.masked_fill(key_pad[:, None, None, :], float("-inf")).softmax(dim=-1)
    return torch.nan_to_num(w, nan=0.0)
