# exercise: ex_fix_mask_heads
# mistake: The learner fixes the broadcasting but masks ~pad, i.e. the real tokens, as if pad were True at the tokens to keep; pad is True at padding, which is what must be masked.
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, n_k = scores.shape
    assert pad.shape == (b, n_k), f"pad should be {(b, n_k)}, got {tuple(pad.shape)}"
    keep = pad.bool().to(scores.device)
    mask = (~keep)[:, None, None, :]          # (b, 1, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
