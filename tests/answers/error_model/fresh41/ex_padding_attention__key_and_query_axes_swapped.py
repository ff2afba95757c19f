# exercise: ex_padding_attention
# mistake: Indexes the padding mask as [:, None, :, None] for the -inf step and [:, None, None, :] for the zeroing step (the two swapped), so padded query rows are -inf-masked while padded keys are only zeroed after the softmax and real rows no longer sum to 1.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None] >= lengths[:, None]
    key_mask = pad[:, None, :, None]
    query_mask = pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(key_mask, float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(query_mask, 0.0)
