# exercise: ex_fix_mask_heads
# mistake: The learner treats pad like a Hugging Face attention_mask (True = keep) and masks ~pad with the right (b, 1, 1, n) shape, so the real keys are masked and only the padded keys are attended; pad is True at padding, so pad itself must be masked.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]       # (b, 1, 1, n)
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)


if __name__ == "__main__":
    s = torch.randn(3, 2, 4, 4)
    pad = torch.ones(3, 4, dtype=torch.bool)
    w = ex_fix_mask_heads(s, pad)
    assert w.shape == (3, 2, 4, 4)
    assert torch.allclose(w.sum(-1), torch.ones(3, 2, 4))
    print("shape ok for b != h")
