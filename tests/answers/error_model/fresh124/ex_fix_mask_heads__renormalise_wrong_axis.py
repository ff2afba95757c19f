# exercise: ex_fix_mask_heads
# mistake: The learner takes the softmax first, zeroes the padded keys afterwards and renormalises by the sum over dim=-2 (the queries) instead of the keys, so rows do not sum to 1; the -inf mask must be applied before the softmax (or renormalise over dim=-1).
import torch


def ex_fix_mask_heads(scores, pad):
    w = torch.softmax(scores, dim=-1)
    w = w.masked_fill(pad[:, None, None, :], 0.0)
    w = w / w.sum(dim=-2, keepdim=True).clamp_min(1e-12)
    return w


if __name__ == "__main__":
    scores = torch.randn(2, 4, 5, 5)
    pad = torch.tensor([[False] * 5, [False, False, False, True, True]])
    w = ex_fix_mask_heads(scores, pad)
    assert (w[1, :, :, 3:] == 0).all()
    assert not torch.isnan(w).any()
    print("padded keys get zero")
