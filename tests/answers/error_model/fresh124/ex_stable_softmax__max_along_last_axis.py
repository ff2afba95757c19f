# exercise: ex_stable_softmax
# mistake: The learner always takes the maximum along the last axis for the shift but sums along dim; for dim other than the last axis the shift is not constant within a slice, so the result is wrong (or overflows). [cond: when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    shift = x.max(dim=-1, keepdim=True).values
    ex = torch.exp(x - shift)
    total = ex.sum(dim=dim, keepdim=True)
    return ex / total


if __name__ == "__main__":
    x = torch.tensor([1e4, 1.0, -3.0])
    out = ex_stable_softmax(x, 0)
    assert torch.allclose(out, torch.tensor([1.0, 0.0, 0.0]))
    s = torch.randn(4, 5)
    assert torch.allclose(ex_stable_softmax(s, -1), torch.softmax(s, -1))
    print("good")
