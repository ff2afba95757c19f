# exercise: ex_padding_attention
# mistake: Indexed the padding mask as [:, None, :, None], masking the padded queries' rows before the softmax instead of the padded keys' columns, so real queries still attend to padded keys; the key mask is [:, None, None, :]. [cond: some sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    m = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    m = m[:, None, :, None]
    w = torch.softmax(scores.masked_fill(m, float('-inf')), dim=-1)
    return torch.nan_to_num(w, nan=0.0)
