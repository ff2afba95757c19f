# exercise: ex_padding_attention
# mistake: Per sequence it takes the softmax over all n keys, padded ones included, and only then slices the first L keys, so real rows do not sum to 1; the softmax must be taken over the real keys only (slice first, or mask with -inf).
"""Loop over the batch: copy the real block of each sequence."""
import torch
from torch import Tensor


def ex_padding_attention(scores: Tensor, lengths: Tensor) -> Tensor:
    out = torch.zeros_like(scores)
    for i, length in enumerate(lengths.tolist()):
        if length == 0:
            continue  # nothing to attend to: stays all-zero
        block = torch.softmax(scores[i, :, :length, :], dim=-1)
        out[i, :, :length, :length] = block[..., :length]
    return out
