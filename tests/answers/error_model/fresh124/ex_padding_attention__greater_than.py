# exercise: ex_padding_attention
# mistake: The learner marks padding with position > length instead of >=, so the first padded position of every sequence is still treated as real (attended to and not zeroed).
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] > lengths[:, None]          # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w


if __name__ == "__main__":
    s = torch.randn(2, 2, 4, 4)
    w = ex_padding_attention(s, torch.tensor([4, 0]))
    assert not torch.isnan(w).any()
    assert torch.allclose(w[0].sum(-1), torch.ones(2, 4))
    print(w[1])
