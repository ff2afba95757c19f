# exercise: ex_padding_attention
# mistake: Builds the position index with torch.arange(n) on the CPU instead of on scores.device, so comparing it with lengths and masking fails for GPU inputs. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    """Mask padded keys, zero padded queries, and replace NaN rows by zeros."""
    n = scores.shape[-1]
    positions = torch.arange(n)
    pad = positions.unsqueeze(0) >= lengths.unsqueeze(1)
    weights = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1)
    weights = weights.nan_to_num(nan=0.0)
    weights = weights.masked_fill(pad[:, None, :, None], 0.0)
    return weights
