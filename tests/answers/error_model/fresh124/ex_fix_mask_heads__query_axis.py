# exercise: ex_fix_mask_heads
# mistake: The learner indexes the mask as pad[:, None, :, None], which masks padded queries (whole rows, giving NaN) instead of padded keys; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]      # (b, 1, n, 1) -> broadcasts over heads
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)


if __name__ == "__main__":
    scores = torch.randn(2, 3, 4, 4)
    pad = torch.zeros(2, 4, dtype=torch.bool)
    w = ex_fix_mask_heads(scores, pad)
    assert torch.allclose(w, torch.softmax(scores, -1))   # no padding -> plain softmax
    print("runs with b != h")
