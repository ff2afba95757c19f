# exercise: ex_fix_mask_heads
# mistake: Rebuilds the mask with torch.tensor(pad.tolist()), which lands on the CPU, so masking GPU scores fails; keep the mask on pad's/scores' device. [cond: only on a GPU]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    key_mask = torch.tensor(pad.tolist(), dtype=torch.bool).view(b, 1, 1, n)
    return torch.softmax(scores.masked_fill(key_mask, float('-inf')), dim=-1)
