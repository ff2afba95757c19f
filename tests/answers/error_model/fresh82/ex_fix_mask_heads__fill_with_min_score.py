# exercise: ex_fix_mask_heads
# mistake: Filled the padded keys with scores.min() instead of -inf (to avoid NaN), so they keep a small non-zero weight exp(min - max); masked keys must get weight 0 (fill with -inf).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, scores.min().item()), dim=-1)


def _check_shape_when_b_differs_from_h():
    s = torch.randn(2, 3, 4, 4)
    pad = torch.tensor([[False, False, False, True], [False, False, True, True]])
    assert ex_fix_mask_heads(s, pad).shape == s.shape


_check_shape_when_b_differs_from_h()
