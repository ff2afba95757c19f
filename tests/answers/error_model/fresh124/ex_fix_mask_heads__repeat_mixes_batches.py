# exercise: ex_fix_mask_heads
# mistake: The learner expands the mask over heads with pad.repeat(h, 1).view(b, h, 1, n), which stacks whole copies of the batch and so gives head j of sequence i the padding of another sequence; the mask should be pad[:, None, None, :] (or repeat_interleave / expand). [cond: when b > 1 and h > 1 and sequences differ]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)


if __name__ == "__main__":
    s = torch.randn(2, 3, 4, 4)
    pad = torch.tensor([[False, False, True, True]] * 2)
    w = ex_fix_mask_heads(s, pad)
    assert (w[..., 2:] == 0).all()
    assert torch.allclose(w.sum(-1), torch.ones(2, 3, 4))
    print("masked everywhere")
