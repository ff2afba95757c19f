# exercise: ex_stable_softmax
# mistake: The learner prevents overflow by clamping the scores to at most 80 before exp, which changes the result whenever scores exceed 80 (e.g. [1e4, 100] gives [0.5, 0.5]); the maximum must be subtracted instead. [cond: when scores exceed 80]
import torch


def ex_stable_softmax(x, dim):
    # exp(88) is about the float32 limit
    safe = torch.clamp(x, max=80.0)
    e = torch.exp(safe)
    return e / torch.sum(e, dim=dim, keepdim=True)


if __name__ == "__main__":
    x = torch.tensor([[1e4, 1e4], [1.0, 2.0]])
    y = ex_stable_softmax(x, -1)
    assert not torch.isnan(y).any() and not torch.isinf(y).any()
    assert torch.allclose(y[0], torch.tensor([0.5, 0.5]))
    assert torch.allclose(y[1], torch.softmax(x[1], -1))
    print("no overflow")
