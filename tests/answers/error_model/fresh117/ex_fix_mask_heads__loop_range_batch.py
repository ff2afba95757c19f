# exercise: ex_fix_mask_heads
# mistake: Masks head by head but loops over range(scores.shape[0]) (the batch size) instead of the number of heads, so with h > b the last heads stay unmasked (and with b > h it indexes past the heads); the loop must run over scores.shape[1], or use pad[:, None, None, :]. [cond: b != h]
"""Head-by-head masking, to keep the broadcasting obvious."""
import torch
from torch import Tensor

NEG_INF: float = float("-inf")


def ex_fix_mask_heads(scores: Tensor, pad: Tensor) -> Tensor:
    out = torch.softmax(scores, dim=-1)
    key_mask = pad[:, None, :]  # (b, 1, n): broadcasts over the queries of one head
    for head in range(scores.shape[0]):
        masked = scores[:, head].masked_fill(key_mask, NEG_INF)
        out[:, head] = torch.softmax(masked, dim=-1)
    return out
