# exercise: ex_padding_attention
# mistake: The learner writes -inf into the padded key columns of the caller's scores tensor in place (scores[i, ..., L:] = -inf), so the input is modified; the mask must be applied to a new tensor.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    for i, L in enumerate(lengths.tolist()):
        scores[i, :, :, L:] = float("-inf")
    w = torch.softmax(scores, dim=-1)
    w[torch.isnan(w)] = 0.0
    for i, L in enumerate(lengths.tolist()):
        w[i, :, L:, :] = 0.0
    return w


if __name__ == "__main__":
    s = torch.randn(2, 3, 4, 4)
    w = ex_padding_attention(s.clone(), torch.tensor([3, 0]))
    assert not torch.isnan(w).any()
    assert torch.allclose(w[0, :, :3].sum(-1), torch.ones(3, 3))
    assert w[1].abs().sum() == 0
    print("ok")
