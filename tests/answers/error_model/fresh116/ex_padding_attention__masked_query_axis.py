# exercise: ex_padding_attention
# mistake: Indexed the padding mask as [:, None, :, None], which masks the padded queries (whole rows) instead of the padded keys; keys need [:, None, None, :]. [cond: some length strictly between 0 and n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=lengths.device).expand(len(lengths), n) >= lengths[:, None]
    mask = is_pad[:, None, :, None]
    weights = torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
    return torch.nan_to_num(weights, nan=0.0)
