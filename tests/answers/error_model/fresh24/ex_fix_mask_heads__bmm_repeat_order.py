# exercise: ex_fix_mask_heads
# mistake: Flattened scores to (b·h, n, n) as for bmm but expanded pad with pad.repeat(h, 1), which tiles batches (b0, b1, b0, b1, …) while the flattened rows go b0's heads first; use pad.repeat_interleave(h, dim=0). [cond: b > 1, h > 1 and the sequences' padding differs]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    flat = scores.reshape(b * h, n, n)  # bmm layout
    key_pad = pad.repeat(h, 1)[:, None, :]  # (b*h, 1, n)
    flat = flat.masked_fill(key_pad, float("-inf"))
    return torch.softmax(flat, dim=-1).view(b, h, n, n)
