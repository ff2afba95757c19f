# exercise: ex_padding_attention
# mistake: Builds the position index with torch.arange(n) on the CPU, so comparing it with lengths (and masking scores) on a GPU fails; the index must be created with device=scores.device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    lengths = torch.as_tensor(lengths)
    if lengths.dtype.is_floating_point:
        lengths = lengths.round().long()
    n = scores.shape[-1]
    positions = torch.arange(n)
    padded = positions.unsqueeze(0) >= lengths.unsqueeze(1)
    out = torch.softmax(scores.masked_fill(padded[:, None, None, :], float("-inf")), dim=-1)
    out = torch.nan_to_num(out, nan=0.0)
    out = out.masked_fill(padded[:, None, :, None], 0.0)
    return out
