# exercise: ex_padding_attention
# mistake: Created the positions with torch.arange(n) on the CPU, so comparing with lengths (and masking scores) on a GPU fails with a device mismatch; it must be created with device=scores.device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n) >= lengths.unsqueeze(-1)
    keys = padded[:, None, None, :]
    queries = padded[:, None, :, None]
    out = torch.softmax(scores.masked_fill(keys, float("-inf")), dim=-1)
    out = out.nan_to_num(0.0)
    return out.masked_fill(queries, 0.0)
