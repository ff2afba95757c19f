# exercise: ex_fix_mask_heads
# mistake: Builds the (b, 1, 1, n) mask in a fresh torch.zeros buffer created without device=pad.device, so it stays on the CPU and masked_fill fails for GPU scores. [cond: only on a GPU]
import torch


def ex_fix_mask_heads(scores, pad):
    b, n = pad.shape
    mask = torch.zeros(b, 1, 1, n, dtype=torch.bool)
    mask[:, 0, 0, :] = pad
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
